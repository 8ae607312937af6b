import { expect, test } from './fixtures'
import { AdminHolidaysPage } from './pages/AdminHolidaysPage'
import { JobCreationPage } from './pages/JobCreationPage'

// The browser holds the demo centre's portal session (its stored sign-in); the
// operations staff member signs in to the console in a second tab of it.
test.describe.configure({ timeout: 180_000 })

interface AdminHoliday {
  holidayId: number
  date: string
  name: string
  region: string | null
}

const WEEKDAYS = new Set([1, 2, 3, 4, 5])

test('an operations user removes a holiday of next year, the quote that day is ordinary, and loading the year brings the holiday rate back', async ({
  page,
  api,
}) => {
  const today = await api.now()
  const nextYear = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric' }).format(today)) + 1

  // An operations staff member, holding the seeded Operations role, made by the super admin.
  const staff = await api.staff()
  const { roles } = await staff.call<{ roles: { id: number; name: string }[] }>('admin/role/list', {})
  const operations = roles.find((role) => role.name === 'Operations')
  expect(operations, 'the Operations role is seeded').toBeDefined()
  const member = { email: `operations-${Date.now()}@example.com`, name: 'Mere Operations', password: 'Operations-first-2026!' }
  await staff.call('admin/staff/create', { ...member, roleIds: [operations?.id] })

  // Next year's first national holiday on a weekday (New Year's Day, or the day it is observed).
  const { list } = await staff.call<{ list: AdminHoliday[] }>('admin/holiday/list', { year: nextYear })
  const holiday = list.find((item) => item.region === null && WEEKDAYS.has(new Date(`${item.date}T12:00:00Z`).getUTCDay()))
  expect(holiday, `a national weekday holiday in ${nextYear} is loaded`).toBeDefined()
  const { date, name } = holiday as AdminHoliday

  const consolePage = await page.context().newPage()
  const holidays = new AdminHolidaysPage(consolePage)
  await holidays.console.signIn(member.email, member.password)

  await test.step(`the operations user removes ${name} from ${nextYear}`, async () => {
    await holidays.openFromMenu()
    await holidays.pickYear(nextYear)
    await expect(holidays.row(date, name)).toBeVisible()
    await expect(holidays.row(date, name).getByText('National')).toBeVisible()
    await holidays.remove(date, name)
  })

  const jobs = new JobCreationPage(page)
  const quoteDay = () => jobs.quoteCard.getByRole('list', { name: 'Days of the booking' }).getByRole('listitem')
  const quoteThatDay = async () => {
    await jobs.gotoStandard()
    await jobs.switchTo('Advance Booking')
    await jobs.setDates(date, date)
    await jobs.chooseAgeGroup('Preschool (3-5)')
    await jobs.choose('Early childhood')
    await jobs.waitForQuote()
    await expect(quoteDay()).toHaveCount(1)
  }

  let ordinary = ''
  await test.step('the centre’s quote on that day is at the ordinary rate', async () => {
    await page.bringToFront()
    await quoteThatDay()
    ordinary = ((await jobs.liveRate.textContent()) ?? '').match(/\$\d+\.\d{2}/)?.[0] ?? ''
    expect(ordinary).not.toBe('')
    await expect(quoteDay()).toContainText(`× ${ordinary}`)
    await expect(quoteDay().getByText('Holiday', { exact: true })).toHaveCount(0)
  })

  await test.step(`the operations user loads New Zealand's holidays for ${nextYear}`, async () => {
    await consolePage.bringToFront()
    const done = await holidays.load(nextYear)
    await expect(done).toHaveText(new RegExp(`^${nextYear}: 1 holidays added, \\d+ already there\\.$`))
    await expect(holidays.row(date, name)).toBeVisible()
  })

  await test.step('the centre’s new quote on that day is at the holiday rate', async () => {
    await page.bringToFront()
    await quoteThatDay()
    await expect(quoteDay().getByText('Holiday', { exact: true })).toBeVisible()
    const settings = await staff.call<{ list: { key: string; value: string }[] }>('admin/setting/list', {})
    const loading = Number(settings.list.find((setting) => setting.key === 'holiday_loading_percent')?.value)
    expect(loading, 'the holiday loading is set').toBeGreaterThan(0)
    const holidayRate = (Math.round(Number(ordinary.slice(1)) * (100 + loading)) / 100).toFixed(2)
    await expect(quoteDay()).toContainText(`× $${holidayRate}`)
  })
})
