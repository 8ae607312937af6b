import { type Download, expect, type Locator, type Page } from '@playwright/test'

/** "Export for Xero" (the portal's invoices, the console's invoice desk): a period of issue, its count and one download a file. */
export class XeroExportDialog {
  readonly dialog: Locator

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ hasText: 'Export invoices for Xero' })
  }

  /** Opens the dialog from its button. */
  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Export for Xero' }).click()
    await expect(this.dialog).toBeVisible()
  }

  /** Chooses the days of issue (YYYY-MM-DD, inclusive). */
  async choosePeriod(from: string, to: string): Promise<void> {
    const start = this.dialog.getByPlaceholder('Start date')
    const end = this.dialog.getByPlaceholder('End date')
    await start.click()
    await start.fill(from)
    await start.press('Enter')
    await end.fill(to)
    await end.press('Enter')
    await expect(start).toHaveValue(from)
    await expect(end).toHaveValue(to)
  }

  /** The count of invoices the dialog reports for the period. */
  count(count: number): Locator {
    return this.dialog.getByText(`Invoices issued in this period: ${count}.`)
  }

  /** Downloads the period's one file, or one of its files by its button ("Invoices 1–500"). */
  async download(button = 'Download the CSV file'): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.dialog.getByRole('button', { name: button }).click()])
    return download
  }

  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(this.dialog).toBeHidden()
  }
}
