import { expect, type Locator, type Page } from '@playwright/test'

import type { BookingWords } from './BookingsPage'
import { chooseOption } from './controls'

/** One booking: summary, invites, job records, timeline and the cancellation dialog. */
export class BookingDetailPage {
  readonly timeline: Locator
  readonly summary: Locator
  readonly jobRecords: Locator
  readonly invites: Locator
  /** The invite summary: how many connected, connecting, withdrawn and failed. */
  readonly inviteSummary: Locator

  constructor(
    private readonly page: Page,
    private readonly words: BookingWords,
  ) {
    this.timeline = page.getByRole('region', { name: /^(Matching timeline|匹配时间线)$/ })
    this.summary = page.locator('.booking-summary')
    this.jobRecords = page.getByRole('region', { name: /^(Job records|工作记录)$/ })
    this.invites = page.getByRole('region', { name: /^(Invited teachers|已邀请的老师)$/ })
    this.inviteSummary = page.getByLabel(/^(Invites by state|按状态统计的邀请)$/)
  }

  async goto(bookingId: number): Promise<void> {
    await this.page.goto(`/#/bookings/detail/${bookingId}`)
  }

  heading(bookingId: number): Locator {
    return this.page.getByRole('heading', { name: this.words.booking(bookingId) })
  }

  status(): Locator {
    return this.summary.locator('.status-tag')
  }

  timelineEntry(text: string | RegExp): Locator {
    return this.timeline.getByText(text)
  }

  /** Asks the server again until `check` passes (the page also refreshes itself while matching). */
  async refreshUntil(check: () => Promise<void>): Promise<void> {
    await expect(async () => {
      await this.page.getByRole('button', { name: /^reload (Refresh|刷新)$/ }).click()
      await check()
    }).toPass({ timeout: 30_000 })
  }

  async confirmPrice(teacher: string): Promise<void> {
    await this.page.getByRole('button', { name: this.words.confirmPriceFor(teacher) }).click()
    const popup = this.page.locator('.ant-popconfirm').filter({ visible: true })
    await popup.getByRole('button', { name: this.words.confirm }).click()
  }

  /** A teacher's job record: a table row, or a card on a phone. */
  jobRecord(teacher: string): Locator {
    return this.jobRecords.locator('tr, .record-card').filter({ hasText: teacher })
  }

  /** The invites in the order shown (table rows, or cards on a phone). */
  inviteEntries(): Locator {
    return this.invites.locator('tr.ant-table-row, .record-card')
  }

  /** Opens the cancellation of one teacher's day. */
  async startCancellingDay(teacher: string): Promise<Locator> {
    await this.page.getByRole('button', { name: this.words.cancelFor(teacher) }).click()
    const dialog = this.page.getByRole('dialog', { name: this.words.cancelDialog(teacher) })
    await expect(dialog).toBeVisible()
    return dialog
  }

  async chooseReason(dialog: Locator, reason: string): Promise<void> {
    await chooseOption(this.page, dialog.getByRole('combobox'), reason)
  }
}
