import { expect, type Locator, type Page } from '@playwright/test'

import { TeacherShell } from './TeacherShell'

/** Me › Edit details (/teacher/#/me/details). */
export class TeacherDetailsPage {
  readonly philosophy: Locator

  constructor(private readonly page: Page) {
    this.philosophy = page.getByLabel('Teaching philosophy')
  }

  /** Saves and waits to be back on Me. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click()
    await expect(this.page.getByText('Your profile is saved').first()).toBeVisible()
    await expect(new TeacherShell(this.page).heading('Me')).toBeVisible()
  }
}
