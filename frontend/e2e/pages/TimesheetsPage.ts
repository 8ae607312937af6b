import { expect, type Locator, type Page } from '@playwright/test'

import { chooseOption } from './controls'

/** Billing › Timesheet (/Billing/Timesheet): time sheets to confirm and confirmed, and the confirm dialog. */
export class TimesheetsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/#/Billing/Timesheet')
  }

  async showTab(tab: 'To confirm' | 'Confirmed'): Promise<void> {
    await this.page.getByRole('tab', { name: tab }).click()
  }

  /** A booking's row in a tab. */
  row(tab: 'To confirm' | 'Confirmed', bookingId: number): Locator {
    return this.page
      .getByRole('tabpanel', { name: tab })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: `#${bookingId}`, exact: true }) })
  }

  /** Opens the confirmation of a teacher's time sheet on a date (YYYY-MM-DD). */
  async openConfirmation(teacher: string, date: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Confirm the time sheet of ${teacher} on ${date}` }).click()
    const dialog = this.page.getByRole('dialog', { name: `Time sheet: ${teacher}` })
    await expect(dialog).toBeVisible()
    return dialog
  }

  /** Types the adjusted start and end times (HH:mm) into the dialog. */
  async adjustTimes(dialog: Locator, start: string, end: string, breakMinutes: number): Promise<void> {
    await dialog.getByRole('button', { name: 'Adjust' }).click()
    for (const [label, value] of [
      ['Start time', start],
      ['End time', end],
    ] as const) {
      const input = dialog.getByLabel(label)
      await input.click()
      await input.fill(value)
      await input.press('Enter')
      await input.press('Tab')
    }
    await dialog.getByLabel('Break').fill(String(breakMinutes))
    await dialog.getByLabel('Break').press('Tab')
  }

  async chooseReason(dialog: Locator, reason: string): Promise<void> {
    await chooseOption(this.page, dialog.getByLabel('Reason'), new RegExp(`^${reason}$`))
  }
}
