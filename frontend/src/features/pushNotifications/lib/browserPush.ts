/**
 * This browser's side of notifications: the teacher app's service worker,
 * whether the browser can take pushes, and its push subscription.
 */

/** Where the service worker is served: the teacher app's own folder, which is its scope. */
export const SERVICE_WORKER_URL = '/teacher/sw.js'
export const SERVICE_WORKER_SCOPE = '/teacher/'

/** Registers the teacher app's service worker (the app shell kept for poor connections, and pushes). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch(() => {
    // Without a worker the app works as a page: no kept shell and no notifications.
  })
}

/** Whether this browser can show pushed notifications at all. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** An iPhone or iPad (iPadOS reports a Mac with a touch screen). */
export function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)
}

/** Whether the app runs from the home screen (installed) rather than in a browser tab. */
export function isInstalled(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return standalone || window.matchMedia('(display-mode: standalone)').matches
}

/**
 * Whether to explain adding the app to the home screen: on iOS, Safari lets
 * a web app receive notifications only once it is installed that way.
 */
export function needsInstallForPush(): boolean {
  return isIos() && !isInstalled()
}

/** The key as `PushManager.subscribe` takes it: the bytes of a base64url text. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i)
  return bytes
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE)
  if (found) return navigator.serviceWorker.ready
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
  return navigator.serviceWorker.ready
}

/** This browser's push subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null
  const found = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE)
  return found ? found.pushManager.getSubscription() : null
}

/** Why turning notifications on did not work in this browser. */
export class PushRefused extends Error {
  constructor(readonly reason: 'denied' | 'failed') {
    super(reason)
  }
}

/** Asks the teacher's permission and subscribes this browser with the platform's key. */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushRefused('denied')
  try {
    const worker = await registration()
    const subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
    return subscription.toJSON()
  } catch {
    throw new PushRefused('failed')
  }
}

/** Ends this browser's subscription; answers its address (to forget on the server), if it had one. */
export async function unsubscribeBrowser(): Promise<string | null> {
  const subscription = await currentSubscription()
  if (!subscription) return null
  const endpoint = subscription.endpoint
  await subscription.unsubscribe()
  return endpoint
}
