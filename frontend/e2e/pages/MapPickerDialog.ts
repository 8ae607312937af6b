import { expect, type Locator, type Page } from '@playwright/test'

/** The map picker dialog (spec section 2, "Dialogs: Map picker"). */
export class MapPickerDialog {
  readonly dialog: Locator
  readonly latitude: Locator
  readonly longitude: Locator
  readonly map: Locator
  readonly search: Locator
  readonly searchButton: Locator

  constructor(page: Page, title: string | RegExp) {
    this.dialog = page.getByRole('dialog', { name: title })
    this.latitude = this.dialog.getByRole('status', { name: /^(Latitude|纬度)$/ })
    this.longitude = this.dialog.getByRole('status', { name: /^(Longitude|经度)$/ })
    this.map = this.dialog.getByRole('region', { name: /^(Map for choosing a place|选择地点的地图)$/ })
    this.search = this.dialog.getByRole('textbox', { name: /^(Search for a place|搜索地点)$/ })
    this.searchButton = this.dialog.getByRole('button', { name: /^(search )?(Search|搜索)$/ })
  }

  /** Clicks the map at a share of its width and height (away from the pin in the middle and the controls). */
  async clickMap(x = 0.78, y = 0.35): Promise<void> {
    const box = await this.map.boundingBox()
    expect(box, 'the map has a size').not.toBeNull()
    if (!box) return
    await this.map.click({ position: { x: box.width * x, y: box.height * y } })
  }
}
