import { expect, test } from './fixtures'
import { CalendarPage } from './pages/CalendarPage'
import { FavouritesPage } from './pages/FavouritesPage'
import { FinderPage } from './pages/FinderPage'
import { ShellPage } from './pages/ShellPage'
import type { Api, Session } from './support/api'
import { createBooking, standardDraft, weekdayAhead } from './support/bookings'

interface FinderTeacher {
  teacherId: number
  firstName: string
  lastName: string
  isFavourite: boolean
}

/** A demo teacher near the centre who is not a favourite. */
async function teacherToFavourite(centre: Session): Promise<FinderTeacher> {
  const found = await centre.call<{ list: FinderTeacher[] }>('center/finder/list', { radiusKm: 50, pageSize: 100 })
  const teacher = [...found.list].reverse().find((candidate) => !candidate.isFavourite)
  expect(teacher, 'a teacher who is not a favourite').toBeDefined()
  return teacher as FinderTeacher
}

/** A Standard Booking through the API on a weekday at least three days ahead. */
async function bookAhead(api: Api): Promise<{ bookingId: number; date: string }> {
  const slot = weekdayAhead(await api.now(), 3)
  return { bookingId: await createBooking(api.as('centre'), standardDraft(slot)), date: slot.date }
}

test('favourites: the search needs a name or number, a teacher is added, profiled and removed', async ({ page, api }) => {
  await new ShellPage(page).goto()
  const favourites = new FavouritesPage(page)
  const teacher = await teacherToFavourite(api.as('centre'))
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
  const finder = new FinderPage(page)
  await finder.goto()

  await test.step('the list and the markers', async () => {
    await expect(finder.list.getByRole('listitem').first()).toBeVisible()
    await expect(finder.markers.first()).toBeVisible()
    expect(await finder.markers.count()).toBeGreaterThan(0)
    // The browser tests run with MAP_TILE_URL empty: a plain map, no tile requests.
    await expect(finder.tiles).toHaveCount(0)
    await expect(finder.countLine(10)).toBeVisible()
  })

  await test.step('a wider radius finds at least as many', async () => {
    const near = await finder.count()
    await finder.chooseRadius(50)
    await expect(page).toHaveURL(/radius=50/)
    await expect(finder.countLine(50)).toBeVisible()
    expect(await finder.count()).toBeGreaterThanOrEqual(near)
  })

  await test.step('a marker names its teachers; the list opens a profile and offers Book', async () => {
    await finder.markers.first().click()
    await expect(finder.map.locator('.leaflet-popup')).toBeVisible()
    const first = finder.list.getByRole('listitem').first()
    await expect(first.getByRole('link', { name: 'Book' })).toHaveAttribute('href', /^#\/Create-Job\/Standard( |%20)Booking$/)
    await first.getByRole('button', { name: 'Profile' }).click()
    await expect(finder.profile.getByText('Reliability', { exact: true })).toBeVisible()
    await finder.profile.getByRole('button', { name: 'Close' }).click()
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
    await picker.searchHereButton.click()
    await expect(picker.dialog).toBeHidden()
    await expect(page.getByText(/^Searching around -36\.\d+, 174\.\d+$/)).toBeVisible()
    await expect(page).toHaveURL(/lat=-36\.\d+&lon=174\.\d+/)
    await finder.backToCentre.click()
    await expect(finder.countLine(50)).toBeVisible()
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
  await picker.searchHereButton.click()
  await expect(page.getByText('Searching around Henderson', { exact: true })).toBeVisible()

  // A geocoder that fails is ignored: the spot still moves, without an address.
  geocoderDown = true
  await finder.searchElsewhere.click()
  await expect(picker.latitude).toHaveText('-36.879')
  await picker.clickMap()
  await expect(picker.latitude).not.toHaveText('-36.879')
  await expect(picker.dialog.getByText('No address is known for this spot.')).toBeVisible()
  await picker.moveSpot(0.25, 0.75)
  await picker.cancelButton.click()
  await expect(picker.dialog).toBeHidden()
})

test('calendar: the month marks public holidays and shows a booking that links to its detail', async ({ page, api }) => {
  const booking = await bookAhead(api)
  await new ShellPage(page).goto()
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
    await expect(calendar.booking(booking.bookingId)).toContainText('08:30–15:00')
    await calendar.showWeek()
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
  await new ShellPage(page).goto()
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
  await finder.picker.moveSpot()
  await finder.picker.cancelButton.click()

  const calendar = new CalendarPage(page)
  await calendar.goto('2026-12-25')
  await expect(calendar.title).toHaveText('2026年12月')
  await expect(calendar.holiday('Christmas Day')).toBeVisible()
  await calendar.showWeek()
  await expect(calendar.title).toHaveText('2026年12月21日 – 2026年12月27日')

  await new ShellPage(page).switchLanguage('English')
})

test.describe('on a 375px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the finder puts the map above the list; the calendar lists the chosen day', async ({ page, api }) => {
    const finder = new FinderPage(page)
    await finder.goto()
    await expect(finder.markers.first()).toBeVisible()
    const map = await finder.map.boundingBox()
    const list = await finder.list.boundingBox()
    expect(map && list && map.y + map.height <= list.y).toBe(true)
    expect(map && map.width <= 375).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

    const booking = await bookAhead(api)
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
