import { expect, type Locator, type Page } from '@playwright/test'

import { demoCentre } from '../../roles'
import { TeacherShell } from './TeacherShell'
import { TeacherTimeSheet } from './TeacherTimeSheet'

/** Jobs (/teacher/#/jobs): upcoming and past booked days, leave, and a finished day's time sheet. */
export class TeacherJobsPage {
  readonly shell: TeacherShell
  readonly leaveDialog: Locator

  constructor(private readonly page: Page) {
    this.shell = new TeacherShell(page)
    this.leaveDialog = page.getByRole('dialog', { name: 'Apply for leave' })
  }

  async goto(scope: 'upcoming' | 'past' = 'upcoming'): Promise<void> {
    await this.page.goto(scope === 'past' ? '/teacher/#/jobs?scope=past' : '/teacher/#/jobs')
    await expect(this.shell.heading('Jobs')).toBeVisible()
  }

  async showPast(): Promise<void> {
    await this.shell.chooseSegment('Past')
  }

  /** A job's card, by its booking. */
  job(bookingId: number): Locator {
    return this.page
      .getByRole('article', { name: new RegExp(`^Job at ${demoCentre.name} on `) })
      .filter({ has: this.page.getByText(`Booking ${bookingId}`, { exact: true }) })
  }

  /** The time sheet of a job's card. */
  timeSheet(bookingId: number): TeacherTimeSheet {
    return new TeacherTimeSheet(this.page, this.job(bookingId))
  }

  /** Opens the leave dialog of a job. */
  async openLeave(bookingId: number): Promise<Locator> {
    await this.job(bookingId).getByRole('button', { name: 'Apply for leave' }).click()
    await expect(this.leaveDialog).toBeVisible()
    return this.leaveDialog
  }

  /** Sends the open leave dialog, with a reason when given. */
  async sendLeave(reason?: string): Promise<void> {
    if (reason !== undefined) await this.leaveDialog.getByLabel('Reason').fill(reason)
    await this.leaveDialog.getByRole('button', { name: 'Apply for leave' }).click()
  }
}
