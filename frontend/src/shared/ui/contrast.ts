/**
 * WCAG 2 contrast, for the theme's colours: text must stand out from its
 * background by 4.5:1 (WCAG 2.1 AA, success criterion 1.4.3).
 */
export const TEXT_CONTRAST = 4.5

/**
 * What a theme colour needs on white so that its words also keep 4.5:1 on its
 * own pale tint (the background behind a tag's or an alert's words, 8% of
 * the colour in white).
 */
export const THEME_CONTRAST = 5.2

function channel(value: number): number {
  const share = value / 255
  return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

function toHex([red, green, blue]: [number, number, number]): string {
  return `#${[red, green, blue].map((part) => part.toString(16).padStart(2, '0')).join('')}`
}

/** The relative luminance of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [red, green, blue] = rgb(hex)
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
}

/** How far apart two `#rrggbb` colours are, 1 (the same) to 21 (black on white). */
export function contrast(first: string, second: string): number {
  const [one, other] = [luminance(first), luminance(second)]
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05)
}

/**
 * The colour, darkened just enough (toward black, keeping its hue) that white
 * text on it, and it as text on white, reach `target` (the theme's 5.2:1
 * unless told); a colour that already does comes back as it is. The theme's
 * colours carry words both ways: white on a primary button, red words on a
 * white page or on a pale red tag.
 */
export function readableOnWhite(hex: string, target: number = THEME_CONTRAST): string {
  const colour = hex.toLowerCase()
  if (contrast(colour, '#ffffff') >= target) return colour
  const [red, green, blue] = rgb(colour)
  for (let kept = 0.99; kept > 0; kept -= 0.01) {
    const darker = toHex([Math.round(red * kept), Math.round(green * kept), Math.round(blue * kept)])
    if (contrast(darker, '#ffffff') >= target) return darker
  }
  return '#000000'
}

/** The colour mixed into white, `share` of it (0 to 1): its pale tints. */
export function tint(hex: string, share: number): string {
  const parts = rgb(hex.toLowerCase())
  return toHex(parts.map((part) => Math.round(255 - (255 - part) * share)) as [number, number, number])
}
