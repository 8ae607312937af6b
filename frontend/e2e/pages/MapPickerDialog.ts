import { expect, type Locator, type Page } from '@playwright/test'

/** The map picker dialog (spec section 2, "Dialogs: Map picker"). */
export class MapPickerDialog {
  readonly dialog: Locator
  readonly latitude: Locator
  readonly longitude: Locator
  readonly map: Locator
  readonly search: Locator
  readonly searchButton: Locator
  readonly cancelButton: Locator
  /** The sign-up's and the profile's choice of the spot. */
  readonly useButton: Locator
  /** The finder's choice of the spot to search around. */
  readonly searchHereButton: Locator

  constructor(page: Page, title: string | RegExp) {
    this.dialog = page.getByRole('dialog', { name: title })
    this.latitude = this.dialog.getByRole('status', { name: /^(Latitude|纬度)$/ })
    this.longitude = this.dialog.getByRole('status', { name: /^(Longitude|经度)$/ })
    this.map = this.dialog.getByRole('region', { name: /^(Map for choosing a place|选择地点的地图)$/ })
    this.search = this.dialog.getByRole('textbox', { name: /^(Search for a place|搜索地点)$/ })
    this.searchButton = this.dialog.getByRole('button', { name: /^(search )?(Search|搜索)$/ })
    // Ant Design spaces out a two-character Chinese button label.
    this.cancelButton = this.dialog.getByRole('button', { name: /^(Cancel|取\s?消)$/ })
    this.useButton = this.dialog.getByRole('button', { name: 'Use this place' })
    this.searchHereButton = this.dialog.getByRole('button', { name: 'Search around here' })
  }

  /** The place's name under the map (or why there is none). */
  address(text: string): Locator {
    return this.dialog.getByText(text)
  }

  /** Clicks the map at a share of its width and height (away from the pin in the middle and the controls). */
  async clickMap(x = 0.78, y = 0.35): Promise<void> {
    const box = await this.map.boundingBox()
    expect(box, 'the map has a size').not.toBeNull()
    if (!box) return
    await this.map.click({ position: { x: box.width * x, y: box.height * y } })
  }

  /**
   * Clicks the map until the spot moves: the picker takes one click per
   * 500 ms and drops the others (spec section 9).
   */
  async moveSpot(x = 0.78, y = 0.35): Promise<void> {
    const before = (await this.latitude.textContent()) ?? ''
    await expect(async () => {
      await this.clickMap(x, y)
      await expect(this.latitude).not.toHaveText(before, { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
  }

  /**
   * The map's zoom level, or null while a zoom is under way: Leaflet keeps a
   * proxy element scaled by 2^(zoom - 1) and marks its pane while it animates.
   */
  zoomLevel(): Promise<number | null> {
    return this.dialog.evaluate((dialog) => {
      const pane = dialog.querySelector('.leaflet-map-pane')
      const proxy = dialog.querySelector<HTMLElement>('.leaflet-proxy')
      if (!pane || !proxy || pane.classList.contains('leaflet-zoom-anim')) return null
      const scale = Number(/scale\(([\d.e+]+)\)/.exec(proxy.style.transform)?.[1])
      return Number.isFinite(scale) ? Math.round(Math.log2(scale)) + 1 : null
    })
  }

  /** Zooms out step by step to `level`, each step once the one before has finished. */
  async zoomOutTo(level: number): Promise<void> {
    const zoomOut = this.dialog.getByRole('button', { name: /^(Zoom out|缩小)$/ })
    await expect.poll(() => this.zoomLevel()).not.toBeNull()
    for (let zoom = (await this.zoomLevel()) ?? level; zoom > level; zoom -= 1) {
      await zoomOut.click()
      await expect.poll(() => this.zoomLevel()).toBe(zoom - 1)
    }
  }
}
