import { expect, type Locator, type Page } from '@playwright/test'

type TagCommand = 'Reload' | 'Close' | 'Close other tabs' | 'Close all tabs'

/** The signed-in shell: sidebar, top bar, tags view and settings. */
export class ShellPage {
  readonly sidebar: Locator
  readonly tabs: Locator
  readonly bell: Locator
  readonly settingsButton: Locator
  readonly signOutButton: Locator
  readonly signOutConfirmation: Locator
  /** The centre's name and avatar in the top bar, a link to the Personal Center. */
  readonly profileLink: Locator

  constructor(private readonly page: Page) {
    this.sidebar = page.getByRole('menu').first()
    this.tabs = page.getByRole('tablist', { name: /Visited pages|已访问页面/ })
    this.bell = page.getByRole('status', { name: /^(Notifications|通知)/ })
    this.settingsButton = page.getByRole('button', { name: /^(Page settings|页面设置)$/ })
    this.signOutButton = page.getByRole('button', { name: /^(Sign out|退出登录)$/ }).first()
    this.signOutConfirmation = page.locator('.ant-popconfirm')
    this.profileLink = page.getByTestId('top-bar-profile')
  }

  /** Opens the portal at its dashboard, in the shell. */
  async goto(): Promise<void> {
    await this.page.goto('/#/dashboard')
    await expect(this.sidebar).toBeVisible()
  }

  menuItem(name: string): Locator {
    return this.sidebar.getByRole('menuitem', { name })
  }

  tag(name: string): Locator {
    return this.tabs.getByRole('tab', { name })
  }

  /** Runs a command of a tag's right-click menu once the menu has finished
   *  opening: a click while it still zooms in can scroll a page taller than
   *  the window (the dashboard) and slide the menu under the top bar. */
  async runTagCommand(tagName: string, command: TagCommand): Promise<void> {
    await this.tag(tagName).click({ button: 'right' })
    const item = this.page.getByRole('menuitem', { name: command, exact: true })
    await expect(item).toBeVisible()
    await expect(this.page.locator('.ant-dropdown').filter({ has: item })).not.toHaveClass(/-(appear|enter)(-|\b)/)
    await item.click()
    await expect(item).toBeHidden()
  }

  /** Switches and waits until the top bar speaks the new language: a click
   *  that lands while the menu is still opening or closing is tried again. */
  async switchLanguage(language: 'English' | '中文'): Promise<void> {
    const switched = this.page.getByRole('button', {
      name: language === 'English' ? 'Language' : '语言',
      exact: true,
    })
    await expect(async () => {
      await this.page.getByRole('button', { name: /^(Language|语言)$/ }).click()
      // Clicked as the menu's own event: the tooltip of the bell beside the
      // switch (longer with unread notices) can stay open over the menu.
      const item = this.page.getByRole('menuitem', { name: language })
      await expect(item).toBeVisible({ timeout: 2_000 })
      await item.dispatchEvent('click')
      await expect(switched).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
  }

  async signOut(): Promise<void> {
    await this.signOutButton.click()
    await this.signOutConfirmation.getByRole('button', { name: 'Sign out' }).click()
  }
}
