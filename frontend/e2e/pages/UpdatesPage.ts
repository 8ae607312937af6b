import { expect, type Locator, type Page } from '@playwright/test'

/** Updates (/job/message): the notices, opened from the bell. */
export class UpdatesPage {
  readonly bellLink: Locator
  readonly bellStatus: Locator
  readonly list: Locator

  constructor(private readonly page: Page) {
    this.bellLink = page.getByRole('link', { name: /^(Open updates|打开动态)\. / })
    this.bellStatus = page.getByRole('status', { name: /^(Notifications|通知)/ })
    this.list = page.getByRole('list', { name: /^(Updates|动态)$/ })
  }

  /** The unread count the bell reports (0 when none). */
  async unreadCount(): Promise<number> {
    const name = (await this.bellStatus.getAttribute('aria-label')) ?? ''
    const match = /(\d+)$/.exec(name)
    return match ? Number(match[1]) : 0
  }

  notice(title: string | RegExp): Locator {
    return this.list.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title }) })
  }

  async markAllRead(): Promise<void> {
    await this.page.getByRole('button', { name: /(Mark all read|全部标为已读)$/ }).click()
    const popup = this.page.locator('.ant-popconfirm').filter({ visible: true })
    await popup.getByRole('button', { name: /^(Mark all read|全部已读)$/ }).click()
    await expect(popup).toBeHidden()
  }
}
