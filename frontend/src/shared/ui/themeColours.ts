/** The theme colours offered in the settings panel; the first is the default. */
export const THEME_COLOURS = [
  { value: '#1677ff', nameKey: 'settings.colours.daybreak' },
  { value: '#13a8a8', nameKey: 'settings.colours.cyan' },
  { value: '#2f54eb', nameKey: 'settings.colours.geekblue' },
  { value: '#722ed1', nameKey: 'settings.colours.purple' },
  { value: '#eb2f96', nameKey: 'settings.colours.magenta' },
  { value: '#fa541c', nameKey: 'settings.colours.volcano' },
  { value: '#389e0d', nameKey: 'settings.colours.green' },
] as const

export const DEFAULT_THEME_COLOUR: string = THEME_COLOURS[0].value

export function isThemeColour(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)
}
