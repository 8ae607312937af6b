/**
 * The window width the tests' `matchMedia` answers for, so that Ant Design's
 * breakpoints (Grid.useBreakpoint, responsive columns) see a desktop by
 * default and a phone when a test asks for one. Set it before rendering.
 */
let width = 1280

export function setScreenWidth(next: number): void {
  width = next
}

export function resetScreenWidth(): void {
  width = 1280
}

/** Whether a media query of min-width and max-width conditions holds at the width set. */
export function queryMatches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)]
  if (conditions.length === 0) return false
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
}
