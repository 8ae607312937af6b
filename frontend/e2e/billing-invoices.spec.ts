import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from './fixtures'
import { AgreementDialog } from './pages/AgreementDialog'
import { DashboardPage } from './pages/DashboardPage'
import { InvoicesPage } from './pages/InvoicesPage'
import { LoginPage } from './pages/LoginPage'
import { VouchersPage } from './pages/VouchersPage'
import { demoCentre, secondCentre } from './roles'
import { PYTHON } from './support/platform'
import { workedBookings } from './support/bookings'

interface InvoiceItem {
  id: number
  number: string
  bookingId: number | null
  subtotal: string
  tax: string
  total: string
  status: number
}

/** The text of a PDF, read with the backend's pypdf (a real parser, not a byte search). */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'invoice-')), 'invoice.pdf')
  writeFileSync(file, pdf)
  return execFileSync(
    PYTHON,
    ['-c', 'import sys, pypdf; print("\\n".join(p.extract_text() for p in pypdf.PdfReader(sys.argv[1]).pages))', file],
    { encoding: 'utf-8' },
  )
}

test('a worked booking is invoiced; the invoice opens with its lines and downloads as a PDF', async ({ page, api }) => {
  // A booking worked (the clock moves past its day) and its time sheet confirmed.
  const centre = api.as('centre')
  const [worked] = (await workedBookings(api, 1)).worked
  const bookingId = worked?.bookingId
  await centre.call('center/job/confirm/time/sheet', { timeSheetId: worked?.sheet.id })

  const invoices = await centre.call<{ list: InvoiceItem[] }>('center/invoice/list', { pageSize: 100 })
  const invoice = invoices.list.find((item) => item.bookingId === bookingId)
  expect(invoice, `booking ${bookingId} is invoiced`).toBeDefined()
  const issued = invoice as InvoiceItem
  // One day at the booked hours, GST 15% on top, no voucher on this booking.
  const gstCents = Math.round((Math.round(Number(issued.subtotal) * 100) * 15) / 100)
  expect(Math.round(Number(issued.total) * 100)).toBe(Math.round(Number(issued.subtotal) * 100) + gstCents)

  const invoicesPage = new InvoicesPage(page)
  await invoicesPage.goto()
  const row = invoicesPage.row(issued.number)
  await expect(row).toBeVisible()
  await expect(row.getByText('Unpaid')).toBeVisible()
  await expect(row.getByText(`$${issued.total}`)).toBeVisible()

  await test.step('the status filter', async () => {
    await invoicesPage.filter('Paid')
    await expect(row).toHaveCount(0)
    await invoicesPage.filter('Unpaid')
    await expect(row).toBeVisible()
  })

  await test.step('the detail drawer: lines and totals', async () => {
    const drawer = await invoicesPage.view(issued.number)
    await expect(drawer.getByText('Time sheet')).toBeVisible()
    await expect(drawer.getByText('GST (15%)')).toBeVisible()
    await expect(drawer.getByText(`$${issued.total}`).first()).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('invoice-drawer.png') })

    // Download opens the signed link in a new tab; the link needs no sign-in.
    const [popup, link, opened] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((response) => response.url().endsWith('/api/center/invoice/down')),
      page.context().waitForEvent('request', (request) => request.url().includes('/api/center/invoice/pdf/')),
      drawer.getByRole('button', { name: 'Download' }).click(),
    ])
    const { url } = ((await link.json()) as { rtn_data: { url: string } }).rtn_data
    expect(new URL(opened.url()).pathname).toBe(url)
    const pdf = await page.request.fetch(url, { headers: { Authorization: '' } })
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const bytes = await pdf.body()
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain(issued.number)
    expect(text).toContain(demoCentre.name)
    expect(text).toMatch(new RegExp(`Total \\(NZD\\)\\s*\\$${issued.total.replace('.', '\\.')}`))
    expect(text).toMatch(new RegExp(`GST \\(15%\\)\\s*\\$${issued.tax.replace('.', '\\.')}`))
    await popup.close()
  })
})

test('the Vouchers page lists the demo vouchers: one to use, one in use on an invoice, one expired', async ({ page }) => {
  const vouchers = new VouchersPage(page)
  await vouchers.goto()

  const active = vouchers.row('Booking voucher', 'Active')
  await expect(active).toBeVisible()
  await expect(active.getByText('$100.00')).toBeVisible()
  await expect(active.getByText('All teachers')).toBeVisible()
  await expect(active.getByText('Not attached')).toBeVisible()
  await expect(active.getByRole('button', { name: 'Book with Booking voucher' })).toBeVisible()

  const using = vouchers.row('Booking voucher', 'Using')
  await expect(using).toBeVisible()
  await expect(using.getByText(/^Booking \d+$/)).toBeVisible()
  await expect(using.getByRole('button')).toHaveCount(0)

  const expired = vouchers.row('Welcome voucher', 'Expired')
  await expect(expired).toBeVisible()
  await expect(expired.getByText('Not attached')).toBeVisible()
  await expect(expired.getByRole('button')).toHaveCount(0)
  await page.screenshot({ path: test.info().outputPath('vouchers.png') })
})

test.describe('the dashboard popups', () => {
  // The second demo centre, whose welcome voucher is still to use (the demo
  // centre's has expired), in a browser that has shown no popup yet.
  test.use({ popupsShown: false, signedInAs: null })

  test('the voucher popup shows once, closes only by its icon, and Book Now opens Standard Booking', async ({
    page,
  }) => {
    const login = new LoginPage(page)
    const dashboard = new DashboardPage(page)
    const popup = dashboard.voucherPopup
    await login.goto()
    await login.signIn(secondCentre.email, secondCentre.password)
    await new AgreementDialog(page).accept()
    await expect(dashboard.welcome(secondCentre.name)).toBeVisible()
    await expect(popup).toBeVisible()
    await expect(popup.getByText('$100.00 off')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('voucher-popup.png') })

    await test.step('Escape and a click outside leave it open', async () => {
      await page.keyboard.press('Escape')
      await page.mouse.click(10, 10)
      await expect(popup).toBeVisible()
    })

    await test.step('its close icon closes it, and a reload does not bring it back', async () => {
      await popup.getByRole('button', { name: 'Close' }).click()
      await expect(popup).toBeHidden()
      expect(await page.evaluate(() => window.localStorage.getItem('con'))).toBe('{"voucher":true}')
      const coupon = page.waitForResponse((response) => response.url().endsWith('/api/center/home/statics/coupon'))
      await page.reload()
      await coupon
      await expect(dashboard.welcome(secondCentre.name)).toBeVisible()
      // The popup would open as the page takes in the coupon's answer: two frames later it has not.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      await expect(popup).toBeHidden()
    })

    await test.step('with a fresh guard it shows again, and Book Now opens Standard Booking', async () => {
      await page.evaluate(() => window.localStorage.removeItem('con'))
      await page.reload()
      await expect(popup).toBeVisible()
      await popup.getByRole('button', { name: 'Book Now' }).click()
      await expect(page).toHaveURL(/#\/Create-Job\/Standard(%20| )Booking$/)
      await expect(popup).toBeHidden()
    })
  })

  test('the demo centre, whose welcome voucher has expired, gets no voucher popup', async ({ page }) => {
    const login = new LoginPage(page)
    const dashboard = new DashboardPage(page)
    await login.goto()
    const coupon = page.waitForResponse((response) => response.url().endsWith('/api/center/home/statics/coupon'))
    await login.signIn(demoCentre.email, demoCentre.password)
    await new AgreementDialog(page).acceptIfShown(dashboard.welcome(demoCentre.name))
    await coupon
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(dashboard.voucherPopup).toBeHidden()
  })
})
