import { expect, type Locator, type Page } from '@playwright/test'

import { AdminConsole } from './AdminConsole'

/** Users › Centres in the admin console: the list, a centre's drawer and its rates form. */
export class AdminCentresPage {
  readonly console: AdminConsole
  readonly table: Locator
  readonly search: Locator
  readonly drawer: Locator
  readonly ratesTab: Locator
  readonly qualifiedRate: Locator
  readonly saveRates: Locator

  constructor(readonly page: Page) {
    this.console = new AdminConsole(page)
    this.table = page.getByRole('table', { name: 'Centres' })
    this.search = page.getByRole('textbox', { name: 'Search' })
    // The centre's drawer: titled with the centre's name and account state.
    this.drawer = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Profile & location' }) })
    this.ratesTab = this.drawer.getByRole('tab', { name: 'Rates & discounts' })
    this.qualifiedRate = this.drawer.getByRole('spinbutton', { name: 'Qualified hourly rate', exact: true })
    this.saveRates = this.drawer.getByRole('button', { name: 'Save rates' })
  }

  async goto(): Promise<void> {
    await this.console.open('users/centres')
    await expect(this.table).toBeVisible()
  }

  /** Searches the list and opens the centre's drawer. */
  async openCentre(name: string): Promise<void> {
    await this.search.fill(name)
    await this.page.getByRole('button', { name: 'Search' }).click()
    await this.table.getByRole('button', { name, exact: true }).click()
    await expect(this.drawer).toBeVisible()
  }

  /** Sets the open centre's own qualified hourly rate and saves it. */
  async setQualifiedRate(rate: string): Promise<void> {
    await this.ratesTab.click()
    await this.qualifiedRate.fill(rate)
    await this.saveRates.click()
  }

  row(text: string): Locator {
    return this.console.row(text)
  }
}
