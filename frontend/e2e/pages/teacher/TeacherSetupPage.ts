import type { Locator, Page } from '@playwright/test'

import { openDatePicker, pickDay } from '../controls'
import { TeacherShell } from './TeacherShell'

/**
 * The documents steps after sign-up (/teacher/#/setup and /setup/:item): the
 * checklist with its progress, and one step per document, each uploaded,
 * skipped or left for later.
 */
export class TeacherSetupPage {
  readonly shell: TeacherShell
  readonly heading: Locator
  readonly uploadAndContinue: Locator

  constructor(private readonly page: Page) {
    this.shell = new TeacherShell(page)
    this.heading = this.shell.heading('Finish your profile')
    this.uploadAndContinue = page.getByRole('button', { name: 'Upload and continue' })
  }

  /** The checklist's progress ("2 of 8 done"). */
  progress(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text })
  }

  /** A step's counter ("Step 1 of 8"). */
  step(counter: string): Locator {
    return this.page.getByText(counter, { exact: true })
  }

  async startFirst(): Promise<void> {
    await this.page.getByRole('button', { name: 'Start with the first document' }).click()
  }

  /** Chooses the step's file (the sheet's file input). */
  async chooseFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer })
  }

  /** A certificate's dates: issued today, expiring a year on (the `day`th day of that month). */
  async issuedTodayExpiringNextYear(day: number): Promise<void> {
    await (await openDatePicker(this.page, 'Issued on')).locator('td.ant-picker-cell-today').click()
    await (await openDatePicker(this.page, 'Expires on')).locator('.ant-picker-header-super-next-btn').click()
    await pickDay(this.page, day)
  }

  async skip(): Promise<void> {
    await this.page.getByRole('button', { name: 'Skip for now' }).click()
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click()
  }

  async finishLater(): Promise<void> {
    await this.page.getByRole('button', { name: 'Finish later' }).click()
  }
}
