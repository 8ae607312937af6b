import type { Locator, Page } from '@playwright/test'

/** Vouchers (/Vouchers/index): the centre's vouchers, each of which can start a booking. */
export class VouchersPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/#/Vouchers/index')
  }

  /** A voucher's row, by its name (and its status, when several share the name). */
  row(name: string, status?: string): Locator {
    const row = this.page.getByRole('row').filter({ hasText: name })
    return status ? row.filter({ has: this.page.getByText(status, { exact: true }) }) : row
  }
}
