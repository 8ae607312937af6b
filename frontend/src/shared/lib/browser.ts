/**
 * The few page-level effects the request layer and the session need, behind
 * one object so that tests can observe them.
 */
export const browser = {
  reload(): void {
    window.location.reload()
  },
  /** Opens a route of the hash-routed app, e.g. `/401`. */
  openRoute(path: string): void {
    window.location.hash = `#${path}`
  },
  setTimeout(callback: () => void, delayMs: number): void {
    window.setTimeout(callback, delayMs)
  },
}
