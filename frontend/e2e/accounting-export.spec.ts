import { readFileSync } from 'node:fs'

import { expect, test } from './fixtures'
import { AdminInvoicesPage } from './pages/AdminInvoicesPage'
import { InvoicesPage } from './pages/InvoicesPage'
import { XeroExportDialog } from './pages/XeroExportDialog'
import { demoCentre } from './roles'
import {
  answerInterested,
  confirmPrice,
  createBooking,
  openInvite,
  standardDraft,
  type TimeSheet,
  weekdayAhead,
} from './support/bookings'
import { csvRecords, csvRows } from './support/csv'

test.describe.configure({ timeout: 180_000 })

interface InvoiceItem {
  id: number
  number: string
  bookingId: number | null
  issuedAt: string
  dueAt: string
  discount: string
  total: string
}

/** Xero's sales invoice import template: its columns, in its order (docs/api.md). */
const XERO_HEADING = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
]

/** The calendar day of a moment in New Zealand: YYYY-MM-DD, and DD/MM/YYYY as the file writes it. */
function aucklandDay(iso: string): { iso: string; xero: string } {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  )
  const [year, month, date] = day.split('-')
  return { iso: day, xero: `${date}/${month}/${year}` }
}

/** What Xero makes of an invoice's rows: quantity times unit amount, plus the GST, in cents. */
function centsOf(rows: Record<string, string>[]): number {
  return rows.reduce(
    (sum, row) => sum + Math.round(Number(row['*Quantity']) * Number(row['*UnitAmount']) * 100) + Math.round(Number(row.TaxAmount) * 100),
    0,
  )
}

function readDownload(path: string): string {
  const content = readFileSync(path)
  // UTF-8 without a byte order mark.
  expect(content.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false)
  return content.toString('utf8')
}

test('the centre downloads its bills of a period for Xero, and a finance staff member the platform’s sales', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  // The demo centre books a day with its welcome voucher; the day is worked and its time sheet confirmed: an invoice with a discount.
  const centre = api.as('centre')
  const vouchers = await centre.call<{ list: { id: number; name: string; status: number }[] }>('center/voucher/list', { pageSize: 100 })
  const voucher = vouchers.list.find((item) => item.status === 0)
  expect(voucher, 'the demo centre has an active voucher').toBeDefined()
  const slot = weekdayAhead(await api.now(), 2)
  const bookingId = await createBooking(centre, { ...standardDraft(slot), voucherId: voucher?.id })
  const invite = await openInvite(centre, bookingId)
  await answerInterested(api, invite)
  await confirmPrice(centre, invite.inviteId)
  await api.moveClockPast(slot.endsAt)
  let sheet: TimeSheet | undefined
  await expect
    .poll(
      async () => {
        const sheets = await centre.call<{ list: TimeSheet[] }>('center/job/time/sheet/list', { status: 1, pageSize: 100 })
        sheet = sheets.list.find((item) => item.bookingId === bookingId)
        return sheet !== undefined
      },
      { message: 'the job finished with a time sheet', timeout: 20_000 },
    )
    .toBe(true)
  await centre.call('center/job/confirm/time/sheet', { timeSheetId: sheet?.id })
  const invoices = await centre.call<{ list: InvoiceItem[] }>('center/invoice/list', { pageSize: 100 })
  const invoice = invoices.list.find((item) => item.bookingId === bookingId) as InvoiceItem
  expect(invoice, `booking ${bookingId} is invoiced`).toBeDefined()
  expect(invoice.discount).toBe('100.00')
  const issued = aucklandDay(invoice.issuedAt)
  const due = aucklandDay(invoice.dueAt)
  const period = { issuedFrom: issued.iso, issuedTo: issued.iso }
  const ofCentre = await centre.call<{ count: number }>('center/invoice/accounting/summary', period)

  await test.step('the centre exports its bills of the day the invoice was issued', async () => {
    const invoicesPage = new InvoicesPage(page)
    await invoicesPage.goto()
    await expect(invoicesPage.row(invoice.number)).toBeVisible()
    const dialog = new XeroExportDialog(page)
    await dialog.open()
    await dialog.choosePeriod(issued.iso, issued.iso)
    await expect(dialog.count(ofCentre.count)).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('centre-xero-export.png') })
    const download = await dialog.download()
    expect(download.suggestedFilename()).toBe(`invoices-${issued.iso}-to-${issued.iso}-xero.csv`)
    const text = readDownload(await download.path())
    expect(csvRows(text)[0]).toEqual(XERO_HEADING)
    const rows = csvRecords(text).filter((row) => row['*InvoiceNumber'] === invoice.number)
    expect(rows).toHaveLength(2)
    const [hours, discount] = rows
    for (const row of rows) {
      expect(row['*ContactName']).toBe('Relief Teachers Limited (demo)')
      expect(row['*InvoiceDate']).toBe(issued.xero)
      expect(row['*DueDate']).toBe(due.xero)
      expect(row['*TaxType']).toBe('15% GST on Expenses')
      expect(row['*AccountCode']).toBe('429')
      expect(row.Currency).toBe('NZD')
      expect(row.Total).toBe(invoice.total)
    }
    expect(hours?.['*Description']).toContain(sheet?.teacherName ?? '')
    expect(hours?.['*UnitAmount']).toBe(sheet?.hourlyRate)
    expect(discount?.['*Description']).toBe(`Voucher discount: ${voucher?.name}`)
    expect(discount?.['*UnitAmount']).toBe('-100.00')
    // The rows add up, with their GST, to the invoice's total.
    expect(centsOf(rows)).toBe(Math.round(Number(invoice.total) * 100))
    await dialog.close()
  })

  await test.step('a finance staff member exports the platform’s sales of that day', async () => {
    const staff = await api.staff()
    const { roles } = await staff.call<{ roles: { id: number; name: string }[] }>('admin/role/list', {})
    const finance = roles.find((role) => role.name === 'Finance')
    expect(finance, 'the Finance role is seeded').toBeDefined()
    const member = { email: `finance-${Date.now()}@example.com`, name: 'Aroha Finance', password: 'Finance-first-2026!' }
    await staff.call('admin/staff/create', { ...member, roleIds: [finance?.id] })

    const context = await browser.newContext({ baseURL })
    const staffPage = await context.newPage()
    const desk = new AdminInvoicesPage(staffPage)
    await desk.console.signIn(member.email, member.password)
    await desk.goto()
    const dialog = new XeroExportDialog(staffPage)
    await dialog.open()
    await dialog.choosePeriod(issued.iso, issued.iso)
    const ofPlatform = await staff.call<{ count: number }>('admin/invoice/accounting/summary', period)
    await expect(dialog.count(ofPlatform.count)).toBeVisible()
    await staffPage.screenshot({ path: test.info().outputPath('staff-xero-export.png') })
    const download = await dialog.download()
    const text = readDownload(await download.path())
    expect(csvRows(text)[0]).toEqual(XERO_HEADING)
    const rows = csvRecords(text).filter((row) => row['*InvoiceNumber'] === invoice.number)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      // The contact is the centre, by its company's name.
      expect(row['*ContactName']).toBe('Kowhai Kids Limited')
      expect(row['*ContactName']).not.toBe(demoCentre.name)
      expect(row.EmailAddress).toBe(demoCentre.email)
      expect(row['*TaxType']).toBe('15% GST on Income')
      expect(row['*AccountCode']).toBe('200')
    }
    expect(rows[1]?.['*UnitAmount']).toBe('-100.00')
    expect(centsOf(rows)).toBe(Math.round(Number(invoice.total) * 100))
    await context.close()
  })
})
