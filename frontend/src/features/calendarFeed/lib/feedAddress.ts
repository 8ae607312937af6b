/**
 * The addresses a calendar feed is offered at: the feed itself (what a
 * calendar app subscribes to), its webcal: form (which Apple Calendar and
 * Outlook open as a subscription) and the pages of Google Calendar and
 * Outlook on the web that add a calendar from an address.
 */

/** The feed's full address on the platform the app is served from. */
export function feedUrl(path: string, origin: string): string {
  return new URL(path, origin).href
}

/** The same address as webcal: (a subscription rather than a download). */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:')
}

/** Google Calendar's page that subscribes to an address. */
export function googleCalendarUrl(url: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(url))}`
}

/** Outlook on the web's page that subscribes to an address, under a name. */
export function outlookCalendarUrl(url: string, name: string): string {
  return `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent(name)}`
}
