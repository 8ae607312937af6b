import { expect, type Locator, type Page } from '@playwright/test'

/** The admin console at /admin/: its sign-in, side menu and the screens the staff scenarios use. */
export class AdminConsole {
  readonly email: Locator
  readonly password: Locator
  readonly signInButton: Locator
  readonly sideMenu: Locator
  readonly noPermission: Locator

  constructor(readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'Email' })
    this.password = page.getByLabel('Password')
    this.signInButton = page.getByRole('button', { name: 'Sign In' })
    this.sideMenu = page.getByRole('menu').first()
    this.noPermission = page.getByText('No permission', { exact: true })
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.goto('/admin/#/login')
    await this.email.fill(email)
    await this.password.fill(password)
    await this.signInButton.click()
    // The console opens on the first page the staff member holds: `/` leads there once
    // their menus are in, and a page opened before that would be replaced by it.
    await expect(this.page.getByRole('button', { name: 'Sign out' })).toBeVisible()
    await expect(this.page).not.toHaveURL(/\/admin\/#\/(login\b.*)?$/)
  }

  async open(route: string): Promise<void> {
    await this.page.goto(`/admin/#/${route}`)
  }

  /** The token of the console's session, as its cookie keeps it. */
  async token(): Promise<string> {
    const cookies = await this.page.context().cookies()
    const token = cookies.find((cookie) => cookie.name === 'adminToken')?.value
    if (!token) throw new Error('The admin console holds no adminToken cookie.')
    return token
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title })
  }

  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text })
  }
}
