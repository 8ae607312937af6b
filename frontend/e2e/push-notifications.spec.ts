import type { CDPSession, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { TeacherLoginPage } from './pages/teacher/TeacherLoginPage'
import { TeacherMePage } from './pages/teacher/TeacherMePage'
import { demoTeachers } from './roles'
import { type BookingDetail, bookingDetail, createBooking, openInvite, standardDraft, weekdayAhead } from './support/bookings'
import { browserKeys, decryptPush, PushService, type ReceivedPush, standInSubscription, subscriptionJson, vapidSignature } from './support/webPush'

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

interface PushState {
  enabled: boolean
  publicKey: string | null
  subscriptions: number
}

interface Pushed {
  title: string
  body: string
  opens: string
  tag: string
}

interface Notice {
  id: number
  kind: string
  title: string
  body: string
}

/** The minutes of the booking's current matching stage, from its timeline. */
function stageMinutes(detail: BookingDetail): number {
  const started = detail.timeline.filter((entry) => entry.kind === 'stage_started').at(-1)
  expect(started, 'the booking started a matching stage').toBeDefined()
  return Number(started?.data.minutes)
}

/** Waits for the `count`th push to `endpoint`; answers it. */
async function nthPush(service: PushService, endpoint: string, count: number): Promise<ReceivedPush> {
  await expect
    .poll(() => service.pushesTo(endpoint).length, { message: `push ${count} reaches the push service`, timeout: 30_000 })
    .toBe(count)
  return service.pushesTo(endpoint)[count - 1] as ReceivedPush
}

test.describe('pushes from the platform through a push service', () => {
  test.use({ signedInAs: null, viewport: { width: 375, height: 740 } })

  test('an invite reaches the push service signed and encrypted, shows in the worker, and a forgotten subscription is removed', async ({
    page,
    context,
    baseURL,
    api,
  }) => {
    test.setTimeout(150_000)
    const pushService = await PushService.start()
    try {
      const centre = api.as('centre')
      const slot = weekdayAhead(await api.now(), 2)
      const firstBooking = await createBooking(centre, standardDraft(slot))
      const invited = await openInvite(centre, firstBooking)
      const email = demoTeachers.email(invited.teacher.teacherId)
      const teacher = await api.teacher(email)

      // The browser's own subscription is the one part that stands in: headless Chromium's
      // pushManager.subscribe asks Chromium's push service (Google's FCM) for an address, which
      // no page can choose and which cannot be reached from here, and only that service could
      // then deliver to the browser. So the page's PushManager answers a subscription at the
      // test's push service with keys the test made; the test then plays the browser's part of
      // receiving: it decrypts what arrives with the browser's keys and hands it to the real
      // service worker. Everything else is real: the app's switch, the platform's outbox and
      // worker, pywebpush's encryption and VAPID signature, and the HTTP request to the push service.
      const keys = browserKeys()
      const endpoint = pushService.endpoint(`teacher-${teacher.teacherId}`)
      await page.addInitScript(standInSubscription, subscriptionJson(endpoint, keys))
      await context.grantPermissions(['notifications'], { origin: baseURL })
      const { publicKey } = await teacher.call<PushState>('teacher/push')
      expect(publicKey, 'the platform has a VAPID key').toBeTruthy()

      await test.step('the invited teacher signs in and turns Notifications on', async () => {
        const login = new TeacherLoginPage(page)
        await login.goto()
        await login.signIn(email, demoTeachers.password)
        const me = new TeacherMePage(page)
        await me.goto()
        const toggle = page.getByRole('switch', { name: 'Notifications' })
        await expect(toggle).toBeEnabled()
        await expect(toggle).not.toBeChecked()
        const subscribed = page.waitForResponse((response) => response.url().endsWith('/api/teacher/push/subscribe'))
        await toggle.click()
        expect((await subscribed).ok()).toBe(true)
        await expect(toggle).toBeChecked()
        const subscribedWith = await page.evaluate(async () => {
          const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription()
          const key = subscription?.options.applicationServerKey
          return key ? btoa(String.fromCharCode(...new Uint8Array(key))) : null
        })
        expect(subscribedWith, 'the browser subscribed with the platform’s key').toBe(
          Buffer.from(publicKey ?? '', 'base64url').toString('base64'),
        )
        expect((await teacher.call<PushState>('teacher/push')).subscriptions).toBe(1)
      })

      // The same day again: an invite books no one, so the teacher the first booking invited is as free for this one.
      const secondBooking = await createBooking(centre, standardDraft(slot))
      let detail: BookingDetail | undefined
      await expect
        .poll(
          async () => {
            detail = await bookingDetail(centre, secondBooking)
            return detail.invites.some((invite) => invite.teacher.teacherId === teacher.teacherId && invite.status === 2)
          },
          { message: `booking ${secondBooking} invites ${email} too`, timeout: 20_000 },
        )
        .toBe(true)
      const stageSeconds = stageMinutes(detail as BookingDetail) * 60

      const push = await nthPush(pushService, endpoint, 1)
      let payload: Buffer = Buffer.alloc(0)

      await test.step('the push is kept for the rest of the stage, encrypted and signed with the platform’s key', () => {
        const ttl = Number(push.headers.ttl)
        expect(ttl).toBeGreaterThan(0)
        expect(ttl).toBeLessThanOrEqual(stageSeconds)
        expect(push.headers['content-encoding']).toBe('aes128gcm')
        const vapid = vapidSignature(push.headers.authorization)
        expect(vapid.key.replace(/=+$/, '')).toBe(publicKey)
        expect(vapid.header.alg).toBe('ES256')
        expect(vapid.claims.aud).toBe(pushService.origin)
        expect(vapid.claims.sub).toMatch(/^(mailto|https):/)
        const nowSeconds = Date.now() / 1000
        expect(vapid.claims.exp).toBeGreaterThan(nowSeconds)
        expect(vapid.claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600)
        expect(vapid.verified, 'the JWT’s signature verifies with the key').toBe(true)
        payload = decryptPush(push.body, keys)
      })

      const pushed = JSON.parse(payload.toString('utf8')) as Pushed
      await test.step('the decrypted push carries the invite notice’s words', async () => {
        expect(pushed).toMatchObject({ title: 'New relief job at Kowhai Kids Centre', opens: '/invites' })
        expect(pushed.body).toMatch(/^Kowhai Kids Centre \(.+\) asks for a relief teacher from .+ at \$[\d.]+\/h\. Answer in the app\.$/)
        const notices = await teacher.call<{ list: Notice[] }>('user/notice/list', { pageSize: 20 })
        const notice = notices.list.find((item) => `notice-${item.id}` === pushed.tag)
        expect(notice, `the teacher has the notice ${pushed.tag}`).toMatchObject({
          kind: 'invite_new',
          title: pushed.title,
          body: pushed.body,
        })
      })

      await test.step('the service worker shows the decrypted push as a notification', async () => {
        const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
        const cdp = await context.newCDPSession(page)
        const id = await registrationId(cdp, scope)
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: baseURL ?? '',
          registrationId: id,
          data: payload.toString('utf8'),
        })
        await expect
          .poll(() => shownNotifications(page))
          .toEqual([{ title: pushed.title, body: pushed.body, tag: pushed.tag, url: '/teacher/#/invites' }])
      })

      await test.step('a push service that forgot the subscription has it removed', async () => {
        pushService.answer(endpoint, 410)
        await centre.call('center/job/book/cancel', { bookingId: secondBooking, reason: 'The room is closed for repairs' })
        const gone = await nthPush(pushService, endpoint, 2)
        expect(Number(gone.headers.ttl)).toBe(86_400)
        const cancelled = JSON.parse(decryptPush(gone.body, keys).toString('utf8')) as Pushed
        expect(cancelled).toMatchObject({
          title: 'Kowhai Kids Centre cancelled a booking',
          body: `Kowhai Kids Centre cancelled booking ${secondBooking}: The room is closed for repairs.`,
          opens: '/jobs',
        })
        await expect
          .poll(async () => (await teacher.call<PushState>('teacher/push')).subscriptions, {
            message: 'the subscription is removed',
            timeout: 30_000,
          })
          .toBe(0)
      })
    } finally {
      await pushService.close()
    }
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
