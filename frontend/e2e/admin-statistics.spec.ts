import { expect, test } from './fixtures'
import { AdminConsole } from './pages/AdminConsole'
import { AdminTeachersPage } from './pages/AdminTeachersPage'
import { chooseOption } from './pages/controls'
import { demoStaff } from './roles'
import { aucklandDate, aucklandOffset, workedBookings } from './support/bookings'
import { colouredPixels } from './support/charts'

test.use({ signedInAs: null })
test.describe.configure({ timeout: 180_000 })

test('a super admin opens Statistics from the menu, reads the period’s figures, cards and breakdowns, then a teacher’s, found by search and from their record', async ({
  page,
  platform,
  api,
}) => {
  // A booking worked by a demo teacher; the browser's today is its day, so the screen's first period holds it.
  const { slot, worked } = await workedBookings(api, 1)
  // 20:00 in Auckland, the browser's time zone, on the booking's day. (The
  // clock runs on from there, so the charts' animations play out.)
  const today = new Date(`${slot.date}T20:00:00${aucklandOffset(slot.date)}`)
  await page.clock.setSystemTime(today)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const admin = new AdminConsole(page)
  await admin.signIn(demoStaff.email, demoStaff.password)
  await admin.sideMenu.getByRole('menuitem', { name: /Statistics/ }).click()
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeVisible()

  // The screen opens on the 30 days to today, the browser's calendar days: its
  // cards say what the API says for them (the demo's history has bookings on
  // the days around the period's edges).
  const from = new Date(today.getTime() - 29 * 86_400_000)
  const period = { dateFrom: aucklandDate(from).date, dateTo: aucklandDate(today).date }
  const headers = { Authorization: `Bearer ${await admin.token()}` }
  const answer = await page.request.post(`${platform.url}/api/admin/statistics/overview`, { headers, data: period })
  const figures = (await answer.json()).rtn_data
  const bookings = page.getByRole('region', { name: 'Bookings' })
  await expect(bookings.locator('.ant-statistic').first()).toContainText(String(figures.bookings.total.bookings))
  await expect(page.getByRole('region', { name: 'Teachers' })).toContainText(`Dormant${figures.teachers.dormant}`)
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('Revenue (before GST)$')
  expect(figures.bookings.total.bookings).toBeGreaterThan(0)
  for (const name of ['By lead time', 'By weekday', 'By region', 'By qualification']) {
    await expect(page.getByRole('table', { name })).toBeVisible()
  }
  // The breakdowns are drawn: bars above each table.
  const lead = page.getByRole('img', { name: 'Chart: By lead time' })
  await expect(lead).toBeVisible()
  await expect.poll(() => colouredPixels(lead)).toBeGreaterThan(1000)

  // One teacher's figures: the teacher who worked the booking, found by their email.
  const [booked] = worked
  if (!booked) throw new Error('a worked booking')
  const teacherAnswer = await page.request.post(`${platform.url}/api/admin/statistics/teacher`, {
    headers,
    data: { ...period, teacherId: booked.teacherId },
  })
  const theirs = (await teacherAnswer.json()).rtn_data
  expect(theirs.jobs).toBeGreaterThan(0)
  await page.getByText('A teacher', { exact: true }).click()
  await expect(page.getByText('Choose a teacher to see their figures.')).toBeVisible()
  const picker = page.getByRole('combobox', { name: 'Teacher' })
  await picker.fill(booked.teacherEmail)
  await chooseOption(page, picker, theirs.name)
  await expect(page).toHaveURL(new RegExp(`statistics\\?teacher=${booked.teacherId}$`))
  const jobs = page.getByRole('region', { name: 'Jobs' })
  await expect(jobs).toContainText(`Jobs (canceled aside)${theirs.jobs}`)
  await expect(jobs).toContainText(`Finished${theirs.finished}`)
  await expect(page.getByRole('region', { name: 'Hours and standing' })).toContainText('Reliability')
  await expect(page.getByRole('table', { name: 'Jobs by outcome' })).toBeVisible()
  const outcomes = page.getByRole('img', { name: 'Chart: Jobs by outcome' })
  await expect(outcomes).toBeVisible()
  await expect.poll(() => colouredPixels(outcomes)).toBeGreaterThan(1000)
  await expect(page.getByRole('region', { name: 'Bookings' })).toHaveCount(0)

  // The teacher's record opens the same figures.
  const teachers = new AdminTeachersPage(page)
  await teachers.open()
  await teachers.search(booked.teacherEmail)
  await teachers.openTeacher(theirs.name)
  await teachers.drawer.getByRole('button', { name: /Statistics/ }).click()
  await expect(page).toHaveURL(new RegExp(`statistics\\?teacher=${booked.teacherId}$`))
  await expect(page.locator('.statistics-picker')).toContainText(theirs.name)
  await expect(page.getByRole('region', { name: 'Jobs' })).toContainText(`Jobs (canceled aside)${theirs.jobs}`)
  expect(errors).toEqual([])
})
