import { expect, type Locator, type Page } from '@playwright/test'

import { chooseOption } from './controls'

/** Support: a new ticket (/supportTicket/submit), a ticket (/supportTicket/detail/T...) and the history (/supportTicket/list). */
export class SupportPage {
  readonly form: Locator
  readonly replyForm: Locator

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Request Support' })
    this.replyForm = page.getByRole('form', { name: 'Reply' })
  }

  async gotoSubmit(): Promise<void> {
    await this.page.goto('/#/supportTicket/submit')
    await expect(this.form).toBeVisible()
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/#/supportTicket/list')
  }

  async chooseCategory(name: string): Promise<void> {
    await chooseOption(this.page, this.form.getByRole('combobox', { name: 'Category' }), name)
  }

  async attach(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.form.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer })
    await expect(this.form.locator('.ant-upload-list-item-done').filter({ hasText: name })).toBeVisible()
  }

  /** The staff's replies on a ticket. */
  staffReplies(): Locator {
    return this.page.getByRole('article', { name: 'Relief support' })
  }

  async reply(text: string): Promise<void> {
    await this.replyForm.getByLabel('Reply').fill(text)
    await this.replyForm.getByRole('button', { name: 'Send reply' }).click()
  }

  /** A ticket's row in the history, by its number. */
  row(ticketNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: ticketNo })
  }
}
