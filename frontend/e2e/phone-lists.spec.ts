import { expect, test } from './fixtures'
import { JobCreationPage } from './pages/JobCreationPage'
import { PHONE, PhonePage } from './pages/PhonePage'
import { ShellPage } from './pages/ShellPage'
import { type WorkedBooking, workedBookings } from './support/bookings'
import { closeOpenOffer } from './support/offers'

/**
 * The portal's lists on a phone (375 x 812): the billing pages, Vouchers,
 * Favourites and Job Offer show each row as a card whose action (and total)
 * is on screen without scrolling sideways, and no title is cut.
 *
 * Two demo bookings are worked through the API: one time sheet stays to
 * confirm, the other is confirmed (so its booking is invoiced and its teacher
 * waits for a review and becomes a favourite); the centre posts a job offer
 * (closing the one its history left open).
 */

test.describe.configure({ mode: 'serial' })
test.use({ viewport: PHONE })

let toConfirm: WorkedBooking
let confirmed: WorkedBooking
let invoiceNumber = ''

test.beforeAll(async ({ api }) => {
  test.setTimeout(150_000)
  const { worked } = await workedBookings(api, 2)
  ;[toConfirm, confirmed] = worked as [WorkedBooking, WorkedBooking]
  const centre = api.as('centre')
  await centre.call('center/job/confirm/time/sheet', { timeSheetId: confirmed.sheet.id })
  const invoices = await centre.call<{ list: { bookingId: number | null; number: string }[] }>('center/invoice/list', {
    pageSize: 100,
  })
  invoiceNumber = invoices.list.find((invoice) => invoice.bookingId === confirmed.bookingId)?.number ?? ''
  await centre.call('center/favourite/add', { teacherId: confirmed.teacherId })

  const now = (await api.now()).getTime()
  const day = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10)
  await closeOpenOffer(centre)
  await centre.call('center/offer/create', {
    title: 'Toddler room teacher',
    description: 'A permanent role in our toddler room.',
    workType: 1,
    rateRange: 3,
    startsOn: day(14),
    expiresOn: day(21),
  })
})

test('every billing page shows its action and total on the phone', async ({ page }) => {
  const phone = new PhonePage(page)

  await test.step('Timesheet: the time sheet to confirm, with Confirm and its amount', async () => {
    await phone.goto('/Billing/Timesheet')
    const card = phone.card('To confirm', toConfirm.sheet.teacherName, `#${toConfirm.bookingId}`)
    await expect(card.getByText('Amount')).toBeVisible()
    const name = `Confirm the time sheet of ${toConfirm.sheet.teacherName} on ${toConfirm.sheet.date}`
    await phone.expectInReach(card.getByRole('button', { name }))
    expect(await phone.cutTitles()).toEqual([])
  })

  await test.step('Invoice: the invoice with its total, View and Download', async () => {
    expect(invoiceNumber, 'the worked booking is invoiced').not.toBe('')
    await phone.goto('/Billing/Invoice')
    const card = phone.card('Invoices', invoiceNumber)
    await phone.expectInReach(card.getByText('Total', { exact: true }))
    await phone.expectInReach(card.getByRole('button', { name: /View$/ }))
    await phone.expectInReach(card.getByRole('button', { name: /Download$/ }))
    expect(await phone.cutTitles()).toEqual([])
  })

  await test.step('Review: the finished job with Review', async () => {
    await phone.goto('/Billing/Review')
    const card = phone.card('Pending', confirmed.sheet.teacherName, `#${confirmed.bookingId}`)
    const name = `Review ${confirmed.sheet.teacherName} on ${confirmed.sheet.date}`
    await phone.expectInReach(card.getByRole('button', { name }))
    expect(await phone.cutTitles()).toEqual([])
  })
})

test('Vouchers, Favourites and Job Offer show their actions on the phone', async ({ page }) => {
  const phone = new PhonePage(page)

  await test.step('Favourites: Profile and Block beside the teacher', async () => {
    await phone.goto('/Favourites/index')
    const card = phone.card('Favourite teachers', confirmed.sheet.teacherName).first()
    await phone.expectInReach(card.getByRole('button', { name: /Profile$/ }))
    await phone.expectInReach(card.getByRole('button', { name: /Block$/ }))
    await phone.expectInReach(page.getByRole('button', { name: /Add favourite teacher$/ }))
    expect(await phone.cutTitles()).toEqual([])
  })

  await test.step('Job Offer: Applicants on the offer', async () => {
    await phone.goto('/UR-Free/index')
    const card = phone.cards('Job offers').first()
    await phone.expectInReach(card.getByRole('button', { name: /Applicants$/ }))
    await phone.expectInReach(page.getByRole('button', { name: /Make a permanent job offer$/ }))
    expect(await phone.cutTitles()).toEqual([])
  })

  await test.step('Vouchers: an active voucher starts a booking with it chosen', async () => {
    await phone.goto('/Vouchers/index')
    // The demo centre's booking voucher to use (another is in use, its welcome voucher expired).
    const card = phone.card('Voucher records', 'Booking voucher', 'Active')
    await expect(card).toHaveCount(1)
    const book = card.getByRole('button', { name: 'Book with Booking voucher' })
    await phone.expectInReach(book)
    expect(await phone.cutTitles()).toEqual([])
    await book.click()
    await expect(page).toHaveURL(/#\/Create-Job\/Standard(%20| )Booking\?voucher=\d+$/)
    await expect(new JobCreationPage(page).chosenVoucher('Booking voucher')).toBeVisible()
  })
})

test('the same lists in Chinese fit the phone', async ({ page }) => {
  const phone = new PhonePage(page)
  await phone.goto('/dashboard')
  await new ShellPage(page).switchLanguage('中文')
  for (const path of ['/Billing/Timesheet', '/Billing/Invoice', '/Billing/Review', '/Vouchers/index', '/Favourites/index', '/UR-Free/index']) {
    await test.step(path, async () => {
      await phone.goto(path)
      const action = phone.firstCardAction()
      await phone.expectInReach(action)
      expect(await phone.cutTitles()).toEqual([])
    })
  }
})
