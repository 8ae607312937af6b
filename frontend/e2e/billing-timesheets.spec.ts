import { expect, type Page, test } from '@playwright/test'

import { demoCentre } from './accounts'
import { centreApi, resetClock } from './bookingApi'
import { AgreementDialog } from './pages/AgreementDialog'
import { LoginPage } from './pages/LoginPage'
import { TeacherApp } from './pages/TeacherApp'
import { demoTeachers, type TimeSheet, workedBookings } from './teacherApi'

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

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  const made = await workedBookings(request, 2)
  for (const item of made.worked) {
    bookings.push(item.bookingId)
    teacherEmails.push(item.teacherEmail)
    sheets.set(item.bookingId, item.sheet)
  }
})

test.afterAll(async ({ request }) => {
  await resetClock(request)
})

async function signIn(page: Page, target: string): Promise<void> {
  const login = new LoginPage(page)
  await page.goto(`/#/login?redirect=${encodeURIComponent(target)}`)
  await login.email.waitFor()
  await login.signIn(demoCentre.email, demoCentre.password)
  await expect(page.locator('.centre-content')).toBeVisible()
  const centre = await centreApi<{ agreed: number }>(page, 'user/center/detail')
  if (centre.agreed !== 1) await new AgreementDialog(page).accept()
}

function sheetOf(n: number): TimeSheet {
  const bookingId = bookings[n] ?? 0
  const sheet = sheets.get(bookingId)
  expect(sheet, `the time sheet of booking ${bookingId}`).toBeTruthy()
  return sheet as TimeSheet
}

/** The row of a booking in the tab panel shown. */
function row(page: Page, tab: string, bookingId: number) {
  return page
    .getByRole('tabpanel', { name: tab })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `#${bookingId}`, exact: true }) })
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
  const app = new TeacherApp(page)
  await app.goto()
  await app.signIn(teacherEmails[1] ?? '', demoTeachers.password)
  await app.tab('Jobs').click()
  await app.chooseSegment('Past')
  const job = app.job(sheet.bookingId)
  const timeSheet = job.getByRole('group', { name: 'Time sheet' })
  await expect(timeSheet).toContainText('To confirm')
  await timeSheet.getByRole('button', { name: 'Report times' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report the times you worked' })
  const end = dialog.getByLabel('End')
  await end.click()
  await end.fill('15:30')
  await end.press('Enter')
  await end.press('Tab')
  await expect(dialog.getByText('6.5 h of work')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send to the centre' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Your times were sent to the centre.')).toBeVisible()
  await expect(timeSheet).toContainText('You reported 08:30 – 15:30, 30 min break')
})

test('the centre confirms one time sheet as is and adjusts another with a reason', async ({ page }) => {
  const asIs = sheetOf(0)
  const adjusted = sheetOf(1)
  await signIn(page, '/Billing/Timesheet')
  await expect(row(page, 'To confirm', asIs.bookingId)).toContainText(asIs.teacherName)
  await expect(row(page, 'To confirm', asIs.bookingId)).toContainText(shownDate(asIs.date))
  await expect(row(page, 'To confirm', asIs.bookingId)).toContainText('Not reported')
  // The teacher's report is shown beside the booked times.
  await expect(row(page, 'To confirm', adjusted.bookingId)).toContainText('08:30–15:30')

  // As is: the booked 08:30 to 15:00 less the 30-minute lunch break.
  await page.getByRole('button', { name: `Confirm the time sheet of ${asIs.teacherName} on ${asIs.date}` }).click()
  const first = page.getByRole('dialog', { name: `Time sheet: ${asIs.teacherName}` })
  await expect(first.getByText('Confirming as is pays the booked times.')).toBeVisible()
  await expect(first.getByText('6.00', { exact: true })).toBeVisible()
  await expect(first.getByText(dollars(cents(asIs.hourlyRate) * 6), { exact: true })).toBeVisible()
  await first.getByRole('button', { name: 'Confirm as is' }).click()
  await expect(first).toBeHidden()
  await expect(page.getByText('Time sheet confirmed')).toBeVisible()
  await expect(row(page, 'To confirm', asIs.bookingId)).toHaveCount(0)

  // Adjusted: 09:00 to 14:30 with a 30-minute break is 5 hours; 'Other' needs text.
  await page
    .getByRole('button', { name: `Confirm the time sheet of ${adjusted.teacherName} on ${adjusted.date}` })
    .click()
  const second = page.getByRole('dialog', { name: `Time sheet: ${adjusted.teacherName}` })
  await second.getByRole('button', { name: 'Adjust' }).click()
  for (const [label, value] of [
    ['Start time', '09:00'],
    ['End time', '14:30'],
  ] as const) {
    const input = second.getByLabel(label)
    await input.click()
    await input.fill(value)
    await input.press('Enter')
    await input.press('Tab')
  }
  await second.getByLabel('Break').fill('30')
  await second.getByLabel('Break').press('Tab')
  await expect(second.getByText('5.00', { exact: true })).toBeVisible()
  await expect(second.getByText(dollars(cents(adjusted.hourlyRate) * 5), { exact: true })).toBeVisible()
  await second.getByLabel('Reason').click()
  await page.locator('.ant-select-item-option').filter({ hasText: /^Other$/ }).click()
  await second.getByRole('button', { name: 'Confirm adjusted times' }).click()
  await expect(second.getByText('Please specify the reason.')).toBeVisible()
  await expect(second).toBeVisible()
  await second.getByLabel('Please specify').fill('Fire drill ran over')
  await second.getByRole('button', { name: 'Confirm adjusted times' }).click()
  await expect(second).toBeHidden()
  await expect(row(page, 'To confirm', adjusted.bookingId)).toHaveCount(0)

  await page.getByRole('tab', { name: 'Confirmed' }).click()
  const asIsRow = row(page, 'Confirmed', asIs.bookingId)
  await expect(asIsRow).toContainText('As is')
  await expect(asIsRow).toContainText('08:30–15:00')
  await expect(asIsRow).toContainText(dollars(cents(asIs.hourlyRate) * 6))
  const adjustedRow = row(page, 'Confirmed', adjusted.bookingId)
  await expect(adjustedRow).toContainText('Adjusted')
  await expect(adjustedRow).toContainText(shownDate(adjusted.date))
  await expect(adjustedRow).toContainText('09:00–14:30')
  await expect(adjustedRow).toContainText('5.00')
  await expect(adjustedRow).toContainText(dollars(cents(adjusted.hourlyRate) * 5))
})

test('the centre answers a review, every question first', async ({ page }) => {
  const sheet = sheetOf(0)
  await signIn(page, '/Billing/Review')
  await expect(row(page, 'Pending', sheet.bookingId)).toContainText(sheet.teacherName)
  await page.getByRole('button', { name: `Review ${sheet.teacherName} on ${sheet.date}` }).click()
  const dialog = page.getByRole('dialog', { name: `Review ${sheet.teacherName}` })
  const questions = dialog.locator('.review-form__question')
  await expect(questions.first()).toBeVisible()
  const count = await questions.count()
  expect(count).toBeGreaterThanOrEqual(4)
  for (let n = 0; n < count - 1; n += 1) await questions.nth(n).locator('.ant-rate-star').nth(3).click()
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog.getByText('Please fill in all the questions.')).toBeVisible()
  await questions.nth(count - 1).locator('.ant-rate-star').nth(4).click()
  await dialog.getByLabel('Comment (optional)').fill('Calm and kind with the toddlers.')
  await dialog.getByRole('button', { name: 'Submit review' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Thank you. The review is under approval.')).toBeVisible()
  await expect(row(page, 'Pending', sheet.bookingId)).toHaveCount(0)

  await page.getByRole('tab', { name: 'Done' }).click()
  const done = row(page, 'Done', sheet.bookingId)
  await expect(done).toContainText('Under approval')
  await expect(done).toContainText('Calm and kind with the toddlers.')
})
