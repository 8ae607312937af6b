import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { JobCreationPage } from './pages/JobCreationPage'
import { ShellPage } from './pages/ShellPage'
import type { Session } from './support/api'

// The tests run in order on the spec's platform. Each walks a whole form, so they get more time.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

const ZONE = 'Pacific/Auckland'
/** Where a booking that could not find its Processing page lands until that page exists. */
const AFTER_BOOKING = /#\/(bookings\/Processing|404)$/

/** Today in the centre's zone (the browser runs in it), as YYYY-MM-DD. */
function nzToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date())
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

/** The Monday at least `after` days from today. */
function nextMonday(after: number): string {
  let day = addDays(nzToday(), after)
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1)
  return day
}

/** An instant as `YYYY-MM-DD HH:mm` in the centre's zone. */
function nzLocal(instant: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant))
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}

interface BookingListItem {
  bookingId: number
  bookingType: number
  inviteType: number
  startsAt: string
  endsAt: string
  numberOfTeachers: number
  days: number
}

async function processingBookings(centre: Session): Promise<BookingListItem[]> {
  const answer = await centre.call<{ list: BookingListItem[] }>('center/job/book/list', {
    scope: 'processing',
    pageNo: 1,
    pageSize: 100,
  })
  return answer.list
}

/** Fills a Standard Booking for `date` from `start` to `end` and books it. */
async function bookStandard(page: Page, jobs: JobCreationPage, date: string, start: string, end: string, teachers: number) {
  await jobs.setDate(date)
  await jobs.setTimes(start, end)
  await jobs.setTeachers(teachers)
  await jobs.chooseAgeGroup('Preschool (3-5)')
  await jobs.choose('Early childhood')
  await jobs.notes.fill('Room 2, ask for Mere at the office.')
  await jobs.waitForQuote()
  await expect(jobs.quoteCard).toContainText(`× ${teachers}`)
  await jobs.book()
  await expect(page).toHaveURL(AFTER_BOOKING)
}

let standardBookingId = 0

test('a centre books a Standard Booking from the menu', async ({ page, api }) => {
  const shell = new ShellPage(page)
  const jobs = new JobCreationPage(page)
  const date = addDays(nzToday(), 3)
  await shell.goto()

  await test.step('the menu opens Standard Booking with the default day', async () => {
    await shell.menuItem('Create Job').click()
    await shell.menuItem('Standard Booking').click()
    await expect(page).toHaveURL(/#\/Create-Job\/Standard%20Booking$/)
    await expect(page).toHaveTitle('Standard Booking - centre management platform')
    await expect(jobs.heading).toBeVisible()
    await expect(jobs.startTime).toHaveValue('08:30')
    await expect(jobs.endTime).toHaveValue('17:00')
    await expect(jobs.quoteCard).toContainText('Complete the booking to see the live rate')
  })

  await test.step('the live quote follows the draft and can be refreshed', async () => {
    await jobs.setDate(date)
    await jobs.setTimes('09:15', '15:45')
    await jobs.chooseAgeGroup('Preschool (3-5)')
    await jobs.choose('Early childhood')
    await jobs.waitForQuote()
    await expect(jobs.quoteCard.getByRole('list', { name: 'Days of the booking' }).getByRole('listitem')).toHaveCount(1)
    const single = await jobs.total.textContent()
    await jobs.setTeachers(2)
    await expect(jobs.quoteCard).toContainText('× 2')
    await jobs.waitForQuote()
    await expect(jobs.total).not.toHaveText(single ?? '')
    await jobs.refreshButton.click()
    await jobs.waitForQuote()
  })

  await test.step('booking lands on Processing and the booking exists', async () => {
    await jobs.notes.fill('Room 2, ask for Mere at the office.')
    await jobs.waitForQuote()
    await jobs.book()
    await expect(page).toHaveURL(AFTER_BOOKING)
    const booking = (await processingBookings(api.as('centre'))).find(
      (item) => nzLocal(item.startsAt) === `${date} 09:15` && nzLocal(item.endsAt) === `${date} 15:45`,
    )
    expect(booking, 'the new booking in the processing list').toBeDefined()
    expect(booking?.numberOfTeachers).toBe(2)
    expect(booking?.bookingType).toBe(1)
    standardBookingId = booking?.bookingId ?? 0
  })

  await test.step('a repost fills the form in from the booking', async () => {
    await jobs.gotoStandard(`?repost=${standardBookingId}`)
    await expect(page.getByText(`Reposting booking #${standardBookingId}`)).toBeVisible()
    await expect(jobs.startTime).toHaveValue('09:15')
    await expect(jobs.endTime).toHaveValue('15:45')
    await expect(jobs.numberOfTeachers).toHaveValue('2')
    await expect(jobs.notes).toHaveValue('Room 2, ask for Mere at the office.')
    await jobs.waitForQuote()
  })
})

test('the form checks every booking rule it can break', async ({ page }) => {
  const jobs = new JobCreationPage(page)
  const today = nzToday()
  const later = addDays(today, 4)
  await jobs.gotoStandard()

  await test.step('age group, talent pool and the gender reason are required', async () => {
    await jobs.bookButton.click()
    await expect(jobs.fieldError('Please select the age group.')).toBeVisible()
    await expect(jobs.fieldError('Please select the talent pool.')).toBeVisible()
    await jobs.choose('Female')
    await expect(jobs.fieldError('Please give a reason for the gender preference.')).toBeVisible()
    await jobs.genderJustification.fill('A female teacher for the nappy-changing room.')
    await expect(jobs.fieldError('Please give a reason for the gender preference.')).toBeHidden()
    await jobs.chooseAgeGroup('Toddlers (2-3)')
    await jobs.choose('Early childhood')
    await expect(jobs.fieldError('Please select the age group.')).toBeHidden()
    await expect(jobs.fieldError('Please select the talent pool.')).toBeHidden()
  })

  await test.step('the start cannot be earlier than now', async () => {
    await jobs.setDate(today)
    await jobs.setTimes('00:00', '17:00')
    await expect(jobs.fieldError('The start time cannot be earlier than now.')).toBeVisible()
  })

  await test.step('the end cannot be earlier than the start, and each day must end later than it starts', async () => {
    await jobs.setDate(later)
    await jobs.setTimes('10:00', '09:00')
    await expect(jobs.fieldError('The end time cannot be earlier than the start time.')).toBeVisible()
    await jobs.setTimes('10:00', '10:00')
    await expect(jobs.fieldError('Each day must end later than it starts.')).toBeVisible()
  })

  await test.step('a rule only the server knows is shown on its field', async () => {
    await jobs.setTimes('09:00', '11:00')
    await expect(jobs.fieldError('Each day must be at least 3 hours long.')).toBeVisible()
    await expect(jobs.quoteCard).toContainText('Each day must be at least 3 hours long.')
    await jobs.setTimes('09:00', '15:00')
    await jobs.waitForQuote()
  })

  await test.step('Standard Booking starts within 14 days', async () => {
    await jobs.setDate(addDays(today, 20))
    await expect(
      jobs.fieldError('Standard Booking can start at most 14 days ahead; use Advance Booking for later dates.'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Switch to Advance Booking' }).click()
    await expect(page).toHaveURL(/#\/Create-Job\/Advance-Booking$/)
    await expect(page).toHaveTitle('Advance Booking - centre management platform')
    await expect(jobs.firstDay).toHaveValue(/2\d{3}|\w{3} \d/)
    await jobs.waitForQuote()
  })

  await test.step('favourite invites are not for a single day', async () => {
    await jobs.chooseInvite('Favourite teachers')
    await expect(jobs.fieldError('Favourite invites are not available for single-day bookings.')).toBeVisible()
  })

  await test.step('several days need a working day, and at most a year', async () => {
    await jobs.chooseInvite('Public')
    const saturday = addDays(nextMonday(2), 5)
    await jobs.setDates(saturday, addDays(saturday, 1))
    await expect(jobs.fieldError('There are no working days in the chosen dates.')).toBeVisible()
    await jobs.includeWeekends.click()
    await expect(jobs.fieldError('There are no working days in the chosen dates.')).toBeHidden()
    await jobs.setDates(nextMonday(2), addDays(nextMonday(2), 400))
    await expect(jobs.fieldError('A booking can cover at most one year.')).toBeVisible()
  })

  await test.step('Multiple Booking needs its weekdays', async () => {
    await jobs.switchTo('Multiple Booking')
    await expect(page).toHaveURL(/#\/Create-Job\/Multiple-Booking$/)
    await jobs.includeWeekends.click()
    await jobs.setDates(nextMonday(2), addDays(nextMonday(2), 13))
    await jobs.bookButton.click()
    await expect(jobs.fieldError('Please choose the weekdays to repeat on.')).toBeVisible()
    await jobs.choose('Mon')
    await jobs.choose('Wed')
    await expect(jobs.fieldError('Please choose the weekdays to repeat on.')).toBeHidden()
    await jobs.waitForQuote()
    await expect(jobs.quoteCard.getByRole('list', { name: 'Days of the booking' }).getByRole('listitem')).toHaveCount(4)
  })
})

interface FinderItem {
  teacherId: number
  firstName: string
  lastName: string
  gender: number
}

interface PickerItem extends FinderItem {
  available: boolean
  reason: string | null
}

test('a favourite-only multi-day booking needs enough available favourites', async ({ page, api }) => {
  const jobs = new JobCreationPage(page)
  const first = nextMonday(3)
  const last = addDays(first, 4)
  // The favourites are this test's own: the demo centre's (of both genders) are
  // removed first, then qualified teachers and one who is not are added.
  const centre = api.as('centre')
  const earlier = await centre.call<{ list: { teacherId: number }[] }>('center/favourite/list', { pageSize: 100 })
  for (const teacher of earlier.list) {
    await centre.call('center/favourite/remove', { teacherId: teacher.teacherId })
  }
  const qualified = await centre.call<{ list: FinderItem[] }>('center/finder/list', {
    radiusKm: 20,
    qualification: 1,
    gender: 1,
    pageNo: 1,
    pageSize: 4,
  })
  const unqualified = await centre.call<{ list: FinderItem[] }>('center/finder/list', {
    radiusKm: 20,
    qualification: 2,
    gender: 1,
    pageNo: 1,
    pageSize: 1,
  })
  for (const teacher of [...qualified.list, ...unqualified.list]) {
    await centre.call('center/favourite/add', { teacherId: teacher.teacherId })
  }
  // New Zealand daylight time: in winter the hour is off by one, which changes no one's availability here.
  const draft = {
    bookingType: 2,
    jobStartTime: `${first}T08:30:00+13:00`,
    jobEndTime: `${last}T17:00:00+13:00`,
    qualification: 1,
    gender: 0,
    teacherTalentPool: 1,
  }
  const picker = await centre.call<{ list: PickerItem[]; availableCount: number }>(
    'center/job/book/favorite/teacher/list',
    draft,
  )
  const available = picker.list.filter((teacher) => teacher.available)
  expect(available.length, 'available favourites for the draft').toBeGreaterThanOrEqual(2)
  const [firstChoice, secondChoice] = available
  const fullName = (teacher: FinderItem | undefined) => `${teacher?.firstName} ${teacher?.lastName}`

  await jobs.gotoStandard()
  await jobs.switchTo('Advance Booking')
  await expect(page).toHaveURL(/#\/Create-Job\/Advance-Booking$/)
  await jobs.setDates(first, last)
  await jobs.chooseAgeGroup('Preschool (3-5)')
  await jobs.choose('Early childhood')
  await jobs.chooseInvite('Favourite teachers')

  await test.step('the picker shows who is free and why the others are not', async () => {
    await expect(jobs.favourite(fullName(firstChoice))).toContainText('Available')
    const unqualifiedTeacher = unqualified.list[0]
    await expect(jobs.favourite(fullName(unqualifiedTeacher))).toContainText('Does not hold this qualification')
    await expect(jobs.favourite(fullName(unqualifiedTeacher)).getByRole('checkbox')).toBeDisabled()
  })

  await test.step('more teachers than available favourites', async () => {
    await jobs.setTeachers(picker.availableCount + 1)
    await expect(jobs.fieldError('The favourite teacher is unavailable during this period.')).toBeVisible()
    await expect(jobs.quoteCard).toContainText('The favourite teacher is unavailable during this period.')
  })

  await test.step('fewer favourites ticked than teachers asked for', async () => {
    await jobs.setTeachers(2)
    await jobs.tickFavourite(fullName(firstChoice))
    await expect(jobs.fieldError('Please choose at least 2 favourite teachers.')).toBeVisible()
    // The server quotes only a draft it would book: the live rate names the rule instead.
    await expect(jobs.quoteCard).toContainText('Please choose at least 2 favourite teachers.')
    await expect(jobs.liveRate).toBeHidden()
    await expect(page).toHaveURL(/#\/Create-Job\/Advance-Booking$/)
  })

  await test.step('no favourite matches the gender preference', async () => {
    const genders = new Set(picker.list.map((teacher) => teacher.gender))
    expect([...genders], 'the favourites added are all women').toEqual([1])
    await jobs.choose('Male')
    await jobs.genderJustification.fill('Continuity for a child who needs it.')
    await expect(jobs.fieldError('No matching favourite teachers for the gender preference.')).toBeVisible()
    await jobs.choose('None')
  })

  await test.step('two available favourites are booked', async () => {
    await jobs.tickFavourite(fullName(secondChoice))
    await expect(jobs.fieldError('Please choose at least 2 favourite teachers.')).toBeHidden()
    await jobs.waitForQuote()
    await expect(jobs.quoteCard.getByRole('list', { name: 'Days of the booking' }).getByRole('listitem')).toHaveCount(5)
    await jobs.book()
    await expect(page).toHaveURL(AFTER_BOOKING)
    const booking = (await processingBookings(api.as('centre'))).find(
      (item) => nzLocal(item.startsAt) === `${first} 08:30` && item.inviteType === 2,
    )
    expect(booking?.bookingType).toBe(2)
    expect(booking?.days).toBe(5)
  })
})

test('a refusal of the server is worded by its code in Chinese and marks its field', async ({ page }) => {
  const shell = new ShellPage(page)
  const jobs = new JobCreationPage(page)
  await jobs.gotoStandard()
  // Only the server knows the shortest bookable day (a setting): it refuses the quote with
  // 40638, naming jobEndTime and the hours.
  await jobs.setDate(addDays(nzToday(), 2))
  await jobs.setTimes('09:00', '10:00')
  await jobs.chooseAgeGroup('Preschool (3-5)')
  await jobs.choose('Early childhood')
  await expect(jobs.fieldError('Each day must be at least 3 hours long.')).toBeVisible()

  await shell.switchLanguage('中文')
  await expect(jobs.fieldError('每天至少需要 3 小时。')).toBeVisible()
  await expect(jobs.fieldsWithError()).toContainText('结束时间')
  await expect(jobs.quoteCard).toContainText('每天至少需要 3 小时。')
  await shell.switchLanguage('English')
  await expect(jobs.fieldError('Each day must be at least 3 hours long.')).toBeVisible()
})

interface VoucherItem {
  id: number
  name: string
  status: number
}

/** `$` amount text as cents. */
function cents(text: string | null): number {
  const match = /\$(\d+)\.(\d{2})/.exec(text ?? '')
  expect(match, `an amount in ${text}`).not.toBeNull()
  return Number(match?.[1]) * 100 + Number(match?.[2])
}

test('Book first shows what is booked and what the centre will pay, with GST and the voucher', async ({ page, api }) => {
  const jobs = new JobCreationPage(page)
  const date = addDays(nzToday(), 4)
    const vouchers = await api
    .as('centre')
    .call<{ list: VoucherItem[] }>('center/voucher/list', { status: 0, pageNo: 1, pageSize: 50 })
  // The demo centre's voucher to use (its welcome voucher has expired; a booking voucher is active).
  const [voucher] = vouchers.list
  if (!voucher) throw new Error('the demo centre has an active voucher')

  // The Vouchers page opens the form with its voucher chosen.
  await jobs.gotoStandard(`?voucher=${voucher.id}`)
  await jobs.setDate(date)
  await jobs.setTimes('09:00', '15:00')
  await jobs.chooseAgeGroup('Preschool (3-5)')
  await jobs.choose('Early childhood')
  await jobs.waitForQuote()

  await test.step('the check names the dates, hours, teachers and rate, and the total with the voucher and GST', async () => {
    await jobs.bookButton.click()
    await expect(jobs.check).toBeVisible()
    const weekday = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    const [year, , day] = date.split('-')
    const monthName = new Intl.DateTimeFormat('en-NZ', { month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    await expect(jobs.checkFact('Dates')).toContainText(`${weekday} ${Number(day)} ${monthName} ${year}`)
    await expect(jobs.checkFact('Hours')).toContainText('09:00–15:00, 30 min unpaid break')
    await expect(jobs.checkFact('Hours')).toContainText('5.50 h of work in all')
    await expect(jobs.checkFact('Teachers')).toContainText('1 × Qualified')
    await expect(jobs.checkFact('Rate')).toHaveText(/\$\d+\.\d{2} \/ hour/)
    const subtotal = cents(await jobs.check.getByTestId('quote-subtotal').textContent())
    await expect(jobs.check.getByTestId('quote-discount')).toHaveText('−$100.00')
    await expect(jobs.check.getByText('GST (15%)')).toBeVisible()
    const gst = cents(await jobs.check.getByTestId('quote-gst').textContent())
    expect(gst).toBe(Math.round(((subtotal - 10_000) * 15) / 100))
    expect(cents(await jobs.check.getByTestId('quote-total').textContent())).toBe(subtotal - 10_000 + gst)
    await expect(jobs.check.getByRole('timer')).toHaveText(/Rate held for [45]:\d{2}/)
  })

  await test.step('back to edit: without the voucher the total is the subtotal and GST', async () => {
    await jobs.check.getByRole('button', { name: 'Back to edit' }).click()
    await expect(jobs.check).toBeHidden()
    await jobs.clearVoucher(voucher.name)
    await expect(jobs.quoteCard.getByTestId('quote-discount')).toBeHidden()
    await jobs.waitForQuote()
    await jobs.bookButton.click()
    await expect(jobs.check.getByTestId('quote-discount')).toBeHidden()
    const subtotal = cents(await jobs.check.getByTestId('quote-subtotal').textContent())
    const gst = cents(await jobs.check.getByTestId('quote-gst').textContent())
    expect(cents(await jobs.check.getByTestId('quote-total').textContent())).toBe(subtotal + gst)
  })

  await test.step('Book in the check makes the booking; the voucher stays unused', async () => {
    await jobs.check.getByRole('button', { name: 'Book', exact: true }).click()
    await expect(page).toHaveURL(AFTER_BOOKING)
    const booking = (await processingBookings(api.as('centre'))).find((item) => nzLocal(item.startsAt) === `${date} 09:00`)
    expect(booking?.numberOfTeachers).toBe(1)
    const after = await api
      .as('centre')
      .call<{ list: VoucherItem[] }>('center/voucher/list', { status: 0, pageNo: 1, pageSize: 50 })
    expect(after.list.map((item) => item.id)).toContain(voucher.id)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the same Standard Booking at 375px', async ({ page, api }) => {
    const jobs = new JobCreationPage(page)
    const date = addDays(nzToday(), 5)
    await jobs.gotoStandard()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await bookStandard(page, jobs, date, '08:45', '14:30', 1)
    const booking = (await processingBookings(api.as('centre'))).find((item) => nzLocal(item.startsAt) === `${date} 08:45`)
    expect(booking?.numberOfTeachers).toBe(1)
  })
})

test('the page in Chinese', async ({ page }) => {
  const shell = new ShellPage(page)
  const jobs = new JobCreationPage(page)
  await jobs.gotoStandard()
  await shell.switchLanguage('中文')
  await expect(page.getByRole('heading', { name: '预订代课老师' })).toBeVisible()
  await expect(page).toHaveTitle('标准预订 - 中心管理平台')
  await expect(jobs.typeSwitch).toContainText('提前预订')
  await expect(page.getByText('实时费率', { exact: true })).toBeVisible()
  // Ant Design spaces out a two-character Chinese button label.
  await jobs.quoteCard.getByRole('button', { name: /^预\s?订$/ }).click()
  await expect(page.getByText('请选择年龄组。').first()).toBeVisible()
  await expect(page.getByText('请选择人才库。').first()).toBeVisible()
  await shell.switchLanguage('English')
  await expect(jobs.heading).toBeVisible()
})
