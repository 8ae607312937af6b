/** `<route title> - <platform name>`, or the platform name alone. */
export function pageTitle(routeTitle: string | undefined, platformName: string): string {
  return routeTitle ? `${routeTitle} - ${platformName}` : platformName
}
