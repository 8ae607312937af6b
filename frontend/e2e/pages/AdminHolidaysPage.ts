import { expect, type Locator, type Page } from '@playwright/test'

import { AdminConsole } from './AdminConsole'

/** Operations › Holidays in the admin console: a year's holidays, removed one by one or loaded for the year. */
export class AdminHolidaysPage {
  readonly console: AdminConsole
  readonly heading: Locator
  readonly year: Locator
  readonly table: Locator

  constructor(readonly page: Page) {
    this.console = new AdminConsole(page)
    this.heading = page.getByText('Public holidays', { exact: true })
    this.year = page.getByRole('combobox', { name: 'Year' })
    this.table = page.getByRole('table', { name: /^Public holidays of \d{4}$/ })
  }

  /** Opens the page from the side menu: Operations, then Holidays. */
  async openFromMenu(): Promise<void> {
    await this.console.sideMenu.getByText('Operations', { exact: true }).click()
    await this.console.sideMenu.getByText('Holidays', { exact: true }).click()
    await expect(this.heading).toBeVisible()
  }

  async pickYear(year: number): Promise<void> {
    await this.year.click()
    await this.page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${year}$`) }).click()
    await expect(this.page.getByRole('table', { name: `Public holidays of ${year}` })).toBeVisible()
  }

  /** The row of a holiday by its date (YYYY-MM-DD) and name. */
  row(date: string, name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: date }).filter({ hasText: name })
  }

  async remove(date: string, name: string): Promise<void> {
    await this.row(date, name).getByRole('button', { name: 'Remove' }).click()
    await this.page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click()
    await expect(this.page.getByText(`${name} removed.`)).toBeVisible()
    await expect(this.row(date, name)).toHaveCount(0)
  }

  /** Loads New Zealand's holidays for the year shown; answers the confirmation it gives. */
  async load(year: number): Promise<Locator> {
    await this.page.getByRole('button', { name: `Load New Zealand holidays for ${year}` }).click()
    const done = this.page.getByText(new RegExp(`^${year}: \\d+ holidays added, \\d+ already there\\.$`))
    await expect(done).toBeVisible()
    return done
  }
}
