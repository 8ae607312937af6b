import { expect, type Download, type Locator, type Page } from '@playwright/test'

import { AdminConsole } from './AdminConsole'

/** The booking desk in the admin console: its three lists, their filters and the job records' export. */
export class AdminBookingsPage {
  readonly console: AdminConsole
  readonly jobRecords: Locator
  readonly exportDialog: Locator

  constructor(readonly page: Page) {
    this.console = new AdminConsole(page)
    this.jobRecords = page.getByRole('table', { name: 'Job records' })
    this.exportDialog = page.getByRole('dialog', { name: 'Export to Excel' })
  }

  async openJobRecords(): Promise<void> {
    await this.console.open('bookings')
    await this.page.getByRole('tab', { name: 'Job records' }).click()
    await expect(this.jobRecords).toBeVisible()
  }

  /** Filters the shown list by its keyword (centre, teacher or notes). */
  async search(keyword: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Keyword' }).fill(keyword)
    await this.page.getByRole('button', { name: /Search$/ }).click()
  }

  jobRecord(text: string): Locator {
    return this.jobRecords.getByRole('row').filter({ hasText: text })
  }

  /** Exports the filtered job records and downloads the spreadsheet once it is ready. */
  async exportJobRecords(): Promise<Download> {
    await this.page.getByRole('button', { name: 'Export to Excel' }).click()
    await expect(this.exportDialog.getByText('The spreadsheet is ready.')).toBeVisible({ timeout: 30_000 })
    const download = this.page.waitForEvent('download')
    await this.exportDialog.getByRole('button', { name: 'Download' }).click()
    return download
  }
}
