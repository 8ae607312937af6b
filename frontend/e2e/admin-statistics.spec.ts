import { expect, test } from './fixtures'
import { AdminConsole } from './pages/AdminConsole'
import { demoStaff } from './roles'
import { workedBookings } from './support/bookings'

test.use({ signedInAs: null })
test.describe.configure({ timeout: 180_000 })

/** A day as the statistics ask for it (YYYY-MM-DD), in the browser's calendar. */
function isoDay(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0')
  const day = String(moment.getDate()).padStart(2, '0')
  return `${moment.getFullYear()}-${month}-${day}`
}

test('a super admin opens Statistics from the menu and reads the period’s figures, cards and breakdowns', async ({
  page,
  platform,
  api,
}) => {
  // A booking worked by a demo teacher; the browser's today is its day, so the screen's first period holds it.
  const { slot } = await workedBookings(api, 1)
  await page.clock.setFixedTime(new Date(`${slot.date}T20:00:00`))
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const admin = new AdminConsole(page)
  await admin.signIn(demoStaff.email, demoStaff.password)
  await admin.sideMenu.getByRole('menuitem', { name: /Statistics/ }).click()
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible()

  // The screen opens on the 30 days to today: its cards say what the API says for them.
  const today = new Date(`${slot.date}T20:00:00`)
  const from = new Date(today.getTime() - 29 * 86_400_000)
  const answer = await page.request.post(`${platform.url}/api/admin/statistics/overview`, {
    headers: { Authorization: `Bearer ${await admin.token()}` },
    data: { dateFrom: isoDay(from), dateTo: isoDay(today) },
  })
  const figures = (await answer.json()).rtn_data
  const bookings = page.getByRole('region', { name: 'Bookings' })
  await expect(bookings.locator('.ant-statistic').first()).toContainText(String(figures.bookings.total.bookings))
  await expect(page.getByRole('region', { name: 'Teachers' })).toContainText(`Dormant${figures.teachers.dormant}`)
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('Revenue (before GST)$')
  expect(figures.bookings.total.bookings).toBeGreaterThan(0)
  for (const name of ['By lead time', 'By weekday', 'By region', 'By qualification']) {
    await expect(page.getByRole('table', { name })).toBeVisible()
  }
  // The breakdowns are drawn: a chart above each table, and nothing failed on the page.
  const lead = page.locator('.ant-card').filter({ has: page.getByRole('table', { name: 'By lead time' }) })
  await expect(lead.locator('canvas').first()).toBeVisible()
  expect(errors).toEqual([])
})
