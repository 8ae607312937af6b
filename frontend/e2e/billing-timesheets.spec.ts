import { expect, test } from './fixtures'
import { ReviewsPage } from './pages/ReviewsPage'
import { TeacherJobsPage } from './pages/teacher/TeacherJobsPage'
import { TeacherLoginPage } from './pages/teacher/TeacherLoginPage'
import { TimesheetsPage } from './pages/TimesheetsPage'
import { demoPassword } from './roles'
import { type TimeSheet, workedBookings } from './support/bookings'

/**
 * Time sheets and reviews after the work: two demo bookings on one day are
 * answered by two teachers and confirmed, the platform's clock moves past the
 * day's end (before the 18:00 default) and the worker finishes the jobs. The
 * centre confirms one time sheet as is and adjusts the other with a reason,
 * then reviews a teacher.
 */

test.describe.configure({ mode: 'serial' })

const bookings: number[] = []
const teacherEmails: string[] = []
const sheets = new Map<number, TimeSheet>()

/** `$` and two places from whole cents. */
function dollars(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

function cents(amount: string): number {
  const [whole, fraction = ''] = amount.split('.')
  return Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2))
}

test.beforeAll(async ({ api }) => {
  test.setTimeout(120_000)
  const made = await workedBookings(api, 2)
  for (const item of made.worked) {
    bookings.push(item.bookingId)
    teacherEmails.push(item.teacherEmail)
    sheets.set(item.bookingId, item.sheet)
  }
})

function sheetOf(n: number): TimeSheet {
  const bookingId = bookings[n] ?? 0
  const sheet = sheets.get(bookingId)
  expect(sheet, `the time sheet of booking ${bookingId}`).toBeTruthy()
  return sheet as TimeSheet
}

/** `Tue 24/11/2026`: a date as the portal's tables show it. */
function shownDate(date: string): string {
  const [year, month, day] = date.split('-')
  const weekday = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  )
  return `${weekday} ${day}/${month}/${year}`
}

test('the teacher reports the times worked in the app', async ({ page }) => {
  const sheet = sheetOf(1)
  await page.setViewportSize({ width: 375, height: 740 })
  const login = new TeacherLoginPage(page)
  await login.goto()
  await login.signIn(teacherEmails[1] ?? '', demoPassword)
  const jobs = new TeacherJobsPage(page)
  await jobs.shell.tab('Jobs').click()
  await jobs.showPast()
  const timeSheet = jobs.timeSheet(sheet.bookingId)
  await expect(timeSheet.panel).toContainText('To confirm')
  const dialog = await timeSheet.reportEnd('15:30')
  await expect(dialog.getByText('6.50 h of work')).toBeVisible()
  await timeSheet.send()
  await expect(dialog).toBeHidden()
  await expect(timeSheet.sentNotice()).toBeVisible()
  await expect(timeSheet.panel).toContainText('You reported 08:30 – 15:30, 30 min break')
})

test('the centre confirms one time sheet as is and adjusts another with a reason', async ({ page }) => {
  const asIs = sheetOf(0)
  const adjusted = sheetOf(1)
  const timesheets = new TimesheetsPage(page)
  await timesheets.goto()
  await expect(timesheets.row('To confirm', asIs.bookingId)).toContainText(asIs.teacherName)
  await expect(timesheets.row('To confirm', asIs.bookingId)).toContainText(shownDate(asIs.date))
  await expect(timesheets.row('To confirm', asIs.bookingId)).toContainText('Not reported')
  // The teacher's report is shown beside the booked times.
  await expect(timesheets.row('To confirm', adjusted.bookingId)).toContainText('08:30–15:30')

  // As is: the booked 08:30 to 15:00 less the 30-minute lunch break.
  const first = await timesheets.openConfirmation(asIs.teacherName, asIs.date)
  await expect(first.getByText('Confirming as is pays the booked times.')).toBeVisible()
  await expect(first.getByText('6.00', { exact: true })).toBeVisible()
  await expect(first.getByText(dollars(cents(asIs.hourlyRate) * 6), { exact: true })).toBeVisible()
  await first.getByRole('button', { name: 'Confirm as is' }).click()
  await expect(first).toBeHidden()
  await expect(page.getByText('Time sheet confirmed')).toBeVisible()
  await expect(timesheets.row('To confirm', asIs.bookingId)).toHaveCount(0)

  // Adjusted: 09:00 to 14:30 with a 30-minute break is 5 hours; 'Other' needs text.
  const second = await timesheets.openConfirmation(adjusted.teacherName, adjusted.date)
  await timesheets.adjustTimes(second, '09:00', '14:30', 30)
  await expect(second.getByText('5.00', { exact: true })).toBeVisible()
  await expect(second.getByText(dollars(cents(adjusted.hourlyRate) * 5), { exact: true })).toBeVisible()
  await timesheets.chooseReason(second, 'Other')
  await second.getByRole('button', { name: 'Confirm adjusted times' }).click()
  await expect(second.getByText('Please specify the reason.')).toBeVisible()
  await expect(second).toBeVisible()
  await second.getByLabel('Please specify').fill('Fire drill ran over')
  await second.getByRole('button', { name: 'Confirm adjusted times' }).click()
  await expect(second).toBeHidden()
  await expect(timesheets.row('To confirm', adjusted.bookingId)).toHaveCount(0)

  await timesheets.showTab('Confirmed')
  const asIsRow = timesheets.row('Confirmed', asIs.bookingId)
  await expect(asIsRow).toContainText('As is')
  await expect(asIsRow).toContainText('08:30–15:00')
  await expect(asIsRow).toContainText(dollars(cents(asIs.hourlyRate) * 6))
  const adjustedRow = timesheets.row('Confirmed', adjusted.bookingId)
  await expect(adjustedRow).toContainText('Adjusted')
  await expect(adjustedRow).toContainText(shownDate(adjusted.date))
  await expect(adjustedRow).toContainText('09:00–14:30')
  await expect(adjustedRow).toContainText('5.00')
  await expect(adjustedRow).toContainText(dollars(cents(adjusted.hourlyRate) * 5))
})

test('the centre answers a review, every question first', async ({ page }) => {
  const sheet = sheetOf(0)
  const reviews = new ReviewsPage(page)
  await reviews.goto()
  await expect(reviews.row('Pending', sheet.bookingId)).toContainText(sheet.teacherName)
  const dialog = await reviews.openReview(sheet.teacherName, sheet.date)
  const questions = reviews.questions(dialog)
  await expect(questions.first()).toBeVisible()
  const count = await questions.count()
  expect(count).toBeGreaterThanOrEqual(4)
  for (let n = 0; n < count - 1; n += 1) await reviews.rate(questions.nth(n), 4)
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog.getByText('Please fill in all the questions.')).toBeVisible()
  await reviews.rate(questions.nth(count - 1), 5)
  await dialog.getByLabel('Comment (optional)').fill('Calm and kind with the toddlers.')
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Thank you. The review is under approval.')).toBeVisible()
  await expect(reviews.row('Pending', sheet.bookingId)).toHaveCount(0)

  await reviews.showTab('Done')
  const done = reviews.row('Done', sheet.bookingId)
  await expect(done).toContainText('Under approval')
  await expect(done).toContainText('Calm and kind with the toddlers.')
})
