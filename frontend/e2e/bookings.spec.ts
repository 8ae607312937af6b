import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { BookingDetailPage } from './pages/BookingDetailPage'
import { BookingsPage, bookingWords, type Language } from './pages/BookingsPage'
import { DashboardPage } from './pages/DashboardPage'
import { ShellPage } from './pages/ShellPage'
import { UpdatesPage } from './pages/UpdatesPage'
import { demoCentre } from './roles'
import type { Api } from './support/api'
import {
  answerInterested,
  type BookingInvite,
  bookingDetail,
  createBooking,
  openInvite,
  slotWithin24Hours,
  standardDraft,
  weekdayAhead,
} from './support/bookings'

// The flows run one after another on the spec's platform and clock.
test.describe.configure({ mode: 'serial' })

/**
 * A booking from creation to a cancelled day: it is seen matching with its
 * timeline, a teacher answers interested, the centre confirms the price, the
 * booking is upcoming, one day is cancelled inside 24 hours with the fee shown
 * first, and the notices tell the centre about it.
 */
async function bookingFlow(page: Page, api: Api, language: Language): Promise<void> {
  // Matching, answers, a cancellation and the notices: longer than one screen's test.
  test.setTimeout(180_000)
  const words = bookingWords[language]
  const shell = new ShellPage(page)
  const list = new BookingsPage(page, words)
  const detail = new BookingDetailPage(page, words)
  const updates = new UpdatesPage(page)
  const centre = api.as('centre')

  await page.goto('/#/dashboard')
  await expect(new DashboardPage(page).welcome(demoCentre.name)).toBeVisible()
  if (language === 'zh') {
    await shell.switchLanguage('中文')
    await expect(shell.menuItem('首页').or(page.getByRole('button', { name: '展开侧边栏' })).first()).toBeVisible()
  }

  const slot = slotWithin24Hours(await api.now())
  const bookingId = await createBooking(centre, standardDraft(slot))

  await test.step('the new booking is processing, in stage 1, with its timeline', async () => {
    await list.goto('Processing')
    const entry = await list.find(bookingId)
    await expect(entry.getByText(words.stage1, { exact: true })).toBeVisible()
    await list.open(bookingId)
    await expect(page).toHaveURL(new RegExp(`#/bookings/detail/${bookingId}$`))
    await expect(detail.heading(bookingId)).toBeVisible()
    await expect(detail.status()).toHaveText(words.processing)
    await expect(detail.timelineEntry(new RegExp(`^${words.created}`))).toBeVisible()
    await expect(detail.timelineEntry(new RegExp(`^${words.stage1Started}`))).toBeVisible()
  })

  const invite = await openInvite(centre, bookingId)
  const teacher = invite.teacher.name
  const unreadBefore = (await centre.call<{ userUnReadNotices: number }>('user/unread/notices')).userUnReadNotices

  await test.step('a teacher answers interested and the centre confirms the price', async () => {
    await answerInterested(api, invite)
    await detail.refreshUntil(() => expect(detail.timelineEntry(words.interested(teacher))).toBeVisible({ timeout: 1_000 }))
    await detail.confirmPrice(teacher)
    await expect(detail.status()).toHaveText(words.confirmed)
    await expect(detail.timelineEntry(words.booked(teacher))).toBeVisible()
  })

  await test.step('the booking is upcoming with its teacher', async () => {
    await list.goto('Upcoming', { from: slot.date, to: slot.date })
    const entry = await list.find(bookingId)
    await expect(entry.getByText(teacher)).toBeVisible()
    await expect(list.status(bookingId)).toHaveText(words.confirmed)
  })

  await test.step('cancelling the day inside 24 hours shows the fee before it is confirmed', async () => {
    if (slot.advanceMinutes > 0) await api.advanceClock(slot.advanceMinutes)
    await detail.goto(bookingId)
    await expect(detail.heading(bookingId)).toBeVisible()

    const dialog = await detail.startCancellingDay(teacher)
    await expect(dialog.getByText(words.feeTitle)).toBeVisible()
    await expect(dialog.getByText(words.feeText)).toBeVisible()
    await dialog.getByRole('button', { name: words.confirmCancel }).click()
    await expect(dialog.getByText(words.reasonRequired)).toBeVisible()

    await detail.chooseReason(dialog, words.reason)
    await dialog.getByRole('button', { name: words.confirmCancel }).click()
    await expect(dialog).toBeHidden()

    const record = detail.jobRecord(teacher)
    await expect(record.getByText(words.cancelled, { exact: true })).toBeVisible()
    await expect(record.getByText(words.recordFee)).toBeVisible()
    await expect(detail.timelineEntry(words.dayCancelled)).toBeVisible()
    // The same booking can be made again: the creation page reads the booking to repost.
    await expect(page.getByRole('link', { name: words.repost })).toHaveAttribute(
      'href',
      `#/Create-Job/Standard%20Booking?repost=${bookingId}`,
    )
  })

  await test.step('the bell counts the news and opens the updates; reading them lowers the count', async () => {
    // The bell polls every 30 s; a reload asks at once.
    await page.reload()
    await expect.poll(() => updates.unreadCount()).toBeGreaterThan(unreadBefore)
    await updates.bellLink.click()
    await expect(page).toHaveURL(/#\/job\/message$/)
    const interested = updates.notice(new RegExp(`^${teacher}.*#${bookingId}`))
    await expect(interested).toBeVisible()
    const unread = await updates.unreadCount()

    await interested.getByRole('link', { name: new RegExp(`^${teacher}`) }).click()
    await expect(page).toHaveURL(new RegExp(`#/bookings/detail/${bookingId}$`))
    await expect.poll(() => updates.unreadCount()).toBeLessThan(unread)

    await updates.bellLink.click()
    await updates.markAllRead()
    await expect.poll(() => updates.unreadCount()).toBeLessThan(Math.max(unread - 1, 1))
  })
}

test('a centre follows a booking from matching to a cancelled day, in English', async ({ page, api }) => {
  await bookingFlow(page, api, 'en')
})

test('the same in Chinese', async ({ page, api }) => {
  await bookingFlow(page, api, 'zh')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the same at 375 px', async ({ page, api }) => {
    await bookingFlow(page, api, 'en')
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, 'nothing pushes the page wider than the phone').toBeLessThanOrEqual(375)
  })
})

interface FinderItem {
  teacherId: number
}

interface PickerItem {
  teacherId: number
  firstName: string
  lastName: string
  available: boolean
}

/**
 * A two-day favourite booking for 2 teachers with 3 favourites invited at
 * once: two answer interested and the third invite is withdrawn. Answers the
 * booking, its last day's end and the invites by role.
 */
async function favouriteBooking(api: Api) {
  const centre = api.as('centre')
  const first = weekdayAhead(await api.now(), 2)
  const second = weekdayAhead(new Date(Date.parse(first.startsAt) - 86_400_000), 2)
  const finder = await centre.call<{ list: FinderItem[] }>('center/finder/list', {
    radiusKm: 20,
    qualification: 1,
    pageNo: 1,
    pageSize: 12,
  })
  for (const teacher of finder.list) await centre.call('center/favourite/add', { teacherId: teacher.teacherId })
  const draft = {
    bookingType: 2,
    jobStartTime: first.startsAt,
    jobEndTime: second.endsAt,
    numberOfTeachers: 2,
    qualification: 1,
    gender: 0,
    ageGroup: 3,
    teacherTalentPool: 1,
    inviteRange: 20,
  }
  const picker = await centre.call<{ list: PickerItem[] }>('center/job/book/favorite/teacher/list', draft)
  const chosen = picker.list.filter((teacher) => teacher.available).slice(0, 3)
  expect(chosen.length, 'three favourites free on both days').toBe(3)
  const favourite = { ...draft, inviteType: 2, favouriteTeacherIds: chosen.map((teacher) => teacher.teacherId) }
  const bookingId = await createBooking(centre, favourite)
  const { invites } = await bookingDetail(centre, bookingId)
  expect(invites).toHaveLength(3)
  const [early, late, withdrawn] = invites as [BookingInvite, BookingInvite, BookingInvite]
  await answerInterested(api, early)
  await answerInterested(api, late)
  await centre.call('center/job/invite/cancel', { inviteId: withdrawn.inviteId })
  return { bookingId, endsAt: second.endsAt, dates: { from: first.date, to: second.date }, early, late, withdrawn }
}

test('the detail puts the interested teachers waiting for the centre first, and a finished booking reads Completed', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000)
  const words = bookingWords.en
  const detail = new BookingDetailPage(page, words)
  const list = new BookingsPage(page, words)
  const booking = await favouriteBooking(api)
  const name = (invite: BookingInvite) => invite.teacher.name

  await test.step('the two interested teachers come first, marked, each with Confirm price', async () => {
    await detail.goto(booking.bookingId)
    await expect(detail.heading(booking.bookingId)).toBeVisible()
    await expect(detail.invites.getByText(words.waiting(2))).toBeVisible()
    const entries = detail.inviteEntries()
    await expect(entries).toHaveCount(3)
    for (const [index, invite] of [booking.early, booking.late].entries()) {
      const entry = entries.nth(index)
      await expect(entry).toContainText(name(invite))
      await expect(entry).toHaveClass(/invite--waiting/)
      await expect(entry.getByRole('button', { name: words.confirmPriceFor(name(invite)) })).toBeVisible()
    }
    await expect(entries.nth(2)).toContainText(name(booking.withdrawn))
    await expect(entries.nth(2)).not.toHaveClass(/invite--waiting/)
  })

  await test.step('the summary names the withdrawn invite Withdrawn, not Failed', async () => {
    await expect(detail.inviteSummary).toContainText(words.withdrawn)
    await expect(detail.inviteSummary).not.toContainText(words.failed)
  })

  await test.step('confirming both books the teachers; the waiting note goes', async () => {
    await detail.confirmPrice(name(booking.early))
    await expect(detail.invites.getByText(words.waiting(1))).toBeVisible()
    await expect(detail.inviteEntries().first()).toContainText(name(booking.late))
    await detail.confirmPrice(name(booking.late))
    await expect(detail.status()).toHaveText(words.confirmed)
    await expect(detail.invites.getByText(/Interested teachers waiting/)).toBeHidden()
    await expect(detail.inviteSummary).not.toContainText(words.failed)
  })

  await test.step('once its days are worked, the booking reads Completed in Past and on its page', async () => {
    await api.moveClockPast(booking.endsAt)
    await list.goto('Past', booking.dates)
    await list.find(booking.bookingId)
    await expect(list.status(booking.bookingId)).toHaveText(words.completed)
    await list.open(booking.bookingId)
    await expect(detail.status()).toHaveText(words.completed)
  })
})
