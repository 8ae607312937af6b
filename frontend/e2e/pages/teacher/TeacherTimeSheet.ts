import type { Locator, Page } from '@playwright/test'

/** A finished job's time sheet on its card (Jobs, Past), and the dialog that reports the times worked. */
export class TeacherTimeSheet {
  readonly panel: Locator
  readonly reportDialog: Locator

  constructor(
    private readonly page: Page,
    job: Locator,
  ) {
    this.panel = job.getByRole('group', { name: 'Time sheet' })
    this.reportDialog = page.getByRole('dialog', { name: 'Report the times you worked' })
  }

  /** Opens the report and types the end time (HH:mm); answers the dialog, the times not sent yet. */
  async reportEnd(end: string): Promise<Locator> {
    await this.panel.getByRole('button', { name: 'Report times' }).click()
    const field = this.reportDialog.getByLabel('End')
    await field.click()
    await field.fill(end)
    await field.press('Enter')
    await field.press('Tab')
    return this.reportDialog
  }

  /** Sends the report from its dialog. */
  async send(): Promise<void> {
    await this.reportDialog.getByRole('button', { name: 'Send to the centre' }).click()
  }

  /** The word that the times reached the centre. */
  sentNotice(): Locator {
    return this.page.getByText('Your times were sent to the centre.')
  }
}
