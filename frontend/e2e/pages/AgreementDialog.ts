import { expect, type Locator, type Page } from '@playwright/test'

export class AgreementDialog {
  readonly dialog: Locator
  readonly checkbox: Locator
  readonly next: Locator
  readonly back: Locator
  readonly termsLink: Locator
  readonly privacyLink: Locator

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Terms of Use and Privacy Policy' })
    this.checkbox = this.dialog.getByRole('checkbox')
    this.next = this.dialog.getByRole('button', { name: 'Next' })
    this.back = this.dialog.getByRole('button', { name: 'Back' })
    this.termsLink = this.dialog.getByRole('link', { name: 'Terms of Use' })
    this.privacyLink = this.dialog.getByRole('link', { name: 'Privacy Policy' })
  }

  policy(name: 'Terms of Use' | 'Privacy Policy'): Locator {
    return this.page.getByRole('dialog', { name, exact: true })
  }

  async accept(): Promise<void> {
    await this.checkbox.check()
    await this.next.click()
    await expect(this.dialog).toBeHidden()
  }

  /**
   * The acceptance is stored on the server, so a later sign-in of the same
   * centre may or may not meet the dialog: accept it when it comes, else go on
   * as soon as `ready` shows.
   */
  async acceptIfShown(ready: Locator): Promise<void> {
    await expect(this.dialog.or(ready).first()).toBeVisible()
    if (await this.dialog.isVisible()) await this.accept()
  }
}
