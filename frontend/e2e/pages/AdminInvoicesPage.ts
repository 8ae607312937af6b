import { expect, type Locator, type Page } from '@playwright/test'

import { AdminConsole } from './AdminConsole'

/** Money › Invoices in the admin console: status tabs, the list, the detail drawer and Mark paid. */
export class AdminInvoicesPage {
  readonly console: AdminConsole
  readonly table: Locator
  readonly totals: Locator

  constructor(readonly page: Page) {
    this.console = new AdminConsole(page)
    this.table = page.getByRole('table', { name: 'Invoices of every centre' })
    this.totals = page.getByRole('region', { name: 'Totals of the invoices shown' })
  }

  async goto(): Promise<void> {
    await this.console.open('money/invoices')
    await expect(this.table).toBeVisible()
  }

  /** Shows the invoices of a status tab: All, Unpaid, Overdue or Paid. */
  async showTab(name: 'All' | 'Unpaid' | 'Overdue' | 'Paid'): Promise<void> {
    const tab = this.page.getByRole('tab', { name, exact: true })
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(this.table).toBeVisible()
  }

  row(number: string): Locator {
    return this.table.getByRole('row').filter({ hasText: number })
  }

  /** Marks the invoice paid from its row, on `day` (YYYY-MM-DD) chosen in the date picker. */
  async markPaid(number: string, day: string): Promise<void> {
    await this.row(number).getByRole('button', { name: 'Mark paid' }).click()
    const dialog = this.console.dialog(`Mark ${number} paid`)
    const date = dialog.getByLabel('Payment date')
    await date.click()
    await date.fill(day)
    // Leaving the field keeps the day typed and closes its calendar (Enter would send the form at once).
    await date.press('Tab')
    await expect(date).toHaveValue(day)
    await dialog.getByRole('button', { name: 'Mark paid' }).click()
    await expect(this.page.getByText(`${number} is marked paid; the centre is notified.`)).toBeVisible()
    await expect(dialog).toBeHidden()
  }

  /** Opens the invoice's detail drawer from its number. */
  async open(number: string): Promise<Locator> {
    await this.row(number).getByRole('button', { name: number }).click()
    const drawer = this.page.getByRole('dialog').filter({ hasText: `Invoice ${number}` })
    await expect(drawer).toBeVisible()
    return drawer
  }
}
