import { expect, type Locator, type Page } from '@playwright/test'

import { TeacherShell } from './TeacherShell'

/** Notices (/teacher/#/notices): the teacher's notices, newest first. */
export class TeacherNoticesPage {
  readonly shell: TeacherShell
  readonly list: Locator
  readonly markAllReadButton: Locator
  readonly allRead: Locator

  constructor(private readonly page: Page) {
    this.shell = new TeacherShell(page)
    this.list = page.getByRole('list', { name: 'Notices' })
    this.markAllReadButton = page.getByRole('button', { name: 'Mark all read' })
    this.allRead = page.getByText('All read')
  }

  async goto(): Promise<void> {
    await this.page.goto('/teacher/#/notices')
    await expect(this.shell.heading('Notices')).toBeVisible()
  }

  /** The newest notice whose title matches. */
  notice(title: string | RegExp): Locator {
    return this.list.getByRole('button', { name: title }).first()
  }
}
