import { expect, type Page, test } from '@playwright/test'

import { demoCentre } from './accounts'
import { AgreementDialog } from './pages/AgreementDialog'
import { CalendarPage } from './pages/CalendarPage'
import { DashboardPage } from './pages/DashboardPage'
import { FavouritesPage } from './pages/FavouritesPage'
import { FinderPage } from './pages/FinderPage'
import { LoginPage } from './pages/LoginPage'
import { ShellPage } from './pages/ShellPage'

// One centre, one server, other specs before and after: nothing here assumes it is alone.
test.describe.configure({ mode: 'serial' })

const ZONE = 'Pacific/Auckland'

async function signIn(page: Page): Promise<void> {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(demoCentre.email, demoCentre.password)
  await new AgreementDialog(page).acceptIfShown(new DashboardPage(page).welcome(demoCentre.name))
}

/** Calls the API as the signed-in centre (the session's token cookie as Bearer). */
async function api<T>(page: Page, path: string, body: object = {}): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value
  expect(token, 'the session token cookie').toBeTruthy()
  const response = await page.request.post(`/api/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: body,
  })
  expect(response.ok()).toBe(true)
  const envelope = (await response.json()) as { rtn_code: number; rtn_msg: string; rtn_data: T }
  expect(envelope.rtn_code, envelope.rtn_msg).toBe(0)
  return envelope.rtn_data
}

interface FinderTeacher {
  teacherId: number
  firstName: string
  lastName: string
  isFavourite: boolean
}

/** A demo teacher near the centre who is not a favourite yet (other specs may have added some). */
async function teacherToFavourite(page: Page): Promise<FinderTeacher> {
  const found = await api<{ list: FinderTeacher[] }>(page, 'center/finder/list', { radiusKm: 50, pageSize: 100 })
  const teacher = [...found.list].reverse().find((candidate) => !candidate.isFavourite)
  expect(teacher, 'a teacher who is not a favourite').toBeDefined()
  return teacher as FinderTeacher
}

/** A date as YYYY-MM-DD in the centre's zone. */
function nzDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant)
}

/** The centre zone's offset on a date, as "+13:00". */
function nzOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value
  return name?.replace('GMT', '') || '+00:00'
}

/**
 * A Standard Booking through the API (quote, then create) on a weekday a few
 * days after the platform's clock (another spec may have moved it).
 */
async function createBooking(page: Page): Promise<{ bookingId: number; date: string }> {
  const clock = await api<{ now: string }>(page, 'dev/clock')
  let day = new Date(new Date(clock.now).getTime() + 3 * 86_400_000)
  while ([0, 6].includes(new Date(`${nzDate(day)}T12:00:00Z`).getUTCDay())) day = new Date(day.getTime() + 86_400_000)
  const date = nzDate(day)
  const offset = nzOffset(date)
  const draft = {
    bookingType: 1,
    jobStartTime: `${date}T08:30:00${offset}`,
    jobEndTime: `${date}T15:00:00${offset}`,
    numberOfTeachers: 1,
    qualification: 1,
    gender: 0,
    ageGroup: 3,
    teacherTalentPool: 1,
    inviteType: 1,
    inviteRange: 20,
    notes: 'Calendar browser test',
  }
  const quoted = await api<{ quote: { processId: string } }>(page, 'center/job/create/process', {
    processType: 1,
    ...draft,
  })
  const created = await api<{ bookingId: number }>(page, 'center/job/create', {
    ...draft,
    processId: quoted.quote.processId,
  })
  return { bookingId: created.bookingId, date }
}

test('favourites: the search needs a name or number, a teacher is added, profiled and removed', async ({ page }) => {
  await signIn(page)
  const favourites = new FavouritesPage(page)
  const teacher = await teacherToFavourite(page)
  const name = `${teacher.firstName} ${teacher.lastName}`

  await test.step('Favourites is in the menu and leads to the search', async () => {
    await new ShellPage(page).menuItem('Favourites').click()
    await expect(page).toHaveURL(/#\/Favourites\/index$/)
    await expect(page).toHaveTitle('Favourites - centre management platform')
    await favourites.addTeacherButton.click()
    await expect(page).toHaveURL(/#\/job\/favouritesTeacher$/)
    await expect(page).toHaveTitle('Favourites Teacher - centre management platform')
  })

  await test.step('an empty search is refused before anything is sent', async () => {
    let searches = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/center/favourite/search')) searches += 1
    })
    await favourites.firstName.fill('   ')
    await favourites.searchButton.click()
    await expect(favourites.searchMessage).toHaveText('Please enter a first name, last name or registration number.')
    expect(searches).toBe(0)
  })

  await test.step('search by first name and add as favourite', async () => {
    await favourites.firstName.fill(teacher.firstName)
    await expect(favourites.searchMessage).toBeHidden()
    await favourites.searchButton.click()
    const row = favourites.resultRow(name)
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'Add to favourites' }).click()
    await expect(page.getByText(`${name} is now one of your favourites.`)).toBeVisible()
    await expect(row.getByText('Favourite', { exact: true })).toBeVisible()
    await expect(row.getByRole('button', { name: 'Remove' })).toBeVisible()
  })

  await test.step('the favourite is in the list', async () => {
    await page.getByRole('button', { name: 'Back to favourites' }).click()
    await expect(page).toHaveURL(/#\/Favourites\/index$/)
    await expect(favourites.listRow(name)).toBeVisible()
  })

  await test.step('the profile shows rank, rating, hours, reliability, last job and philosophy', async () => {
    await favourites.listRow(name).getByRole('button', { name: 'Profile' }).click()
    const profile = favourites.profile
    await expect(profile).toBeVisible()
    await expect(profile.getByRole('heading', { name })).toBeVisible()
    for (const label of ['Rating', 'Reliability', 'Completed hours', 'Last job', 'Teaching philosophy']) {
      await expect(profile.getByText(label, { exact: true }).first()).toBeVisible()
    }
    await expect(profile.getByText('In your favourites').or(profile.getByText('Favourite', { exact: true })).first()).toBeVisible()
    await profile.getByRole('button', { name: 'Close' }).click()
    await expect(profile).toBeHidden()
  })

  await test.step('remove asks first, then the teacher leaves the list', async () => {
    await favourites.listRow(name).getByRole('button', { name: 'Remove' }).click()
    await favourites.confirmPopup('Remove')
    await expect(page.getByText(`${name} was removed from your favourites.`)).toBeVisible()
    await expect(favourites.listRow(name)).toHaveCount(0)
  })
})

test('finder: teachers in the list and on a map without tiles; the map picker moves the search', async ({ page }) => {
  await signIn(page)
  const finder = new FinderPage(page)
  await finder.goto()

  await test.step('the list and the markers', async () => {
    await expect(finder.list.getByRole('listitem').first()).toBeVisible()
    await expect(finder.markers.first()).toBeVisible()
    expect(await finder.markers.count()).toBeGreaterThan(0)
    // The browser tests run with MAP_TILE_URL empty: a plain map, no tile requests.
    await expect(finder.tiles).toHaveCount(0)
    await expect(page.getByText(/^Teachers within 10 km of your centre: \d+$/)).toBeVisible()
  })

  await test.step('a wider radius finds at least as many', async () => {
    const countAt = async () =>
      Number((await page.getByText(/^Teachers within \d+ km of your centre: \d+$/).textContent())?.split(': ')[1])
    const near = await countAt()
    await page.getByLabel('Radius').click()
    await page.locator('.ant-select-dropdown:visible').getByTitle('50 km', { exact: true }).click()
    await expect(page).toHaveURL(/radius=50/)
    await expect(page.getByText(/^Teachers within 50 km of your centre: \d+$/)).toBeVisible()
    expect(await countAt()).toBeGreaterThanOrEqual(near)
  })

  await test.step('a marker names its teachers; the list opens a profile and offers Book', async () => {
    await finder.markers.first().click()
    await expect(finder.map.locator('.leaflet-popup')).toBeVisible()
    const first = finder.list.getByRole('listitem').first()
    await expect(first.getByRole('link', { name: 'Book' })).toHaveAttribute('href', /^#\/Create-Job\/Standard( |%20)Booking$/)
    await first.getByRole('button', { name: 'Profile' }).click()
    const profile = page.getByRole('dialog', { name: 'Teacher profile' })
    await expect(profile.getByText('Reliability', { exact: true })).toBeVisible()
    await profile.getByRole('button', { name: 'Close' }).click()
  })

  await test.step('the map picker opens at -36.84, 174.59 and a click moves the spot', async () => {
    await finder.searchElsewhere.click()
    const picker = finder.picker
    await expect(picker.dialog).toBeVisible()
    await expect(picker.latitude).toHaveText('-36.84')
    await expect(picker.longitude).toHaveText('174.59')
    await expect(picker.map.locator('.leaflet-tile')).toHaveCount(0)
    await picker.clickMap()
    await expect(picker.latitude).not.toHaveText('-36.84')
    await expect(picker.longitude).not.toHaveText('174.59')
    const latitude = Number(await picker.latitude.textContent())
    const longitude = Number(await picker.longitude.textContent())
    expect(latitude).toBeGreaterThan(-36.84)
    expect(longitude).toBeGreaterThan(174.59)
    await picker.dialog.getByRole('button', { name: 'Search around here' }).click()
    await expect(picker.dialog).toBeHidden()
    await expect(page.getByText(/^Searching around -36\.\d+, 174\.\d+$/)).toBeVisible()
    await expect(page).toHaveURL(/lat=-36\.\d+&lon=174\.\d+/)
    await finder.backToCentre.click()
    await expect(page.getByText(/^Teachers within 50 km of your centre: \d+$/)).toBeVisible()
  })
})

test('the map picker searches and names places through the configured geocoder', async ({ page }) => {
  // The browser tests run without a geocoder; this one fakes a Nominatim-style one inside the browser.
  const geocoder = 'https://geocoder.invalid'
  await page.route('**/api/show/system/config', async (route) => {
    const response = await route.fetch()
    const envelope = (await response.json()) as { rtn_data: { mapGeocoderUrl: string } }
    envelope.rtn_data.mapGeocoderUrl = geocoder
    await route.fulfill({ response, json: envelope })
  })
  // A platform with a geocoder names its origin in the Content-Security-Policy.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        "connect-src 'self'",
        `connect-src 'self' ${geocoder}`,
      )
      await route.fulfill({ response, headers })
    },
  )
  let geocoderDown = false
  await page.route(`${geocoder}/**`, async (route) => {
    const url = new URL(route.request().url())
    const headers = { 'Access-Control-Allow-Origin': '*' }
    expect(url.searchParams.get('format')).toBe('json')
    if (geocoderDown) return route.fulfill({ status: 503, headers, body: 'busy' })
    if (url.pathname === '/search') {
      const found = url.searchParams.get('q') === 'Henderson'
      return route.fulfill({
        headers,
        json: found
          ? [
              {
                lat: '-36.879',
                lon: '174.629',
                display_name: '12, Great North Road, Henderson, Auckland, 0612, New Zealand',
                address: {
                  house_number: '12',
                  road: 'Great North Road',
                  suburb: 'Henderson',
                  city: 'Auckland',
                  postcode: '0612',
                  country: 'New Zealand',
                },
              },
            ]
          : [],
      })
    }
    return route.fulfill({
      headers,
      json: {
        lat: url.searchParams.get('lat'),
        lon: url.searchParams.get('lon'),
        display_name: 'Te Atatū Road, Te Atatū Peninsula, Auckland, New Zealand',
        address: { road: 'Te Atatū Road', suburb: 'Te Atatū Peninsula', city: 'Auckland', country: 'New Zealand' },
      },
    })
  })

  await signIn(page)
  const finder = new FinderPage(page)
  await finder.goto()
  const picker = finder.picker
  await finder.searchElsewhere.click()
  await expect(picker.dialog.getByText('Te Atatū Road, Te Atatū Peninsula, Auckland, New Zealand')).toBeVisible()

  await picker.search.fill('Nowhere')
  await picker.searchButton.click()
  await expect(picker.dialog.getByText('No place was found for "Nowhere".')).toBeVisible()

  await picker.search.fill('Henderson')
  await picker.search.press('Enter')
  await expect(picker.latitude).toHaveText('-36.879')
  await expect(picker.longitude).toHaveText('174.629')
  await expect(picker.dialog.getByText('12 Great North Road, Henderson, Auckland, 0612, New Zealand')).toBeVisible()
  await picker.dialog.getByRole('button', { name: 'Search around here' }).click()
  await expect(page.getByText('Searching around Henderson', { exact: true })).toBeVisible()

  // A geocoder that fails is ignored: the spot still moves, without an address.
  geocoderDown = true
  await finder.searchElsewhere.click()
  await expect(picker.latitude).toHaveText('-36.879')
  await picker.clickMap()
  await expect(picker.latitude).not.toHaveText('-36.879')
  await expect(picker.dialog.getByText('No address is known for this spot.')).toBeVisible()
  const moved = await picker.latitude.textContent()
  await page.waitForTimeout(600)
  await picker.clickMap(0.25, 0.75)
  await expect(picker.latitude).not.toHaveText(moved ?? '')
  await picker.dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(picker.dialog).toBeHidden()
})

test('calendar: the month marks public holidays and shows a booking that links to its detail', async ({ page }) => {
  await signIn(page)
  const booking = await createBooking(page)
  const calendar = new CalendarPage(page)

  await test.step('December 2026 has Christmas Day marked', async () => {
    await new ShellPage(page).menuItem('Calendar').click()
    await expect(page).toHaveURL(/#\/Calendar\/index/)
    await calendar.showMonth('December 2026', new Date() < new Date('2026-12-01T00:00:00+13:00'))
    await expect(calendar.holiday('Christmas Day')).toBeVisible()
    await expect(calendar.cell('2026-12-25').locator('.calendar-date--holiday')).toBeVisible()
  })

  await test.step('the booking day appears, in the month and in the week', async () => {
    await calendar.goto(booking.date)
    // Other specs may book the same day: a month cell shows three bookings and "+N more".
    const more = calendar.cell(booking.date).getByRole('button', { name: /^\+\d+ more$/ })
    await expect(calendar.booking(booking.bookingId).or(more).first()).toBeVisible()
    if (await more.isVisible()) {
      await more.click()
    } else {
      await expect(calendar.booking(booking.bookingId)).toContainText('08:30–15:00')
      await page.getByText('Week', { exact: true }).click()
    }
    await expect(page).toHaveURL(/view=week/)
    await expect(calendar.booking(booking.bookingId)).toBeVisible()
    await expect(calendar.booking(booking.bookingId)).toContainText(`Booking ${booking.bookingId}`)
  })

  await test.step('it links to the booking detail', async () => {
    await calendar.booking(booking.bookingId).click()
    await expect(page).toHaveURL(new RegExp(`#/bookings/detail/${booking.bookingId}$`))
  })
})

test('in Chinese: the search message, the finder and the calendar', async ({ page }) => {
  await signIn(page)
  await new ShellPage(page).switchLanguage('中文')
  const favourites = new FavouritesPage(page)

  await favourites.gotoSearch()
  await favourites.searchButton.click()
  await expect(favourites.searchMessage).toHaveText('请输入名字、姓氏或注册编号。')

  const finder = new FinderPage(page)
  await finder.goto()
  await expect(page.getByText(/^您中心 10 公里内共 \d+ 位教师$/)).toBeVisible()
  await expect(finder.markers.first()).toBeVisible()
  await finder.searchElsewhere.click()
  await expect(finder.picker.latitude).toHaveText('-36.84')
  await finder.picker.clickMap()
  await expect(finder.picker.latitude).not.toHaveText('-36.84')
  await finder.picker.dialog.getByRole('button', { name: /^取\s?消$/ }).click()

  const calendar = new CalendarPage(page)
  await calendar.goto('2026-12-25')
  await expect(calendar.title).toHaveText('2026年12月')
  await expect(calendar.holiday('Christmas Day')).toBeVisible()
  await page.getByText('周', { exact: true }).click()
  await expect(calendar.title).toHaveText('2026年12月21日 – 2026年12月27日')

  await new ShellPage(page).switchLanguage('English')
})

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the finder puts the map above the list; the calendar lists the chosen day', async ({ page }) => {
    await signIn(page)
    const finder = new FinderPage(page)
    await finder.goto()
    await expect(finder.markers.first()).toBeVisible()
    const map = await finder.map.boundingBox()
    const list = await finder.list.boundingBox()
    expect(map && list && map.y + map.height <= list.y).toBe(true)
    expect(map && map.width <= 375).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    const booking = await createBooking(page)
    const calendar = new CalendarPage(page)
    await calendar.goto('2026-12-25')
    await expect(calendar.title).toHaveText('December 2026')
    await expect(calendar.holiday('Christmas Day')).toBeVisible()
    await calendar.goto(booking.date)
    await expect(calendar.booking(booking.bookingId)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await calendar.booking(booking.bookingId).click()
    await expect(page).toHaveURL(new RegExp(`#/bookings/detail/${booking.bookingId}$`))
  })
})
