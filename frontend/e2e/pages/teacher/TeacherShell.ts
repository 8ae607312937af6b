import { expect, type Locator, type Page } from '@playwright/test'

export type TeacherTab = 'Invites' | 'Jobs' | 'Availability' | 'Notices' | 'Me'

/** The teacher app's frame on a phone: the screen's title and the bottom tab bar. */
export class TeacherShell {
  readonly tabBar: Locator

  constructor(private readonly page: Page) {
    this.tabBar = page.getByRole('navigation', { name: 'Main' })
  }

  /** A tab of the bottom bar; its name carries a count when it has one ("Notices (2)"). */
  tab(name: TeacherTab): Locator {
    return this.tabBar.getByRole('link', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) })
  }

  /** The screen's title in the header. */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name })
  }

  /** Opens a tab and waits for its screen's title. */
  async open(name: TeacherTab): Promise<void> {
    await this.tab(name).click()
    await expect(this.heading(name)).toBeVisible()
  }

  /** Chooses an option of a segmented switch (the invites' and jobs' scope, the language). */
  async chooseSegment(name: string): Promise<void> {
    // Ant Design's segmented radios are visually hidden: the visible label takes the tap.
    const radio = this.page.getByRole('radio', { name, exact: true })
    await this.page.locator('label.ant-segmented-item').filter({ has: radio }).click()
    await expect(radio).toBeChecked()
  }

  async signOut(): Promise<void> {
    await this.tab('Me').click()
    await this.page.getByRole('button', { name: 'Sign out' }).click()
    await this.page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click()
    await expect(this.page).toHaveURL(/#\/login$/)
  }
}
