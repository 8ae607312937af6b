import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { expect, type Page, test } from '@playwright/test'

import { demoCentre } from './accounts'
import { AgreementDialog } from './pages/AgreementDialog'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import {
  call,
  centreToken,
  confirmPrice,
  createBooking,
  demoTeachers,
  openInvite,
  platformNow,
  teacherEmail,
  weekdayTwoDaysAhead,
} from './teacherApi'

// One centre, one server, other specs before and after: nothing here assumes it is alone.
test.describe.configure({ mode: 'serial' })

const MINUTE = 60_000

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(demoCentre.email, demoCentre.password)
  await new AgreementDialog(page).acceptIfShown(new DashboardPage(page).welcome(demoCentre.name))
}

interface TimeSheetItem {
  id: number
  bookingId: number
  amount: string
}

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
  const python = fileURLToPath(new URL('../../backend/.venv/bin/python', import.meta.url))
  return execFileSync(
    python,
    ['-c', 'import sys, pypdf; print("\\n".join(p.extract_text() for p in pypdf.PdfReader(sys.argv[1]).pages))', file],
    { encoding: 'utf-8' },
  )
}

/**
 * A booking worked and its time sheet confirmed, through the API: the centre
 * books, the invited demo teacher says yes, the centre confirms, the platform's
 * clock moves past the job's end, and the centre confirms the time sheet.
 * Answers the booking id.
 */
async function workedBooking(page: Page): Promise<number> {
  const request = page.request
  const token = await centreToken(request)
  const slot = weekdayTwoDaysAhead(await platformNow(request))
  const bookingId = await createBooking(request, token, slot)
  const invite = await openInvite(request, token, bookingId)
  const email = await teacherEmail(request, invite.teacher.teacherId)
  const teacher = await call<{ token: string }>(request, 'teacher/login', {
    userName: email,
    account: email,
    password: demoTeachers.password,
    deviceToken: '',
    deviceType: 'web',
    captcha: '',
    uuid: '',
  })
  await call(request, 'teacher/invite/answer', { inviteId: invite.inviteId, interested: true }, teacher.token)
  await confirmPrice(request, token, invite.inviteId)

  const now = await platformNow(request)
  const minutes = Math.ceil((Date.parse(slot.endsAt) - now.getTime()) / MINUTE) + 10
  await call(request, 'dev/clock/advance', { minutes })
  await call(request, 'dev/tasks/run', {})

  // The session of before the clock moved may have expired.
  const later = await centreToken(request)
  let sheet: TimeSheetItem | undefined
  await expect
    .poll(
      async () => {
        const sheets = await call<{ list: TimeSheetItem[] }>(
          request,
          'center/job/time/sheet/list',
          { status: 1, pageNo: 1, pageSize: 100 },
          later,
        )
        sheet = sheets.list.find((item) => item.bookingId === bookingId)
        return sheet !== undefined
      },
      { message: `booking ${bookingId} has a time sheet to confirm`, timeout: 20_000 },
    )
    .toBe(true)
  await call(request, 'center/job/confirm/time/sheet', { timeSheetId: (sheet as TimeSheetItem).id }, later)
  return bookingId
}

test('a worked booking is invoiced; the invoice opens with its lines and downloads as a PDF', async ({ page }) => {
  const bookingId = await workedBooking(page)
  await signIn(page)

  const token = await centreToken(page.request)
  const invoices = await call<{ list: InvoiceItem[] }>(page.request, 'center/invoice/list', { pageSize: 100 }, token)
  const invoice = invoices.list.find((item) => item.bookingId === bookingId)
  expect(invoice, `booking ${bookingId} is invoiced`).toBeDefined()
  const issued = invoice as InvoiceItem
  // One day at the booked hours, GST 15% on top, no voucher on this booking.
  const gstCents = Math.round((Math.round(Number(issued.subtotal) * 100) * 15) / 100)
  expect(Math.round(Number(issued.total) * 100)).toBe(Math.round(Number(issued.subtotal) * 100) + gstCents)

  await page.goto('/#/Billing/Invoice')
  const row = page.getByRole('row').filter({ hasText: issued.number })
  await expect(row).toBeVisible()
  await expect(row.getByText('Unpaid')).toBeVisible()
  await expect(row.getByText(`$${issued.total}`)).toBeVisible()

  await test.step('the status filter', async () => {
    await page.getByText('Paid', { exact: true }).first().click()
    await expect(row).toHaveCount(0)
    await page.getByText('Unpaid', { exact: true }).first().click()
    await expect(row).toBeVisible()
  })

  await test.step('the detail drawer: lines and totals', async () => {
    await row.getByRole('button', { name: 'View' }).click()
    const drawer = page.getByRole('dialog').filter({ hasText: `Invoice ${issued.number}` })
    await expect(drawer).toBeVisible()
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

test.describe('the dashboard popups and the vouchers', () => {
  // A browser that has shown no popup yet (the other specs start with both marked shown).
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the voucher popup shows once, closes only by its icon, and Book Now opens Standard Booking', async ({
    page,
  }) => {
    await signIn(page)
    const popup = page.getByRole('dialog').filter({ hasText: 'Welcome! Here is your voucher' })
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
      await expect(new DashboardPage(page).welcome(demoCentre.name)).toBeVisible()
      await page.waitForTimeout(500)
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

  test('the Vouchers page lists the demo voucher', async ({ page }) => {
    await signIn(page)
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Welcome! Here is your voucher' })
      .getByRole('button', { name: 'Close' })
      .click()
    await page.goto('/#/Vouchers/index')
    const row = page.getByRole('row').filter({ hasText: 'Welcome voucher' })
    await expect(row).toBeVisible()
    await expect(row.getByText('$100.00')).toBeVisible()
    await expect(row.getByText('All teachers')).toBeVisible()
    await expect(row.getByText('Active')).toBeVisible()
    await expect(row.getByText('Not attached')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('vouchers.png') })
  })
})
