import { expect, type Locator, type Page } from '@playwright/test'

import { AdminConsole } from './AdminConsole'

/** Users › Teachers in the admin console: the list, its search, and one teacher's drawer. */
export class AdminTeachersPage {
  readonly console: AdminConsole
  readonly drawer: Locator
  readonly approvalTag: Locator
  readonly table: Locator

  constructor(readonly page: Page) {
    this.console = new AdminConsole(page)
    this.table = page.getByRole('table', { name: 'Teachers' })
    this.drawer = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: 'Profile' }) })
    this.approvalTag = this.drawer.getByTestId('teacher-approval')
  }

  async open(): Promise<void> {
    await this.console.open('users/teachers')
    await expect(this.table).toBeVisible()
  }

  async search(keyword: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Search' }).fill(keyword)
    await this.page.getByRole('button', { name: /Search$/ }).click()
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text })
  }

  /** Opens a listed teacher's drawer by their name. */
  async openTeacher(name: string): Promise<void> {
    await this.row(name).getByRole('button', { name: `Open ${name}` }).click()
    await expect(this.drawer.getByRole('tab', { name: 'Profile' })).toBeVisible()
  }

  tab(name: string | RegExp): Locator {
    return this.drawer.getByRole('tab', { name })
  }

  /** The link that opens one of the teacher's documents, by its file name. */
  documentLink(fileName: string): Locator {
    return this.drawer.getByRole('link', { name: `Open ${fileName}` })
  }

  async approve(): Promise<void> {
    await this.tab('Vetting').click()
    await this.drawer.getByRole('button', { name: 'Approve' }).click()
  }
}
