import { expect, type Locator, type Page } from '@playwright/test'

import { AdminConsole } from './AdminConsole'

/** An FAQ entry as the drawer writes it: each text in English, and optionally in Chinese. */
export interface FaqEntry {
  title: string
  content: string
  titleZh?: string
  contentZh?: string
  /** "Centres", "Teachers" or "Centres and teachers". */
  readers: string
  shown: boolean
}

/** Operations › FAQ (/admin/#/operations/faq): the list of questions and the drawer that writes one. */
export class AdminFaqPage {
  readonly console: AdminConsole
  readonly newButton: Locator
  readonly drawer: Locator

  constructor(readonly page: Page) {
    this.console = new AdminConsole(page)
    this.newButton = page.getByRole('button', { name: 'New question' })
    this.drawer = page.getByRole('dialog').filter({ has: page.getByRole('form', { name: /question/ }) })
  }

  /** Opens the screen from the side menu (Operations › FAQ). */
  async goto(): Promise<void> {
    await this.console.sideMenu.getByText('Operations', { exact: true }).click()
    await this.console.sideMenu.getByRole('menuitem', { name: 'FAQ' }).click()
    await expect(this.page).toHaveURL(/#\/operations\/faq$/)
    await expect(this.page.getByRole('table', { name: 'Frequently asked questions' })).toBeVisible()
  }

  /** A question's row in the list. */
  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title })
  }

  /** Writes a new question, a tab per language, and saves it. */
  async write(entry: FaqEntry): Promise<void> {
    await this.newButton.click()
    const form = this.drawer.getByRole('form', { name: 'New question' })
    await expect(form).toBeVisible()
    const english = form.getByRole('tabpanel', { name: 'English' })
    await english.getByLabel('Question').fill(entry.title)
    await english.getByLabel('Answer').fill(entry.content)
    if (entry.titleZh !== undefined || entry.contentZh !== undefined) {
      await form.getByRole('tab', { name: '中文 (Chinese)' }).click()
      const chinese = form.getByRole('tabpanel', { name: '中文 (Chinese)' })
      if (entry.titleZh !== undefined) await chinese.getByLabel('Question').fill(entry.titleZh)
      if (entry.contentZh !== undefined) await chinese.getByLabel('Answer').fill(entry.contentZh)
    }
    // Ant Design's button radios hide their inputs: the visible label takes the click.
    await form.locator('label.ant-radio-button-wrapper').filter({ hasText: new RegExp(`^${entry.readers}$`) }).click()
    const shown = form.getByRole('switch')
    if ((await shown.getAttribute('aria-checked')) !== String(entry.shown)) await shown.click()
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(this.page.getByText('Question saved.')).toBeVisible()
    await expect(this.drawer).toBeHidden()
  }
}
