import type { CDPSession, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { TeacherMePage } from './pages/teacher/TeacherMePage'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

interface Shown {
  title: string
  body: string
  tag: string
  url: string
}

/** The notifications the teacher app's service worker is showing, read in the page. */
async function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const shown = await registration.getNotifications()
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }))
  })
}

/** The id Chromium's DevTools give the service worker registration of `scope`. */
async function registrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === scope && !registration.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

/** The width and height a PNG's header gives. */
function pngSize(data: Buffer): [number, number] {
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [data.readUInt32BE(16), data.readUInt32BE(20)]
}

test.describe('the teacher app as an installed app', () => {
  test.use({ signedInAs: 'teacher', viewport: { width: 375, height: 740 } })

  test('its manifest and icons are served and describe an installable app', async ({ page, request }) => {
    await page.goto('/teacher/')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/teacher/manifest.webmanifest')

    const response = await request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    expect(response.headers()['cache-control']).toBe('no-cache')
    const manifest = (await response.json()) as {
      name: string
      short_name: string
      start_url: string
      scope: string
      display: string
      icons: { src: string; sizes: string; type: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({ name: 'Relief for teachers', start_url: '/teacher/', scope: '/teacher/', display: 'standalone' })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src)
      expect(image.status(), icon.src).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
      const [width, height] = pngSize(await image.body())
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
    const touchIcon = await request.get('/teacher/apple-touch-icon.png')
    expect(pngSize(await touchIcon.body())).toEqual([180, 180])

    // The worker is asked for again on every visit, never kept as a built file is.
    const worker = await request.get('/teacher/sw.js')
    expect(worker.status()).toBe(200)
    expect(worker.headers()['content-type']).toContain('text/javascript')
    expect(worker.headers()['cache-control']).toBe('no-cache')
  })

  test('the service worker keeps the shell and shows a pushed notice, with the page it opens', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL })
    await page.goto('/teacher/#/me')
    const me = new TeacherMePage(page)
    await expect(me.shell.heading('Me')).toBeVisible()
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(scope).toBe(`${baseURL}/teacher/`)

    await test.step('the app shell is kept', async () => {
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).length > 0 && (await caches.match('/teacher/')) !== undefined))
        .toBe(true)
    })

    await test.step('Notifications are offered under Me', async () => {
      const toggle = page.getByRole('switch', { name: 'Notifications' })
      await expect(toggle).toBeEnabled()
      await expect(page.getByText(/New invites, confirmed and cancelled jobs/)).toBeVisible()
      await expect(page.getByText('Add to Home Screen', { exact: false })).toHaveCount(0)
    })

    await test.step('a push is shown as a notification with the notice’s words', async () => {
      const cdp = await context.newCDPSession(page)
      const id = await registrationId(cdp, scope)
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL ?? '',
        registrationId: id,
        data: JSON.stringify({
          title: 'New invite from Kowhai Kids Centre',
          body: 'Henderson, Tuesday 8:30, $32.50 an hour.',
          opens: '/invites',
          tag: 'notice-41',
        }),
      })
      await expect.poll(() => shownNotifications(page)).toEqual([
        {
          title: 'New invite from Kowhai Kids Centre',
          body: 'Henderson, Tuesday 8:30, $32.50 an hour.',
          tag: 'notice-41',
          url: '/teacher/#/invites',
        },
      ])
    })
  })
})

test.describe('on an iPhone in Safari', () => {
  test.use({ signedInAs: 'teacher', viewport: { width: 390, height: 844 }, userAgent: IPHONE })

  test('Me explains adding the app to the home screen for notifications', async ({ page }) => {
    await page.goto('/teacher/#/me')
    const me = new TeacherMePage(page)
    await expect(me.shell.heading('Me')).toBeVisible()
    await expect(page.getByText('On iPhone and iPad, notifications come to the app on your home screen')).toBeVisible()
    await expect(page.getByText('Choose Add to Home Screen, then Add.')).toBeVisible()
  })
})
