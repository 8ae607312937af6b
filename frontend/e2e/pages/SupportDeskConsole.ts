import { expect, type Locator, type Page } from '@playwright/test'

import { chooseOption } from './controls'

/** The admin console's support desk (/support): the list, a ticket's drawer, its internal notes and the reply. */
export class SupportDeskConsole {
  readonly table: Locator
  readonly drawer: Locator
  readonly notes: Locator
  readonly replyForm: Locator

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Support tickets of every centre' })
    this.drawer = page.getByRole('dialog')
    this.notes = this.drawer.getByRole('region', { name: 'Internal notes' })
    this.replyForm = this.drawer.getByRole('form', { name: 'Reply to the centre' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/#/support')
    await expect(this.table).toBeVisible()
  }

  row(ticketNo: string): Locator {
    return this.table.getByRole('row').filter({ hasText: ticketNo })
  }

  async assignToMe(ticketNo: string): Promise<void> {
    await this.row(ticketNo).getByRole('button', { name: `Assign ticket ${ticketNo}` }).click()
    await this.page.getByRole('menuitem', { name: 'Assign to me' }).click()
    await expect(this.page.getByText(new RegExp(`^Ticket ${ticketNo} is assigned to `))).toBeVisible()
  }

  /** Narrows the list to one assignee choice ("Mine", "Unassigned" or a name). */
  async filterByAssignee(choice: string): Promise<void> {
    await chooseOption(this.page, this.page.getByRole('combobox', { name: 'Assignee' }), choice)
    await this.page.getByRole('button', { name: 'Search' }).click()
  }

  async open(ticketNo: string): Promise<void> {
    await this.row(ticketNo).getByRole('button', { name: ticketNo, exact: true }).click()
    await expect(this.drawer.getByRole('article').first()).toBeVisible()
  }

  async addNote(text: string): Promise<void> {
    await this.notes.getByRole('textbox', { name: 'Add an internal note' }).fill(text)
    await this.notes.getByRole('button', { name: 'Save note' }).click()
    await expect(this.notes.getByRole('listitem').filter({ hasText: text })).toBeVisible()
  }

  async replyWithAttachment(text: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.replyForm.getByRole('textbox', { name: 'Reply to the centre' }).fill(text)
    await this.replyForm.locator('input[type="file"]').setInputFiles(file)
    await expect(this.replyForm.locator('.ant-upload-list-item-done').filter({ hasText: file.name })).toBeVisible()
    await this.replyForm.getByRole('button', { name: 'Send reply' }).click()
    await expect(this.page.getByText('Your reply is sent; the centre is notified.')).toBeVisible()
  }
}
