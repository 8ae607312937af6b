import { expect, type Locator, type Page } from '@playwright/test'

import { MapPickerDialog } from './MapPickerDialog'

/** Finder (/Finder/index): filters, the map and the list of teachers. */
export class FinderPage {
  readonly list: Locator
  readonly map: Locator
  readonly markers: Locator
  readonly tiles: Locator
  readonly searchElsewhere: Locator
  readonly picker: MapPickerDialog
  readonly backToCentre: Locator

  constructor(private readonly page: Page) {
    this.list = page.getByRole('list', { name: /^(Teachers found|找到的教师)$/ })
    this.map = page.getByRole('region', { name: /^(Map of the teachers found|所找到教师的地图)$/ })
    this.markers = this.map.locator('.leaflet-marker-pane .leaflet-marker-icon')
    this.tiles = this.map.locator('.leaflet-tile')
    this.searchElsewhere = page.getByRole('button', { name: /Search around another place|在其他地点附近查找/ })
    this.picker = new MapPickerDialog(page, /^(Search around another place|在其他地点附近查找)$/)
    this.backToCentre = page.getByRole('button', { name: /Back to my centre|回到我的中心/ })
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/Finder/index')
    await expect(this.list).toBeVisible()
  }

  teacher(name: string): Locator {
    return this.list.getByRole('listitem', { name })
  }
}
