import { expect, type Locator, type Page } from '@playwright/test'

/** Billing › Invoice (/Billing/Invoice): the invoices, their status filter and the detail drawer. */
export class InvoicesPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/#/Billing/Invoice')
  }

  /** An invoice's row, by its number. */
  row(number: string): Locator {
    return this.page.getByRole('row').filter({ hasText: number })
  }

  /** Shows only the invoices of a status (Paid, Unpaid...). */
  async filter(status: string): Promise<void> {
    await this.page.getByText(status, { exact: true }).first().click()
  }

  /** Opens an invoice's detail drawer. */
  async view(number: string): Promise<Locator> {
    await this.row(number).getByRole('button', { name: 'View' }).click()
    const drawer = this.page.getByRole('dialog').filter({ hasText: `Invoice ${number}` })
    await expect(drawer).toBeVisible()
    return drawer
  }
}
