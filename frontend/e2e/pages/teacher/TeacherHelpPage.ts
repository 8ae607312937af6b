import { expect, type Locator, type Page } from '@playwright/test'

import { TeacherShell } from './TeacherShell'

/** Help (/teacher/#/me/help), reached from Me: a search box, the FAQ and the articles, in the app's language. */
export class TeacherHelpPage {
  readonly shell: TeacherShell

  constructor(private readonly page: Page) {
    this.shell = new TeacherShell(page)
  }

  /**
   * Opens Help from Me's menu (the teacher is on Me); `label` is the entry's
   * name in the app's language ("Help", "帮助").
   */
  async openFromMe(label = 'Help'): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${label}`) }).click()
    await expect(this.shell.heading(label)).toBeVisible()
  }

  searchBox(name = 'Search'): Locator {
    return this.page.getByRole('searchbox', { name })
  }

  /** Searches the help (on the server) for the words, in the box named `name` in the app's language. */
  async search(words: string, name = 'Search'): Promise<void> {
    await this.searchBox(name).fill(words)
    await this.searchBox(name).press('Enter')
    await expect(this.page.getByRole('status').filter({ hasText: words })).toBeVisible()
  }

  /** A question of the FAQ, by its text. */
  question(text: string): Locator {
    return this.page.getByRole('button', { name: text })
  }

  /** Opens a question; answers the question's item, which then shows its answer. */
  async read(question: string): Promise<Locator> {
    const header = this.question(question)
    await header.click()
    await expect(header).toHaveAttribute('aria-expanded', 'true')
    // The question's item: its header and, opened, its answer.
    return header.locator('xpath=..')
  }
}
