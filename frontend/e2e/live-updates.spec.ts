import { expect, test } from './fixtures'
import { BookingDetailPage } from './pages/BookingDetailPage'
import { bookingWords } from './pages/BookingsPage'
import { UpdatesPage } from './pages/UpdatesPage'
import { answerInterested, createBooking, openInvite, standardDraft, weekdayAhead } from './support/bookings'

// The booking detail asks again every 10 s while matching, the bell every 30 s.
const DETAIL_POLL_MS = 10_000
const BELL_POLL_MS = 30_000

/**
 * The centre watches a matching booking; a teacher answers interested from
 * elsewhere. The timeline and the bell show it without a reload, sooner
 * than either would have asked again: the server's live update told them.
 */
test('the booking detail and the bell update in place when a teacher answers', async ({ page, api }) => {
  const words = bookingWords.en
  const centre = api.as('centre')
  const detail = new BookingDetailPage(page, words)
  const updates = new UpdatesPage(page)
  const bookingId = await createBooking(centre, standardDraft(weekdayAhead(await api.now(), 7)))
  const invite = await openInvite(centre, bookingId)

  const streamOpened = page.waitForResponse((response) => response.url().includes('/api/live/stream?'))
  const detailRead = page.waitForResponse((response) => response.url().endsWith('/api/center/job/book/detail'))
  const bellRead = page.waitForResponse((response) => response.url().endsWith('/api/user/unread/notices'))
  await page.goto(`/#/bookings/detail/${bookingId}`)
  await expect(detail.heading(bookingId)).toBeVisible()
  expect((await streamOpened).headers()['content-type']).toContain('text/event-stream')
  await bellRead
  const bellAsksAgain = Date.now() + BELL_POLL_MS
  await detailRead
  const detailAsksAgain = Date.now() + DETAIL_POLL_MS
  const unreadBefore = await updates.unreadCount()

  await answerInterested(api, invite)

  await expect(detail.timelineEntry(words.interested(invite.teacher.name))).toBeVisible()
  expect(Date.now(), 'shown before the detail would have asked again').toBeLessThan(detailAsksAgain)
  await expect.poll(() => updates.unreadCount()).toBeGreaterThan(unreadBefore)
  expect(Date.now(), 'counted before the bell would have asked again').toBeLessThan(bellAsksAgain)
})
