import { expect, type Locator, type Page } from '@playwright/test'

export type Language = 'en' | 'zh'

/** Words of the bookings screens that the pages below look for, in both languages. */
export const bookingWords = {
  en: {
    booking: (id: number) => `Booking #${id}`,
    processing: 'Processing',
    confirmed: 'Confirmed',
    cancelled: 'Cancelled',
    stage1: 'Stage 1',
    created: 'Booking created',
    stage1Started: 'Stage 1 started',
    interested: (teacher: string) => `${teacher} is interested`,
    booked: (teacher: string) => `${teacher} is booked: price confirmed`,
    confirmPriceFor: (teacher: string) => `Confirm price for ${teacher}`,
    confirm: /^Confirm$/,
    cancelFor: (teacher: string) => `Cancel ${teacher}'s day`,
    cancelDialog: (teacher: string) => new RegExp(`^Cancel ${teacher} on `),
    feeTitle: /^Cancellation fee: \$\d+\.\d{2}$/,
    feeText: /starts within 24 hours, so 30% of \$\d+\.\d{2} is charged/,
    confirmCancel: 'Cancel it',
    reasonRequired: 'Please select a cancellation reason.',
    reason: 'Ratio covered',
    recordFee: /^Fee: \$\d+\.\d{2}$/,
    dayCancelled: /^Job record #\d+ cancelled \(Ratio covered\), fee \$\d+\.\d{2}$/,
    repost: /Repost$/,
    completed: 'Completed',
    withdrawn: 'Withdrawn',
    failed: 'Failed',
    waiting: (count: number) => `Interested teachers waiting for you: ${count}. Confirm their price to book them.`,
  },
  zh: {
    booking: (id: number) => `预订 #${id}`,
    processing: '匹配中',
    confirmed: '已确认',
    cancelled: '已取消',
    stage1: '第 1 阶段',
    created: '预订已创建',
    stage1Started: '第 1 阶段开始',
    interested: (teacher: string) => `${teacher} 有意向`,
    booked: (teacher: string) => `${teacher} 已预订：价格已确认`,
    confirmPriceFor: (teacher: string) => `确认 ${teacher} 的价格`,
    // Ant Design spaces out a two-character Chinese button label.
    confirm: /^确\s?认$/,
    cancelFor: (teacher: string) => `取消 ${teacher} 的工作`,
    cancelDialog: (teacher: string) => new RegExp(`^取消 ${teacher} 在 .* 的工作$`),
    feeTitle: /^取消费用：\$\d+\.\d{2}$/,
    feeText: /工作将在 24 小时内开始，因此将按 \$\d+\.\d{2} 的 30% 在下一张账单中收费/,
    confirmCancel: '确认取消',
    reasonRequired: '请选择取消原因。',
    reason: '师生比例已满足',
    recordFee: /^费用：\$\d+\.\d{2}$/,
    dayCancelled: /^工作记录 #\d+ 已取消（师生比例已满足），费用 \$\d+\.\d{2}$/,
    repost: /重新发布$/,
    completed: '已完成',
    withdrawn: '已撤回',
    failed: '失败',
    waiting: (count: number) => `等待您确认的有意向老师：${count} 位。确认价格即可预订。`,
  },
} as const

export type BookingWords = (typeof bookingWords)[Language]

/** A bookings list: Processing, Upcoming or Past (a table on wide screens, cards on phones). */
export class BookingsPage {
  constructor(
    private readonly page: Page,
    private readonly words: BookingWords,
  ) {}

  /** Opens a list, filtered to the centre's dates `from` to `to` when given (the filter lives in the address). */
  async goto(list: 'Processing' | 'Upcoming' | 'Past', dates?: { from: string; to: string }): Promise<void> {
    const query = dates ? `?${new URLSearchParams({ from: dates.from, to: dates.to })}` : ''
    await this.page.goto(`/#/bookings/${list}${query}`)
  }

  /**
   * Pages through the list until the booking shows: the spec's other
   * bookings of the same days may come first.
   */
  async find(bookingId: number): Promise<Locator> {
    const entry = this.entry(bookingId)
    const next = this.page.locator('.ant-pagination-next')
    await expect(this.page.locator('.booking-list .ant-spin-spinning')).toHaveCount(0)
    await expect(async () => {
      if (await entry.isVisible()) return
      if ((await next.count()) > 0 && (await next.getAttribute('aria-disabled')) !== 'true') await next.click()
      await expect(entry).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 30_000 })
    return entry
  }

  /** The row (or card) of one booking. */
  entry(bookingId: number): Locator {
    const link = this.page.getByRole('link', { name: this.words.booking(bookingId), exact: true })
    return this.page.locator('tr, .record-card').filter({ has: link })
  }

  /** The booking's status tag in its row or card. */
  status(bookingId: number): Locator {
    return this.entry(bookingId).locator('.status-tag')
  }

  async open(bookingId: number): Promise<void> {
    await this.page.getByRole('link', { name: this.words.booking(bookingId), exact: true }).click()
  }
}
