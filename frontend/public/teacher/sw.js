/*
 * The teacher app's service worker (scope /teacher/).
 *
 * It keeps the app's shell (the page, its icons and manifest, and the built
 * scripts and styles the page loaded) so the app opens from the home screen
 * even with a poor connection: a page is asked of the network first and the
 * kept shell answers only when the network cannot; the built files, named by
 * their content, are answered from the cache once kept. API calls are never
 * kept. It shows each push (a notice: title, body, the page it opens) as a
 * notification, and a tap on one opens the app on that page.
 *
 * Served with `Cache-Control: no-cache` (backend/relief/kit/webfiles.py), so
 * the browser checks for a new worker on every visit; a new one replaces the
 * old at once and drops the old shell.
 */
const SHELL_CACHE = 'relief-teacher-shell-v1'
const SCOPE = new URL(self.registration.scope).pathname
const SHELL = [SCOPE, `${SCOPE}manifest.webmanifest`, `${SCOPE}icon-192.png`, `${SCOPE}icon-512.png`]

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  )
})

async function pageFromNetwork(request) {
  const cache = await caches.open(SHELL_CACHE)
  try {
    const response = await fetch(request)
    if (response.ok) await cache.put(SCOPE, response.clone())
    return response
  } catch (error) {
    const kept = await cache.match(SCOPE)
    if (kept) return kept
    throw error
  }
}

async function builtFile(request) {
  const cache = await caches.open(SHELL_CACHE)
  const kept = await cache.match(request)
  if (kept) return kept
  const response = await fetch(request)
  if (response.ok) await cache.put(request, response.clone())
  return response
}

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate' && url.pathname.startsWith(SCOPE)) {
    event.respondWith(pageFromNetwork(request))
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(builtFile(request))
  }
})

function pushed(event) {
  try {
    return event.data ? event.data.json() : {}
  } catch {
    return { body: event.data.text() }
  }
}

self.addEventListener('push', (event) => {
  const push = pushed(event)
  const opens = typeof push.opens === 'string' && push.opens.startsWith('/') ? push.opens : '/notices'
  event.waitUntil(
    self.registration.showNotification(push.title || 'Relief', {
      body: push.body || '',
      tag: push.tag,
      icon: `${SCOPE}icon-192.png`,
      badge: `${SCOPE}icon-192.png`,
      data: { url: `${SCOPE}#${opens}` },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL((event.notification.data && event.notification.data.url) || SCOPE, self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname.startsWith(SCOPE))
      if (open) return open.navigate(target).then((client) => (client || open).focus())
      return self.clients.openWindow(target)
    }),
  )
})
