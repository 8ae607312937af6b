import { expect, test } from './fixtures'
import { AdminInvoicesPage } from './pages/AdminInvoicesPage'
import { demoCentre } from './roles'
import { workedBookings } from './support/bookings'

// The centre's API (its stored sign-in) makes the invoice; a finance staff member works in a browser signed in by the spec.
test.use({ signedInAs: null })
test.describe.configure({ timeout: 180_000 })

interface InvoiceItem {
  id: number
  number: string
  bookingId: number | null
  issuedAt: string
  dueAt: string
  total: string
  status: number
}

/** The calendar day of a moment in New Zealand (YYYY-MM-DD). */
function aucklandDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  )
}

test('a finance staff member finds the demo centre’s overdue invoice, marks it paid with a payment date, and it leaves the overdue list', async ({
  page,
  api,
}) => {
  // The demo centre's booking is worked, its time sheet confirmed and invoiced; the clock then passes the due date.
  const centre = api.as('centre')
  const [worked] = (await workedBookings(api, 1)).worked
  await centre.call('center/job/confirm/time/sheet', { timeSheetId: worked?.sheet.id })
  const invoices = await centre.call<{ list: InvoiceItem[] }>('center/invoice/list', { pageSize: 100 })
  const invoice = invoices.list.find((item) => item.bookingId === worked?.bookingId)
  expect(invoice, `booking ${worked?.bookingId} is invoiced`).toBeDefined()
  const issued = invoice as InvoiceItem
  await api.moveClockPast(issued.dueAt)

  // A finance staff member, holding the seeded Finance role, made by the super admin.
  const staff = await api.staff()
  const { roles } = await staff.call<{ roles: { id: number; name: string }[] }>('admin/role/list', {})
  const finance = roles.find((role) => role.name === 'Finance')
  expect(finance, 'the Finance role is seeded').toBeDefined()
  const member = { email: `finance-${Date.now()}@example.com`, name: 'Aroha Finance', password: 'Finance-first-2026!' }
  await staff.call('admin/staff/create', { ...member, roleIds: [finance?.id] })

  const desk = new AdminInvoicesPage(page)
  await desk.console.signIn(member.email, member.password)
  await desk.goto()

  await test.step('the invoice is in the overdue list, with the demo centre', async () => {
    await desk.showTab('Overdue')
    const row = desk.row(issued.number)
    await expect(row).toBeVisible()
    await expect(row.getByText(demoCentre.name)).toBeVisible()
    await expect(row.getByText('Overdue', { exact: true })).toBeVisible()
    await expect(row.getByText(`$${issued.total}`)).toBeVisible()
  })

  await test.step('its detail shows the time sheet line', async () => {
    const drawer = await desk.open(issued.number)
    await expect(drawer.getByText('Time sheet').first()).toBeVisible()
    await expect(drawer.getByRole('button', { name: /PDF/ })).toBeVisible()
    await drawer.getByRole('button', { name: 'Close' }).click()
    await expect(drawer).toBeHidden()
  })

  const paidOn = aucklandDay(issued.issuedAt)
  await test.step('marked paid on the day of issue, it leaves the overdue list', async () => {
    await desk.markPaid(issued.number, paidOn)
    await expect(desk.row(issued.number)).toHaveCount(0)
  })

  await test.step('it shows as paid, on the payment date', async () => {
    await desk.showTab('Paid')
    const row = desk.row(issued.number)
    await expect(row).toBeVisible()
    await expect(row.getByText('Paid', { exact: true })).toBeVisible()
    await expect(row.getByText(paidOn)).toHaveCount(2) // issued and paid on the same day
    await expect(row.getByRole('button', { name: 'Mark paid' })).toHaveCount(0)
  })

  // The centre sees it paid too.
  const after = await centre.call<{ list: InvoiceItem[] }>('center/invoice/list', { status: 2, pageSize: 100 })
  expect(after.list.map((item) => item.number)).toContain(issued.number)
})
