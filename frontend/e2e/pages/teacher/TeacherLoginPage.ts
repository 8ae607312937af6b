import { expect, type Locator, type Page } from '@playwright/test'

/** The teacher app's sign-in (/teacher/#/login), with its ways to the sign-up and the password recovery. */
export class TeacherLoginPage {
  readonly email: Locator
  readonly password: Locator
  readonly signInButton: Locator
  readonly signUpLink: Locator

  constructor(private readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'Email' })
    this.password = page.getByLabel('Password')
    this.signInButton = page.getByRole('button', { name: 'Sign In' })
    this.signUpLink = page.getByRole('link', { name: 'Sign up as a teacher' })
  }

  /** Opens the app signed out: it shows the sign-in. */
  async goto(): Promise<void> {
    await this.page.goto('/teacher/')
    await expect(this.page).toHaveURL(/\/teacher\/#\/login$/)
    await this.email.waitFor()
  }

  /** Signs in and waits for the first screen, the invites. */
  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.signInButton.click()
    await expect(this.page).toHaveURL(/#\/invites$/)
  }
}
