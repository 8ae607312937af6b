import { expect, type Locator, type Page } from '@playwright/test'

import { TeacherShell } from './TeacherShell'

/** Me (/teacher/#/me): the profile's summary, the job seeking switch, the menu to the profile's screens, language and sign-out. */
export class TeacherMePage {
  readonly shell: TeacherShell
  readonly jobSeeking: Locator
  /** The menu's way to the permanent job offers, there while job seeking is on. */
  readonly jobOffersButton: Locator
  readonly documentsButton: Locator
  readonly changePasswordButton: Locator
  readonly calendarButton: Locator

  constructor(private readonly page: Page) {
    this.shell = new TeacherShell(page)
    this.jobSeeking = page.getByRole('switch', { name: 'Looking for a permanent job' })
    this.jobOffersButton = page.getByRole('button', { name: /Permanent job offers/ })
    this.documentsButton = page.getByRole('button', { name: /^Documents/ })
    this.changePasswordButton = page.getByRole('button', { name: /^Change password/ })
    this.calendarButton = page.getByRole('button', { name: /^Calendar subscription/ })
  }

  async goto(): Promise<void> {
    await this.shell.open('Me')
  }

  /** The account's approval as the summary shows it ("Awaiting approval"). */
  approval(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }

  /** Opens the details' editing (Edit details). */
  async editDetails(): Promise<void> {
    await this.page.getByRole('button', { name: /Edit$/ }).click()
    await expect(this.shell.heading('Edit details')).toBeVisible()
  }

  /** Opens the home and travel radius (Home and travel). */
  async changeHome(): Promise<void> {
    await this.page.getByRole('button', { name: /Change$/ }).click()
    await expect(this.shell.heading('Home and travel')).toBeVisible()
  }

  async openDocuments(): Promise<void> {
    await this.documentsButton.click()
    await expect(this.shell.heading('Documents')).toBeVisible()
  }

  /** Opens Calendar subscription: the teacher's calendar feed. */
  async openCalendarSubscription(): Promise<void> {
    await this.calendarButton.click()
    await expect(this.shell.heading('Calendar subscription')).toBeVisible()
  }

  async openChangePassword(): Promise<void> {
    await this.changePasswordButton.click()
    await expect(this.shell.heading('Change password')).toBeVisible()
  }

  /** Turns job seeking on and waits for the word that offers now show. */
  async startJobSeeking(): Promise<void> {
    await expect(this.jobSeeking).not.toBeChecked()
    await this.jobSeeking.click()
    await expect(this.page.getByText('You will now see permanent job offers.')).toBeVisible()
  }

  /** Switches the interface language ("English", "中文"). */
  async chooseLanguage(name: string): Promise<void> {
    await this.shell.chooseSegment(name)
  }
}
