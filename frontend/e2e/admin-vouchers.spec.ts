import { expect, test } from './fixtures'
import { AdminVouchersPage, type IssuedVoucher } from './pages/AdminVouchersPage'
import { JobCreationPage } from './pages/JobCreationPage'
import { VouchersPage } from './pages/VouchersPage'
import { demoCentre } from './roles'
import { weekdayAhead } from './support/bookings'

// The browser holds the demo centre's stored sign-in for the portal; a finance
// staff member signs in to the console in the same browser (its own cookie).
test.describe.configure({ timeout: 240_000 })

/** Where a booking lands once made. */
const AFTER_BOOKING = /#\/(bookings\/Processing|404)$/

interface VoucherItem {
  id: number
  name: string
  status: number
  bookingId: number | null
}

const voucher: IssuedVoucher = {
  centre: demoCentre.name,
  name: 'Matariki thanks',
  conditions: 'For a booking in the July school holidays.',
  value: '50',
  covers: 'Qualified teachers',
  validDays: 60,
}

test('a finance staff member issues a voucher to the demo centre, which books with it, and both see it on the booking', async ({
  page,
  api,
}) => {
  // A staff member holding the seeded Finance role, made by the super admin.
  const staff = await api.staff()
  const { roles } = await staff.call<{ roles: { id: number; name: string }[] }>('admin/role/list', {})
  const finance = roles.find((role) => role.name === 'Finance')
  expect(finance, 'the Finance role is seeded').toBeDefined()
  const member = { email: `vouchers-${Date.now()}@example.com`, name: 'Hemi Finance', password: 'Finance-first-2026!' }
  await staff.call('admin/staff/create', { ...member, roleIds: [finance?.id] })

  const desk = new AdminVouchersPage(page)
  await desk.console.signIn(member.email, member.password)
  await desk.goto()

  await test.step('the console issues the voucher to Kowhai Kids Centre', async () => {
    await desk.issue(voucher)
    const row = desk.row(voucher.name)
    await expect(row).toBeVisible()
    await expect(row.getByText(demoCentre.name)).toBeVisible()
    await expect(row.getByText('Issued by the platform')).toBeVisible()
    await expect(row.getByText('$50.00')).toBeVisible()
    await expect(row.getByText('Qualified teachers')).toBeVisible()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `Expire ${voucher.name} of ${demoCentre.name} early` })).toBeVisible()
  })

  const records = new VouchersPage(page)
  await test.step('the centre finds it in its voucher records, with its conditions', async () => {
    await records.goto()
    const row = records.row(voucher.name)
    await expect(row).toBeVisible()
    await expect(row.getByText('Issued by Relief')).toBeVisible()
    await expect(row.getByText(voucher.conditions)).toBeVisible()
    await expect(row.getByText('$50.00')).toBeVisible()
    await expect(row.getByText('Qualified teachers')).toBeVisible()
    await expect(row.getByText('Active', { exact: true })).toBeVisible()
  })

  const jobs = new JobCreationPage(page)
  const { date } = weekdayAhead(new Date(), 3)
  await test.step('the booking form offers it for qualified teachers only, and books with it', async () => {
    await jobs.gotoStandard()
    await jobs.setDate(date)
    await jobs.setTimes('09:00', '15:00')
    await jobs.chooseAgeGroup('Preschool (3-5)')
    await jobs.choose('Early childhood')
    await jobs.choose('Unqualified')
    await expect(await jobs.voucherOption('Booking voucher')).toBeVisible()
    await expect(await jobs.voucherOption(voucher.name)).toHaveCount(0)
    await page.keyboard.press('Escape')
    await jobs.choose('Qualified')
    await jobs.chooseVoucher(voucher.name)
    await jobs.waitForQuote()
    await jobs.bookButton.click()
    await expect(jobs.check).toBeVisible()
    await expect(jobs.checkFact('Teachers')).toContainText('1 × Qualified')
    await expect(jobs.check.getByTestId('quote-discount')).toHaveText('−$50.00')
    await jobs.check.getByRole('button', { name: 'Book', exact: true }).click()
    await expect(page).toHaveURL(AFTER_BOOKING)
  })

  // The booking the voucher went on, as the centre's API lists it.
  const listed = await api
    .as('centre')
    .call<{ list: VoucherItem[] }>('center/voucher/list', { pageNo: 1, pageSize: 50 })
  const attached = listed.list.find((item) => item.name === voucher.name)
  expect(attached?.status, 'the voucher is attached to the booking').toBe(1)
  const bookingId = attached?.bookingId
  expect(bookingId).toBeTruthy()

  await test.step('the centre sees it attached to that booking', async () => {
    await records.goto()
    const row = records.row(voucher.name)
    await expect(row.getByText(`Booking ${bookingId}`)).toBeVisible()
    await expect(row.getByText('Booked', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: `Book with ${voucher.name}` })).toHaveCount(0)
  })

  await test.step('the console lists it as processing, on that booking, and no longer offers to expire it', async () => {
    await desk.goto()
    await desk.showStatuses('Processing')
    const row = desk.row(voucher.name)
    await expect(row).toBeVisible()
    await expect(row.getByText('Processing', { exact: true })).toBeVisible()
    await expect(row.getByText(`Booking ${bookingId}`)).toBeVisible()
    await expect(row.getByRole('button', { name: /Expire/ })).toHaveCount(0)
    await expect(desk.row('Booking voucher')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('vouchers-processing.png'), fullPage: true })
  })
})
