import type { APIRequestContext } from '@playwright/test'

import { expect, test } from './fixtures'
import { CalendarFeedPanel } from './pages/CalendarFeedPanel'
import { CalendarPage } from './pages/CalendarPage'
import { TeacherMePage } from './pages/teacher/TeacherMePage'
import { answerInterested, confirmPrice, createBooking, openInvite, standardDraft, weekdayAhead } from './support/bookings'

/** A calendar app reading the feed: the address shown on the page, no session, lines unfolded. */
async function readFeed(request: APIRequestContext, address: string): Promise<{ status: number; type: string; text: string }> {
  const response = await request.get(address)
  const text = (await response.text()).replace(/\r\n[ \t]/g, '')
  return { status: response.status(), type: response.headers()['content-type'] ?? '', text }
}

test('a centre turns its calendar feed on, a calendar reads the booked job, and a replaced link is gone', async ({
  page,
  api,
  request,
}) => {
  const centre = api.as('centre')
  const slot = weekdayAhead(await api.now(), 3)
  const bookingId = await createBooking(centre, standardDraft(slot))
  const invite = await openInvite(centre, bookingId)
  await answerInterested(api, invite)
  await confirmPrice(centre, invite.inviteId)

  const calendar = new CalendarPage(page)
  await calendar.goto()
  const feed = await CalendarFeedPanel.openInPortal(page)
  let address = ''

  await test.step('the feed is off until the centre turns it on, then its address is shown', async () => {
    await expect(feed.root.getByText(/Turn on a private link that Google Calendar/)).toBeVisible()
    address = await feed.turnOn()
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/)
    await expect(feed.root.getByRole('tab', { name: 'Google Calendar' })).toBeVisible()
    await expect(feed.root.getByRole('link', { name: /Open Google Calendar/ })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F/,
    )
  })

  await test.step('a calendar reads the booked job from the address, with no session', async () => {
    const read = await readFeed(request, address)
    expect(read.status).toBe(200)
    expect(read.type).toBe('text/calendar; charset=utf-8')
    expect(read.text).toContain('BEGIN:VCALENDAR')
    expect(read.text).toContain('X-WR-CALNAME:Kowhai Kids Centre: relief teachers')
    expect(read.text).toContain('BEGIN:VTIMEZONE\r\nTZID:Pacific/Auckland')
    expect(read.text).toContain(`SUMMARY:${invite.teacher.name} · booking #${bookingId}`)
    const day = slot.date.replaceAll('-', '')
    expect(read.text).toContain(`DTSTART;TZID=Pacific/Auckland:${day}T083000`)
    expect(read.text).toContain(`DTEND;TZID=Pacific/Auckland:${day}T150000`)
    expect(read.text).toMatch(/UID:job-record-\d+@relief\.example/)
    expect(read.text).toContain('STATUS:CONFIRMED')
  })

  await test.step('replacing the link kills the old address at once', async () => {
    const replaced = await feed.replace()
    expect(replaced).not.toBe(address)
    expect((await readFeed(request, address)).status).toBe(404)
    const read = await readFeed(request, replaced)
    expect(read.status).toBe(200)
    expect(read.text).toContain(`SUMMARY:${invite.teacher.name} · booking #${bookingId}`)
    address = replaced
  })

  await test.step('the address is the same when the dialog opens again; turned off, it is gone', async () => {
    await feed.root.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click()
    await expect(feed.root).toBeHidden()
    const again = await CalendarFeedPanel.openInPortal(page)
    await expect(again.link).toHaveValue(address)
    await again.turnOff()
    expect((await readFeed(request, address)).status).toBe(404)
  })
})

test.describe('the teacher app', () => {
  test.use({ signedInAs: 'teacher', viewport: { width: 375, height: 740 } })

  test('a teacher turns a calendar feed on under Me', async ({ page, request }) => {
    const me = new TeacherMePage(page)
    await page.goto('/teacher/#/me')
    await expect(me.shell.heading('Me')).toBeVisible()
    await me.openCalendarSubscription()
    const feed = new CalendarFeedPanel(page, page.locator('.teacher-card'))
    const address = await feed.turnOn()
    const read = await readFeed(request, address)
    expect(read.status).toBe(200)
    expect(read.text).toMatch(/X-WR-CALNAME:Relief jobs: \S+/)
    await feed.turnOff()
    expect((await readFeed(request, address)).status).toBe(404)
  })
})
