import { expect, type Locator, type Page } from '@playwright/test'

import { AdminConsole } from './AdminConsole'

export interface IssuedVoucher {
  centre: string
  name: string
  conditions: string
  /** Dollars, as typed: `50`. */
  value: string
  covers: 'All teachers' | 'Qualified teachers' | 'Unqualified teachers'
  validDays: number
}

/** Money › Vouchers in the admin console: the list of every voucher, its filters, Issue vouchers and Expire early. */
export class AdminVouchersPage {
  readonly console: AdminConsole
  readonly table: Locator
  readonly filters: Locator

  constructor(readonly page: Page) {
    this.console = new AdminConsole(page)
    this.table = page.getByRole('table', { name: 'Vouchers of every centre' })
    this.filters = page.getByRole('form', { name: 'Filters' })
  }

  async goto(): Promise<void> {
    await this.console.open('money/vouchers')
    await expect(this.table).toBeVisible()
  }

  row(name: string): Locator {
    return this.table.getByRole('row').filter({ hasText: name })
  }

  /** Issues one voucher to a centre chosen by searching its name, and waits for the console to say so. */
  async issue(voucher: IssuedVoucher): Promise<void> {
    await this.page.getByRole('button', { name: 'Issue vouchers' }).click()
    const dialog = this.console.dialog('Issue vouchers')
    await expect(dialog).toBeVisible()
    const centres = dialog.getByRole('combobox', { name: 'Centres to issue to' })
    await centres.fill(voucher.centre)
    await this.page.locator('.ant-select-item-option').filter({ hasText: voucher.centre }).first().click()
    await expect(dialog.locator('.ant-select-selection-item').filter({ hasText: voucher.centre })).toBeVisible()
    await dialog.getByLabel('Name', { exact: true }).fill(voucher.name)
    await dialog.getByLabel('Conditions', { exact: true }).fill(voucher.conditions)
    await dialog.getByLabel('Value', { exact: true }).fill(voucher.value)
    await dialog.getByText(voucher.covers, { exact: true }).click()
    await dialog.getByLabel('Days', { exact: true }).fill(String(voucher.validDays))
    await dialog.getByRole('button', { name: 'Issue', exact: true }).click()
    await expect(this.page.getByText('The voucher was issued; the centre is told.')).toBeVisible()
    await expect(dialog).toBeHidden()
  }

  /** Shows only the vouchers of these statuses (the admin labels), by the filter form. */
  async showStatuses(...statuses: ('Active' | 'Processing' | 'Using' | 'Used' | 'Expired')[]): Promise<void> {
    const select = this.filters.getByRole('combobox', { name: 'Status' })
    for (const status of statuses) {
      await select.click()
      await this.page.locator('.ant-select-item-option').filter({ hasText: status }).click()
    }
    await this.filters.getByRole('button', { name: 'Search' }).click()
  }
}
