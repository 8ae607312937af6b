import type { Locator, Page } from '@playwright/test'

export class DashboardPage {
  readonly teachersNearby: Locator
  readonly holidays: Locator
  /** "Today is …" under the greeting. */
  readonly today: Locator
  /** The popup that offers a new centre its signup voucher (shown once, docs/rules.md). */
  readonly voucherPopup: Locator

  constructor(private readonly page: Page) {
    this.teachersNearby = page.getByText('Teachers nearby', { exact: true })
    this.holidays = page.getByRole('list', { name: 'Upcoming public holidays' })
    this.today = page.getByText(/^Today is /)
    this.voucherPopup = page.getByRole('dialog').filter({ hasText: 'Welcome! Here is your voucher' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/dashboard')
  }

  welcome(centreName: string): Locator {
    return this.page.getByRole('heading', { name: `Kia ora, ${centreName}` })
  }
}
