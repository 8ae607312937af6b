import type { Browser, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { JobOffersPage } from './pages/JobOffersPage'
import { SupportPage } from './pages/SupportPage'
import { TeacherMePage } from './pages/teacher/TeacherMePage'
import { TeacherOffersPage } from './pages/teacher/TeacherOffersPage'
import { ZONE } from './support/bookings'
import { closeOpenOffer } from './support/offers'
import { storedSignIn } from './support/platform'

const DAY_MS = 86_400_000
// The smallest PNG there is (1 x 1 pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** A day counted from the platform's today in Auckland, as the date picker shows it ("7 Dec 2026"). */
function pickerDate(now: Date, days: number): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short', year: 'numeric' })
    .format(new Date(now.getTime() + days * DAY_MS))
    .replace('Sept', 'Sep')
}

/** The teacher app on a phone, in a browser of its own, signed in as the stored teacher. */
async function teacherPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    locale: 'en-NZ',
    timezoneId: ZONE,
    storageState: storedSignIn('teacher'),
  })
  return context.newPage()
}

test('a centre posts a job offer, a job seeker applies from the teacher app, the centre hires and is invoiced the fee', async ({
  page,
  browser,
  api,
  baseURL,
}) => {
  const now = await api.now()
  const title = 'Head teacher'
  const centre = api.as('centre')
  const offers = new JobOffersPage(page)
  const form = offers.form
  await closeOpenOffer(centre)

  await test.step('the form names every missing field and the expiry rule', async () => {
    await offers.goto()
    await expect(page.getByText('Permanent job offers', { exact: true })).toBeVisible()
    await offers.makeOfferButton().click()
    await expect(page).toHaveURL(/#\/job\/ur-free-add$/)
    await offers.postButton.click()
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
    await offers.fill({
      title,
      description: 'Lead a warm team of four in our under-twos room.',
      workType: 'Full-time',
      rate: '$30-32',
      startsOn: pickerDate(now, 14),
      expiresOn: pickerDate(now, 14),
    })
    await expect(form.getByText('Offer expiry must be after offer start', { exact: true })).toBeVisible()
    await offers.fillDate('Offer expiry date', pickerDate(now, 21))
    await expect(form.getByText('Offer expiry must be after offer start', { exact: true })).toBeHidden()
    await expect(form.getByText(/placement fee/)).toBeVisible()
    await offers.postButton.click()
    await expect(page.getByText('Your job offer is posted.')).toBeVisible()
    await expect(page).toHaveURL(/#\/UR-Free\/index\?offer=\d+$/)
    const drawer = offers.applicants(title)
    await expect(drawer.getByText('No applicants yet.', { exact: false })).toBeVisible()
    await drawer.getByRole('button', { name: 'Close' }).click()
    await expect(drawer).toBeHidden()
    const row = offers.row(title)
    await expect(row.getByText('Open', { exact: true })).toBeVisible()
    await expect(row.getByText('0 applicants')).toBeVisible()
  })

  await test.step('a second open offer is refused with the spec message', async () => {
    await offers.gotoForm()
    await offers.fill({
      title: 'Another role',
      description: 'Part-time afternoons.',
      workType: 'Part-time',
      rate: '$24-26',
      startsOn: pickerDate(now, 10),
      expiresOn: pickerDate(now, 12),
    })
    await offers.postButton.click()
    await expect(form.getByRole('alert').filter({ hasText: 'You have already created a job offer.' })).toBeVisible()
    await expect(page).toHaveURL(/#\/job\/ur-free-add$/)
  })

  const teacherPage = await teacherPhone(browser, baseURL ?? '')
  const teacherOffers = new TeacherOffersPage(teacherPage)
  await test.step('a teacher turns on job seeking in the app and applies with a message', async () => {
    // Job offers are for free job seekers: the page offers the switch with its hint, not an alert.
    await teacherOffers.goto()
    await expect(teacherOffers.jobSeeking).not.toBeChecked()
    await expect(teacherPage.getByText("Free job seekers see centres' permanent job offers and can apply.")).toBeVisible()
    const me = new TeacherMePage(teacherPage)
    await me.goto()
    await expect(me.jobOffersButton).toBeHidden()
    await me.startJobSeeking()
    await me.jobOffersButton.click()
    await expect(teacherOffers.shell.heading('Job offers')).toBeVisible()
    const card = teacherOffers.offer(title)
    await expect(card).toBeVisible()
    await expect(card.getByText('Full-time')).toBeVisible()
    await expect(card.getByText('$30-32 / hour')).toBeVisible()
    const offer = await teacherOffers.open(title)
    await expect(teacherPage.getByText('Lead a warm team of four in our under-twos room.')).toBeVisible()
    await offer.apply('Ten years with under-twos.')
    await expect(offer.state('Applied')).toBeVisible()
    await expect(offer.withdrawButton).toBeVisible()
  })

  let invoiceId = 0
  await test.step('the centre sees the applicant, shortlists and hires, confirming the placement fee', async () => {
    await offers.goto()
    const row = offers.row(title)
    await expect(row.getByText('1 applicant', { exact: true })).toBeVisible()
    await row.getByRole('button', { name: 'Applicants' }).click()
    const drawer = offers.applicants(title)
    const applicant = offers.applicant(title, 'Ten years with under-twos.')
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
    const invoices = await centre.call<{ list: { id: number; number: string; kind: number; subtotal: string }[] }>(
      'center/invoice/list',
      { pageSize: 100 },
    )
    const invoice = invoices.list.find((item) => item.id === invoiceId)
    expect(invoice, `invoice ${invoiceId} in the list`).toBeDefined()
    expect(invoice?.kind).toBe(2)
    expect(invoice?.subtotal).toBe('500.00')
    const detail = await centre.call<{ lines: { kind: number; amount: string; description: string }[] }>(
      'center/invoice/detail',
      { invoiceId },
    )
    expect(detail.lines).toEqual([expect.objectContaining({ kind: 3, amount: '500.00' })])
    expect(detail.lines[0]?.description).toContain(title)
  })

  await test.step('the teacher sees they are hired', async () => {
    await teacherOffers.goto('mine')
    await expect(teacherOffers.offer(title)).toContainText('Hired')
    await teacherPage.context().close()
  })
})

test('a centre opens a ticket with an attachment, gets a staff reply, and reopens it once resolved', async ({
  page,
  api,
}) => {
  const subject = 'Invoice question'
  const support = new SupportPage(page)
  const form = support.form

  let ticketNo = ''
  await test.step('the centre submits a ticket with a screenshot', async () => {
    await support.gotoSubmit()
    await form.getByRole('button', { name: 'Submit ticket' }).click()
    await expect(form.getByText('Please select a category', { exact: true })).toBeVisible()
    await expect(form.getByText('Please enter a subject', { exact: true })).toBeVisible()
    await expect(form.getByText('Please describe the problem', { exact: true })).toBeVisible()
    await support.chooseCategory('Billing and invoices')
    await form.getByLabel('Subject').fill(subject)
    await form.getByLabel('Description').fill('The invoice total looks wrong; screenshot attached.')
    await support.attach('screenshot.png', 'image/png', PNG)
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
    const staff = await api.staff()
    await staff.call('admin/support/ticket/reply', { ticketNo, body: 'We corrected the invoice total.' })
    await staff.call('admin/support/ticket/status', { ticketNo, status: 6 })
  })

  await test.step('the centre sees the reply, the resolved state, and reopens it', async () => {
    await page.reload()
    await expect(support.staffReplies()).toContainText('We corrected the invoice total.')
    await expect(page.getByText('Resolved', { exact: true })).toBeVisible()
    await expect(page.getByText('This ticket is resolved. Reopen it to continue the conversation.')).toBeVisible()
    await page.getByRole('button', { name: 'Reopen ticket' }).click()
    await expect(page.getByText('The ticket is reopened.')).toBeVisible()
    await expect(page.getByText('Reopened', { exact: true })).toBeVisible()
    await support.reply('Thanks, but the GST line is still missing.')
    await expect(page.getByText('Your reply is sent.')).toBeVisible()
    await expect(page.getByText('Thanks, but the GST line is still missing.')).toBeVisible()
  })

  await test.step('Support History lists it with its state', async () => {
    await support.gotoList()
    const row = support.row(ticketNo)
    await expect(row.getByText(subject)).toBeVisible()
    await expect(row.getByText('Reopened', { exact: true })).toBeVisible()
    const notices = await api
      .as('centre')
      .call<{ list: { kind: string; data: { ticketNo?: string } }[] }>('user/notice/list', { pageSize: 50 })
    expect(notices.list.some((notice) => notice.kind === 'ticket_reply' && notice.data.ticketNo === ticketNo)).toBe(true)
  })
})
