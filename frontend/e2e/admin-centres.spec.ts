import { expect, test } from './fixtures'
import { AdminCentresPage } from './pages/AdminCentresPage'
import { JobCreationPage } from './pages/JobCreationPage'
import { demoCentre, demoStaff } from './roles'
import { weekdayAhead } from './support/bookings'

// The centre (the stored sign-in) and a super admin in a browser of their own, on one platform.
test.describe.configure({ timeout: 180_000 })

test('a super admin sets the demo centre’s own qualified rate, and the centre’s next quote shows it', async ({
  page,
  browser,
  platform,
}) => {
  const jobs = new JobCreationPage(page)
  await jobs.gotoStandard()
  await jobs.setDate(weekdayAhead(new Date(), 3).date)
  await jobs.setTimes('09:00', '15:00')
  await jobs.chooseAgeGroup('Preschool (3-5)')
  await jobs.choose('Early childhood')
  await jobs.waitForQuote()
  await expect(jobs.liveRate).not.toHaveText(/^\$47\.25/)

  const staffContext = await browser.newContext({ baseURL: platform.url })
  const centres = new AdminCentresPage(await staffContext.newPage())
  const staff = centres.page
  await centres.console.signIn(demoStaff.email, demoStaff.password)

  await test.step('the console refuses a rate out of bounds, then saves the centre’s own rate', async () => {
    await centres.goto()
    await centres.openCentre(demoCentre.name)
    await centres.setQualifiedRate('900')
    await expect(centres.drawer.getByText('An hourly rate must be between $1.00 and $500.00.')).toBeVisible()
    await centres.setQualifiedRate('47.25')
    await expect(staff.getByText(`The rates of ${demoCentre.name} are saved.`)).toBeVisible()
    await expect(centres.drawer.getByText(/A weekday is quoted at \$47\.25 for a qualified teacher/)).toBeVisible()
    await staff.keyboard.press('Escape')
    await expect(centres.row(demoCentre.name)).toContainText('$47.25')
  })

  await test.step('the centre’s next quote is at its own rate', async () => {
    await jobs.refreshButton.click()
    await jobs.waitForQuote()
    await expect(jobs.liveRate).toHaveText(/^\$47\.25/)
  })

  await test.step('the operation log keeps the change with its before and after', async () => {
    await centres.console.open('system/audit')
    await staff.getByRole('textbox', { name: /^Call/ }).fill('/admin/centre/rates')
    await staff.getByRole('button', { name: 'Search' }).click()
    await centres.row('/admin/centre/rates').first().getByRole('button', { name: 'Open' }).click()
    const changes = centres.console.dialog('Operation details').getByRole('table', { name: 'Changes to centres' })
    await expect(changes.getByRole('row', { name: 'qualified_rate — 47.25' })).toBeVisible()
    await staff.keyboard.press('Escape')
  })
  await staffContext.close()
})
