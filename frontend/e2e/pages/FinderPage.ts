import { expect, type Locator, type Page } from '@playwright/test'

import { chooseOption } from './controls'
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

  /** Widens or narrows the search to `km` (the Radius select). */
  async chooseRadius(km: number): Promise<void> {
    await chooseOption(this.page, this.page.getByLabel('Radius'), new RegExp(`^${km} km$`))
  }

  /** The count line above the list: "Teachers within 10 km of your centre: 12". */
  countLine(km: number | null = null): Locator {
    return this.page.getByText(new RegExp(`^Teachers within ${km ?? '\\d+'} km of your centre: \\d+$`))
  }

  /** How many teachers the count line reports. */
  async count(): Promise<number> {
    return Number((await this.countLine().textContent())?.split(': ')[1])
  }

  /** The teacher profile drawer opened from the list. */
  get profile(): Locator {
    return this.page.getByRole('dialog', { name: /^(Teacher profile|教师资料)$/ })
  }

  teacher(name: string): Locator {
    return this.list.getByRole('listitem', { name })
  }
}
