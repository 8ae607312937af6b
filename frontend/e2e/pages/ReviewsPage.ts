import { expect, type Locator, type Page } from '@playwright/test'

/** Billing › Review (/Billing/Review): finished jobs to review, the reviews done, and the review dialog. */
export class ReviewsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/#/Billing/Review')
  }

  async showTab(tab: 'Pending' | 'Done'): Promise<void> {
    await this.page.getByRole('tab', { name: tab }).click()
  }

  row(tab: 'Pending' | 'Done', bookingId: number): Locator {
    return this.page
      .getByRole('tabpanel', { name: tab })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: `#${bookingId}`, exact: true }) })
  }

  /** Opens the review of a teacher's job on a date (YYYY-MM-DD). */
  async openReview(teacher: string, date: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Review ${teacher} on ${date}` }).click()
    const dialog = this.page.getByRole('dialog', { name: `Review ${teacher}` })
    await expect(dialog).toBeVisible()
    return dialog
  }

  /** The dialog's questions, each rated with stars. */
  questions(dialog: Locator): Locator {
    return dialog.locator('.review-form__question')
  }

  /** Gives a question `stars` stars (1 to 5). */
  async rate(question: Locator, stars: number): Promise<void> {
    await question.locator('.ant-rate-star').nth(stars - 1).click()
  }
}
