import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Job Offer (/UR-Free/index): the centre's permanent job offers, the form
 * that makes one (/job/ur-free-add) and the drawer of an offer's applicants.
 */
export class JobOffersPage {
  readonly form: Locator
  readonly postButton: Locator

  constructor(private readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Make A Permanent Job Offer' })
    this.postButton = this.form.getByRole('button', { name: 'Post job offer' })
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/UR-Free/index')
  }

  async gotoForm(): Promise<void> {
    await this.page.goto('/#/job/ur-free-add')
    await expect(this.form).toBeVisible()
  }

  makeOfferButton(): Locator {
    return this.page.getByRole('button', { name: 'Make a permanent job offer' }).first()
  }

  /** An offer's row, by its title. */
  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title })
  }

  /** Fills the form: title, description, work type and rate range as labelled, and the two dates as the picker shows them. */
  async fill(offer: { title: string; description: string; workType: string; rate: string; startsOn: string; expiresOn: string }) {
    await this.form.getByLabel('Job title').fill(offer.title)
    await this.form.getByLabel('Description').fill(offer.description)
    await this.form.getByText(offer.workType, { exact: true }).click()
    await this.form.getByText(offer.rate, { exact: true }).click()
    await this.fillDate('Expected start date', offer.startsOn)
    await this.fillDate('Offer expiry date', offer.expiresOn)
  }

  /** Types a date ("7 Dec 2026") into a date field and leaves it, which commits it (Enter would send the form). */
  async fillDate(label: string, text: string): Promise<void> {
    const input = this.page.getByRole('textbox', { name: label })
    await input.click()
    await input.fill(text)
    await input.press('Tab')
    await expect(input).toHaveValue(text)
  }

  /** The drawer of an offer's applicants. */
  applicants(title: string): Locator {
    return this.page.getByRole('dialog', { name: `Applicants: ${title}` })
  }

  /** An applicant's card in the drawer, by the message they sent. */
  applicant(title: string, message: string): Locator {
    return this.applicants(title).locator('.ant-card').filter({ hasText: message })
  }
}
