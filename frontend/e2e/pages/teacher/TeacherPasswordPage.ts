import { expect, type Locator, type Page } from '@playwright/test'

import { AccountForms } from '../AccountForms'

/** Me › Change password (/teacher/#/me/password). */
export class TeacherPasswordPage extends AccountForms {
  readonly current: Locator
  readonly submit: Locator

  constructor(page: Page) {
    super(page)
    this.current = page.getByLabel('Current password')
    this.submit = page.getByRole('button', { name: 'Change password' })
  }

  /**
   * Changes the password: the current one, then the new one twice (a
   * confirmation that differs is refused first); waits for the word that it is changed.
   */
  async change(current: string, next: string): Promise<void> {
    await this.current.fill(current)
    await this.passwordTwice('New password', next, `${next}x`, 'Change password')
    await this.submit.click()
    await expect(this.page.getByText('Your password is changed')).toBeVisible()
  }
}
