import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The calendar feed's panel: in the portal's "Subscribe in your calendar"
 * dialog (Calendar page) and on the teacher app's Me › Calendar subscription.
 */
export class CalendarFeedPanel {
  readonly turnOnButton: Locator
  readonly link: Locator
  readonly replaceButton: Locator
  readonly turnOffButton: Locator

  constructor(
    private readonly page: Page,
    readonly root: Locator,
  ) {
    this.turnOnButton = root.getByRole('button', { name: /Turn on calendar feed|开启日历订阅/ })
    this.link = root.getByRole('textbox', { name: /Your private calendar link|您的私密日历链接/ })
    this.replaceButton = root.getByRole('button', { name: /Replace link|更换链接/ })
    this.turnOffButton = root.getByRole('button', { name: /(Turn off|关闭订阅)$/ })
  }

  /** The portal's dialog, opened from the Calendar page's toolbar. */
  static async openInPortal(page: Page): Promise<CalendarFeedPanel> {
    await page.getByRole('button', { name: /Subscribe in your calendar|在您的日历中订阅/ }).click()
    const dialog = page.getByRole('dialog', { name: /Your bookings in your own calendar|在您自己的日历中查看预订/ })
    await expect(dialog).toBeVisible()
    return new CalendarFeedPanel(page, dialog)
  }

  async turnOn(): Promise<string> {
    await this.turnOnButton.click()
    await expect(this.link).toBeVisible()
    return this.address()
  }

  /** The feed's address as the page shows it. */
  async address(): Promise<string> {
    return this.link.inputValue()
  }

  /** Replaces the link after confirming; answers the new address. */
  async replace(): Promise<string> {
    const before = await this.address()
    await this.replaceButton.click()
    await this.confirm(/Replace your calendar link\?|要更换您的日历链接吗？/, /Replace link|更换链接/)
    await expect(this.link).not.toHaveValue(before)
    return this.address()
  }

  async turnOff(): Promise<void> {
    await this.turnOffButton.click()
    await this.confirm(/Turn off your calendar feed\?|要关闭您的日历订阅吗？/, /(Turn off|关闭订阅)$/)
    await expect(this.turnOnButton).toBeVisible()
  }

  private async confirm(title: RegExp, action: RegExp): Promise<void> {
    const confirmation = this.page.locator('.ant-modal-confirm').filter({ hasText: title })
    await expect(confirmation).toBeVisible()
    await confirmation.getByRole('button', { name: action }).click()
    await expect(confirmation).toBeHidden()
  }
}
