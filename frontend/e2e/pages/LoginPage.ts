import type { Locator, Page } from '@playwright/test'

export class LoginPage {
  readonly heading: Locator
  readonly email: Locator
  readonly password: Locator
  readonly signInButton: Locator
  readonly error: Locator

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign In' })
    this.email = page.getByRole('textbox', { name: 'Email' })
    this.password = page.getByLabel('Password')
    this.signInButton = page.getByRole('button', { name: 'Sign In' })
    this.error = page.getByRole('alert')
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/login')
    await this.email.waitFor()
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.signInButton.click()
  }
}
