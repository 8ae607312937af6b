import { expect, test } from './fixtures'
import { AdminConsole } from './pages/AdminConsole'
import { JobCreationPage } from './pages/JobCreationPage'
import { demoStaff } from './roles'
import { weekdayAhead } from './support/bookings'

// The centre (the stored sign-in) and a super admin in a browser of their own, on one platform.
test.describe.configure({ timeout: 180_000 })

const SUBJECT = 'Planned maintenance on Sunday'

test('a GST rate changed in the console prices the centre’s next quote, and a published message reaches the centre’s bell', async ({
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
  await expect(jobs.quoteCard).toContainText('GST (15%)')
  const subtotal = await page.getByTestId('quote-subtotal').textContent()

  const staffContext = await browser.newContext({ baseURL: platform.url })
  const admin = new AdminConsole(await staffContext.newPage())
  const staff = admin.page
  await admin.signIn(demoStaff.email, demoStaff.password)

  await test.step('the console refuses a rate out of bounds and saves a valid one', async () => {
    await admin.open('system/settings')
    await staff.getByRole('tab', { name: 'Invoices' }).click()
    const rate = staff.getByLabel('GST rate')
    const form = staff.locator('form').filter({ has: rate })
    await rate.fill('150')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(form.getByText('The value must be at most 100.')).toBeVisible()
    await rate.fill('12.5')
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByText('GST rate saved.')).toBeVisible()
  })

  await test.step('the centre’s next quote carries the new rate on the same price', async () => {
    await jobs.refreshButton.click()
    await jobs.waitForQuote()
    await expect(jobs.quoteCard).toContainText('GST (12.5%)')
    await expect(page.getByTestId('quote-subtotal')).toHaveText(subtotal ?? '')
  })

  await test.step('the operation log shows the change from 15 to 12.5', async () => {
    await admin.open('system/audit')
    await staff.getByRole('textbox', { name: /^Call/ }).fill('/admin/setting/update')
    await staff.getByRole('button', { name: 'Search' }).click()
    await admin.row('/admin/setting/update').first().getByRole('button', { name: 'Open' }).click()
    const detail = admin.dialog('Operation details')
    const changes = detail.getByRole('table', { name: 'Changes to system_settings' })
    await expect(changes.getByRole('row', { name: 'value "15" "12.5"' })).toBeVisible()
    await staff.keyboard.press('Escape')
  })

  await test.step('a message to all centres is published and reaches the centre', async () => {
    await admin.open('system/messages')
    await staff.getByRole('button', { name: 'New message' }).click()
    const drawer = staff.getByRole('dialog', { name: 'New message' })
    await drawer.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT)
    await drawer.getByRole('textbox', { name: 'Message' }).fill('The platform pauses from 2 to 3 am.')
    await drawer.getByText('All centres', { exact: true }).click()
    await drawer.getByRole('button', { name: 'Publish…' }).click()
    await staff.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(staff.getByText('Published: the accounts are being told.')).toBeVisible()

    // Delivered by the worker: the centre's bell counts it and the notices list shows it.
    await page.goto('/#/job/message')
    await expect(async () => {
      await page.reload()
      await expect(page.getByText(SUBJECT)).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 60_000 })
    await expect(page.getByRole('status', { name: /^Notifications/ })).toHaveAccessibleName(/Unread notices: \d+/)
  })
  await staffContext.close()
})
