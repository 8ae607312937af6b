import { config } from '../config'

/** Width of the design the mobile layout scales from. */
export const DESIGN_WIDTH = 750
export const MAX_FONT_FACTOR = 2
/** The root font size of the desktop layout, in px. */
export const BASE_FONT_PX = 14
/** Text never shrinks below this on a narrow phone. */
export const MIN_FONT_PX = 12

export function isMobileWidth(width: number): boolean {
  return width < config.layout.mobileBreakpoint
}

/** The spec's scale: window width relative to 750, capped at a factor of 2. */
export function fontScaleFactor(width: number): number {
  return Math.min(Math.max(width, 0) / DESIGN_WIDTH, MAX_FONT_FACTOR)
}

/**
 * The root (rem) font size for a window width.
 *
 * The scale is applied only in mobile mode (below 992px): the desktop keeps
 * the normal 14px base, because scaling a wide window by up to 2x would blow
 * the whole console up. In mobile mode the size is also kept at or above
 * 12px so that text stays readable on a 375px phone (where the bare factor
 * would give 7px). Ant Design's components are sized in px and keep their
 * own sizes; the scale reaches the portal's own rem-based text.
 */
export function rootFontSizePx(width: number): number {
  if (!isMobileWidth(width)) return BASE_FONT_PX
  return Math.max(MIN_FONT_PX, Math.round(BASE_FONT_PX * fontScaleFactor(width) * 10) / 10)
}
