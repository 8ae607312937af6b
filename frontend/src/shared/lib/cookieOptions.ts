type PageLocation = Pick<Location, 'protocol'>

/** Whether the page was served over HTTPS. */
export function servedOverHttps(location: PageLocation = window.location): boolean {
  return location.protocol === 'https:'
}

/**
 * The attributes of every cookie the web apps write: this site only, the whole
 * path, and `Secure` whenever the page was served over HTTPS, so the browser
 * never sends the cookie over plain HTTP. `extra` adds a lifetime.
 */
export function cookieOptions(
  extra: Cookies.CookieAttributes = {},
  location: PageLocation = window.location,
): Cookies.CookieAttributes {
  return {
    sameSite: 'strict',
    path: '/',
    ...(servedOverHttps(location) ? { secure: true } : {}),
    ...extra,
  }
}
