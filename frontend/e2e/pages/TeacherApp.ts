import { expect, type Locator, type Page } from '@playwright/test'

type Tab = 'Invites' | 'Jobs' | 'Availability' | 'Notices' | 'Me'

/** The teacher app at /teacher/ on a phone: sign-in, the bottom tab bar and the screens' cards. */
export class TeacherApp {
  readonly email: Locator
  readonly password: Locator
  readonly signInButton: Locator
  readonly tabBar: Locator

  constructor(private readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'Email' })
    this.password = page.getByLabel('Password')
    this.signInButton = page.getByRole('button', { name: 'Sign In' })
    this.tabBar = page.getByRole('navigation', { name: 'Main' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/teacher/')
    await expect(this.page).toHaveURL(/\/teacher\/#\/login$/)
    await this.email.waitFor()
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email)
    await this.password.fill(password)
    await this.signInButton.click()
    await expect(this.page).toHaveURL(/#\/invites$/)
  }

  async signOut(): Promise<void> {
    await this.tab('Me').click()
    await this.page.getByRole('button', { name: 'Sign out' }).click()
    await this.page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click()
    await expect(this.page).toHaveURL(/#\/login$/)
  }

  /** A tab of the bottom bar; its name carries a count when it has one ("Notices (2)"). */
  tab(name: Tab): Locator {
    return this.tabBar.getByRole('link', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) })
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name })
  }

  /** Chooses an option of a segmented switch (the invites' and jobs' scope, the language). */
  async chooseSegment(name: string): Promise<void> {
    // Ant Design's segmented radios are visually hidden: the visible label takes the tap.
    const radio = this.page.getByRole('radio', { name, exact: true })
    await this.page.locator('label.ant-segmented-item').filter({ has: radio }).click()
    await expect(radio).toBeChecked()
  }

  invite(bookingId: number): Locator {
    return this.page.getByRole('article', { name: `Invite from Kowhai Kids Centre, booking ${bookingId}`, exact: true })
  }

  job(bookingId: number): Locator {
    return this.page
      .getByRole('article', { name: /^Job at Kowhai Kids Centre on / })
      .filter({ has: this.page.getByText(`Booking ${bookingId}`, { exact: true }) })
  }

  /** Reports the times worked on a past job from its time sheet; answers the dialog, the times typed but not sent. */
  async reportTimes(bookingId: number, end: string): Promise<Locator> {
    const timeSheet = this.timeSheet(bookingId)
    await timeSheet.getByRole('button', { name: 'Report times' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Report the times you worked' })
    const field = dialog.getByLabel('End')
    await field.click()
    await field.fill(end)
    await field.press('Enter')
    await field.press('Tab')
    return dialog
  }

  /** The time sheet of a job (on the Jobs screen). */
  timeSheet(bookingId: number): Locator {
    return this.job(bookingId).getByRole('group', { name: 'Time sheet' })
  }

  /** Chooses a day on the availability calendar, moving month by month to it. */
  async chooseDay(date: string): Promise<void> {
    await this.page.locator('.availability-calendar').waitFor()
    const cell = this.page.locator(`.availability-calendar td[title="${date}"]`)
    for (let step = 0; step < 3 && !(await cell.isVisible()); step += 1) {
      await this.page.getByRole('button', { name: 'Next month' }).click()
    }
    await cell.click()
  }
}
