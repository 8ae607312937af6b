import { type Browser, expect, type Page, test } from '@playwright/test'

import { demoCentre } from './accounts'
import { AgreementDialog } from './pages/AgreementDialog'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import { TeacherApp } from './pages/TeacherApp'
import { call, centreToken, demoTeachers, platformNow, staffToken } from './teacherApi'

// One centre, one server, other specs before and after: nothing here assumes it is alone.
test.describe.configure({ mode: 'serial' })

const ZONE = 'Pacific/Auckland'
const DAY_MS = 86_400_000
// A demo teacher who is not a free job seeker yet (every sixth one is): they switch the flag on.
const SEEKER_EMAIL = demoTeachers.email(5)
// The smallest PNG there is (1 x 1 pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

async function signInCentre(page: Page): Promise<void> {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(demoCentre.email, demoCentre.password)
  await new AgreementDialog(page).acceptIfShown(new DashboardPage(page).welcome(demoCentre.name))
}

/** A day counted from the platform's today in Auckland, as the date picker shows it ("7 Dec 2026"). */
function pickerDate(now: Date, days: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short', year: 'numeric' })
    .format(new Date(now.getTime() + days * DAY_MS))
    .replace('Sept', 'Sep')
}

async function fillDate(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label })
  await input.click()
  await input.fill(text)
  // Leaving the field commits the typed date (Enter would also submit the form).
  await input.press('Tab')
  await expect(input).toHaveValue(text)
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 375, height: 740 },
    locale: 'en-NZ',
    timezoneId: ZONE,
  })
  return context.newPage()
}

interface OfferItem {
  id: number
  title: string
  status: number
}

test('a centre posts a job offer, a job seeker applies from the teacher app, the centre hires and is invoiced the fee', async ({
  page,
  browser,
}) => {
  const now = await platformNow(page.request)
  const title = `Head teacher ${now.getTime() % 100000}`
  const token = await centreToken(page.request)
  // Another run's open offer would block this one: close it first through the API.
  const open = await call<{ list: OfferItem[] }>(page.request, 'center/offer/list', { status: 1 }, token)
  for (const offer of open.list) await call(page.request, 'center/offer/close', { offerId: offer.id }, token)

  await signInCentre(page)

  await test.step('the form names every missing field and the expiry rule', async () => {
    await page.goto('/#/UR-Free/index')
    await expect(page.getByText('Permanent job offers', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Make a permanent job offer' }).first().click()
    await expect(page).toHaveURL(/#\/job\/ur-free-add$/)
    const form = page.getByRole('form', { name: 'Make A Permanent Job Offer' })
    await form.getByRole('button', { name: 'Post job offer' }).click()
    for (const prompt of [
      'Please enter the job title',
      'Please enter the job description',
      'Please select the work type',
      'Please select the rate range',
      'Please select the expected start date',
      'Please select the offer expiry date',
    ]) {
      await expect(form.getByText(prompt, { exact: true })).toBeVisible()
    }
    await form.getByLabel('Job title').fill(title)
    await form.getByLabel('Description').fill('Lead a warm team of four in our under-twos room.')
    await form.getByText('Full-time', { exact: true }).click()
    await form.getByText('$30-32', { exact: true }).click()
    await fillDate(page, 'Expected start date', pickerDate(now, 14))
    await fillDate(page, 'Offer expiry date', pickerDate(now, 14))
    await expect(form.getByText('Offer expiry must be after offer start', { exact: true })).toBeVisible()
    await fillDate(page, 'Offer expiry date', pickerDate(now, 21))
    await expect(form.getByText('Offer expiry must be after offer start', { exact: true })).toBeHidden()
    await expect(form.getByText(/placement fee/)).toBeVisible()
    await form.getByRole('button', { name: 'Post job offer' }).click()
    await expect(page.getByText('Your job offer is posted.')).toBeVisible()
    await expect(page).toHaveURL(/#\/UR-Free\/index\?offer=\d+$/)
    const drawer = page.getByRole('dialog', { name: `Applicants: ${title}` })
    await expect(drawer.getByText('No applicants yet.', { exact: false })).toBeVisible()
    await drawer.getByRole('button', { name: 'Close' }).click()
    await expect(drawer).toBeHidden()
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('Open', { exact: true })).toBeVisible()
    await expect(row.getByText('0 applicants')).toBeVisible()
  })

  await test.step('a second open offer is refused with the spec message', async () => {
    await page.goto('/#/job/ur-free-add')
    const form = page.getByRole('form', { name: 'Make A Permanent Job Offer' })
    await form.getByLabel('Job title').fill('Another role')
    await form.getByLabel('Description').fill('Part-time afternoons.')
    await form.getByText('Part-time', { exact: true }).click()
    await form.getByText('$24-26', { exact: true }).click()
    await fillDate(page, 'Expected start date', pickerDate(now, 10))
    await fillDate(page, 'Offer expiry date', pickerDate(now, 12))
    await form.getByRole('button', { name: 'Post job offer' }).click()
    await expect(form.getByRole('alert').filter({ hasText: 'You have already created a job offer.' })).toBeVisible()
    await expect(page).toHaveURL(/#\/job\/ur-free-add$/)
  })

  const teacherPage = await phone(browser)
  const app = new TeacherApp(teacherPage)
  await test.step('a teacher turns on job seeking in the app and applies with a message', async () => {
    await app.goto()
    await app.signIn(SEEKER_EMAIL, demoTeachers.password)
    // Job offers are for free job seekers: the page offers the switch with its hint, not an alert.
    await teacherPage.goto('/teacher/#/offers')
    await expect(app.heading('Job offers')).toBeVisible()
    await expect(teacherPage.getByRole('switch', { name: 'Looking for a permanent job' })).not.toBeChecked()
    await expect(teacherPage.getByText("Free job seekers see centres' permanent job offers and can apply.")).toBeVisible()
    await app.tab('Me').click()
    const seeking = teacherPage.getByRole('switch', { name: 'Looking for a permanent job' })
    await expect(seeking).not.toBeChecked()
    await expect(teacherPage.getByRole('button', { name: /Permanent job offers/ })).toBeHidden()
    await seeking.click()
    await expect(teacherPage.getByText('You will now see permanent job offers.')).toBeVisible()
    await teacherPage.getByRole('button', { name: /Permanent job offers/ }).click()
    await expect(app.heading('Job offers')).toBeVisible()
    const card = teacherPage.getByRole('article', { name: `${title} at ${demoCentre.name}` })
    await expect(card).toBeVisible()
    await expect(card.getByText('Full-time')).toBeVisible()
    await expect(card.getByText('$30-32 / hour')).toBeVisible()
    await card.click()
    await expect(app.heading('Job offer')).toBeVisible()
    await expect(teacherPage.getByText('Lead a warm team of four in our under-twos room.')).toBeVisible()
    await teacherPage.getByLabel('Message to the centre (optional)').fill('Ten years with under-twos.')
    await teacherPage.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(teacherPage.getByText(`Your application is sent to ${demoCentre.name}.`)).toBeVisible()
    await expect(teacherPage.getByText('Applied', { exact: true })).toBeVisible()
    await expect(teacherPage.getByRole('button', { name: 'Withdraw application' })).toBeVisible()
  })

  let invoiceId = 0
  await test.step('the centre sees the applicant, shortlists and hires, confirming the placement fee', async () => {
    await page.goto('/#/UR-Free/index')
    const row = page.getByRole('row').filter({ hasText: title })
    await expect(row.getByText('1 applicant', { exact: true })).toBeVisible()
    await row.getByRole('button', { name: 'Applicants' }).click()
    const drawer = page.getByRole('dialog', { name: `Applicants: ${title}` })
    const applicant = drawer.locator('.ant-card').filter({ hasText: 'Ten years with under-twos.' })
    await expect(applicant).toBeVisible()
    await expect(applicant.getByText('Applied', { exact: true })).toBeVisible()
    await applicant.getByRole('button', { name: 'Shortlist' }).click()
    await expect(page.getByText('The applicant is shortlisted.')).toBeVisible()
    await expect(applicant.getByText('Shortlisted', { exact: true })).toBeVisible()
    await applicant.getByRole('button', { name: 'Hire' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: 'placement fee of $500.00' })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Hire and invoice the fee' }).click()
    const hired = page.getByText(/is hired\. The placement fee is on invoice #(\d+)\./)
    await expect(hired).toBeVisible()
    invoiceId = Number(/#(\d+)/.exec((await hired.textContent()) ?? '')?.[1])
    await expect(applicant.getByText('Hired', { exact: true })).toBeVisible()
    await expect(drawer.getByText('This offer is filled', { exact: false })).toBeVisible()
    // The success message sits over the drawer's header until it fades.
    await expect(hired).toBeHidden()
    await drawer.getByRole('button', { name: 'Close' }).click()
    await expect(drawer).toBeHidden()
    await expect(row.getByText('Filled', { exact: true })).toBeVisible()
  })

  await test.step('the placement fee is on an invoice', async () => {
    const invoices = await call<{ list: { id: number; number: string; kind: number; subtotal: string }[] }>(
      page.request,
      'center/invoice/list',
      { pageSize: 100 },
      token,
    )
    const invoice = invoices.list.find((item) => item.id === invoiceId)
    expect(invoice, `invoice ${invoiceId} in the list`).toBeDefined()
    expect(invoice?.kind).toBe(2)
    expect(invoice?.subtotal).toBe('500.00')
    const detail = await call<{ lines: { kind: number; amount: string; description: string }[] }>(
      page.request,
      'center/invoice/detail',
      { invoiceId },
      token,
    )
    expect(detail.lines).toEqual([expect.objectContaining({ kind: 3, amount: '500.00' })])
    expect(detail.lines[0]?.description).toContain(title)
  })

  await test.step('the teacher sees they are hired', async () => {
    await teacherPage.goto('/teacher/#/offers?view=mine')
    await expect(teacherPage.getByText('Hired', { exact: true }).first()).toBeVisible()
    await teacherPage.context().close()
  })
})

test('a centre opens a ticket with an attachment, gets a staff reply, and reopens it once resolved', async ({
  page,
}) => {
  const subject = `Invoice question ${Date.now() % 100000}`
  await signInCentre(page)

  let ticketNo = ''
  await test.step('the centre submits a ticket with a screenshot', async () => {
    await page.goto('/#/supportTicket/submit')
    const form = page.getByRole('form', { name: 'Request Support' })
    await form.getByRole('button', { name: 'Submit ticket' }).click()
    await expect(form.getByText('Please select a category', { exact: true })).toBeVisible()
    await expect(form.getByText('Please enter a subject', { exact: true })).toBeVisible()
    await expect(form.getByText('Please describe the problem', { exact: true })).toBeVisible()
    await form.getByRole('combobox', { name: 'Category' }).click()
    await page.locator('.ant-select-item-option').filter({ hasText: 'Billing and invoices' }).click()
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Description').fill('The invoice total looks wrong; screenshot attached.')
    await form.locator('input[type="file"]').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG })
    await expect(form.locator('.ant-upload-list-item-done').filter({ hasText: 'screenshot.png' })).toBeVisible()
    await form.getByRole('button', { name: 'Submit ticket' }).click()
    await expect(page).toHaveURL(/#\/supportTicket\/detail\/T\d{11,}$/)
    ticketNo = /detail\/(T\d+)$/.exec(page.url())?.[1] ?? ''
    await expect(page.getByText(ticketNo, { exact: true })).toBeVisible()
    await expect(page.getByText('New', { exact: true })).toBeVisible()
    await expect(page.getByText('The invoice total looks wrong; screenshot attached.')).toBeVisible()
  })

  await test.step('the attachment opens through a signed link', async () => {
    const popup = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Open screenshot.png' }).click()
    const tab = await popup
    await expect(tab).toHaveURL(/\/api\/file\/private\//)
    await tab.close()
  })

  await test.step('staff reply and set it resolved through the API', async () => {
    const staff = await staffToken(page.request)
    await call(page.request, 'admin/support/ticket/reply', { ticketNo, body: 'We corrected the invoice total.' }, staff)
    await call(page.request, 'admin/support/ticket/status', { ticketNo, status: 6 }, staff)
  })

  await test.step('the centre sees the reply, the resolved state, and reopens it', async () => {
    await page.reload()
    await expect(page.getByRole('article', { name: 'Relief support' })).toContainText('We corrected the invoice total.')
    await expect(page.getByText('Resolved', { exact: true })).toBeVisible()
    await expect(page.getByText('This ticket is resolved. Reopen it to continue the conversation.')).toBeVisible()
    await page.getByRole('button', { name: 'Reopen ticket' }).click()
    await expect(page.getByText('The ticket is reopened.')).toBeVisible()
    await expect(page.getByText('Reopened', { exact: true })).toBeVisible()
    const reply = page.getByRole('form', { name: 'Reply' })
    await reply.getByLabel('Reply').fill('Thanks, but the GST line is still missing.')
    await reply.getByRole('button', { name: 'Send reply' }).click()
    await expect(page.getByText('Your reply is sent.')).toBeVisible()
    await expect(page.getByText('Thanks, but the GST line is still missing.')).toBeVisible()
  })

  await test.step('Support History lists it with its state', async () => {
    await page.goto('/#/supportTicket/list')
    const row = page.getByRole('row').filter({ hasText: ticketNo })
    await expect(row.getByText(subject)).toBeVisible()
    await expect(row.getByText('Reopened', { exact: true })).toBeVisible()
    const notices = await call<{ list: { kind: string; data: { ticketNo?: string } }[] }>(
      page.request,
      'user/notice/list',
      { pageSize: 50 },
      await centreToken(page.request),
    )
    expect(notices.list.some((notice) => notice.kind === 'ticket_reply' && notice.data.ticketNo === ticketNo)).toBe(true)
  })
})
