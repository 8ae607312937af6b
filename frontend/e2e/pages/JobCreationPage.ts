import { expect, type Locator, type Page } from '@playwright/test'

export type BookingTypeName = 'Standard Booking' | 'Advance Booking' | 'Multiple Booking'

/** The job-creation pages: the form on the left, the live quote beside or below it. */
export class JobCreationPage {
  readonly heading: Locator
  readonly quoteCard: Locator
  readonly liveRate: Locator
  readonly total: Locator
  readonly countdown: Locator
  readonly bookButton: Locator
  /** The check before booking: what is booked and what it costs. */
  readonly check: Locator
  readonly refreshButton: Locator
  readonly favourites: Locator
  readonly numberOfTeachers: Locator
  readonly genderJustification: Locator
  readonly notes: Locator
  readonly startTime: Locator
  readonly endTime: Locator
  /** The first day of Advance and Multiple Booking's range. */
  readonly firstDay: Locator
  readonly includeWeekends: Locator
  readonly typeSwitch: Locator

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Book relief teachers' })
    this.quoteCard = page.locator('.job-quote')
    this.liveRate = page.getByTestId('live-rate')
    this.total = page.getByTestId('quote-total')
    this.countdown = this.quoteCard.getByRole('timer')
    this.bookButton = this.quoteCard.getByRole('button', { name: 'Book', exact: true })
    this.check = page.getByRole('dialog', { name: 'Check and book' })
    this.refreshButton = this.quoteCard.getByRole('button', { name: 'Refresh the live rate' })
    this.favourites = page.getByRole('list', { name: 'Your favourite teachers' })
    this.numberOfTeachers = page.getByLabel('Number of teachers')
    this.genderJustification = page.getByLabel('Reason for the gender preference')
    this.notes = page.getByLabel('Handover notes for the teacher')
    this.startTime = page.getByLabel('Start time')
    this.endTime = page.getByLabel('End time')
    this.firstDay = page.getByPlaceholder('First day')
    this.includeWeekends = page.getByRole('switch', { name: 'Include weekends' })
    this.typeSwitch = page.locator('.booking-type-switch')
  }

  async gotoStandard(query = ''): Promise<void> {
    await this.page.goto(`/#/Create-Job/Standard Booking${query}`)
    await expect(this.heading).toBeVisible()
  }

  async switchTo(type: BookingTypeName): Promise<void> {
    await this.typeSwitch.getByText(type, { exact: true }).click()
  }

  /** The voucher field while it holds the voucher `name`. */
  chosenVoucher(name: string): Locator {
    return this.page.locator('.job-form .ant-select').filter({ hasText: name })
  }

  /** The voucher field's choices: opens its list and answers the option of voucher `name` (none when it does not fit the draft). */
  async voucherOption(name: string): Promise<Locator> {
    await this.page.getByLabel('Use a voucher').click()
    return this.page.locator('.ant-select-item-option').filter({ hasText: `${name}:` })
  }

  /** Chooses the voucher `name` in the form's voucher field. */
  async chooseVoucher(name: string): Promise<void> {
    const option = await this.voucherOption(name)
    await option.click()
    await expect(this.chosenVoucher(name)).toBeVisible()
  }

  /** Clears the chosen voucher `name`. */
  async clearVoucher(name: string): Promise<void> {
    await this.chosenVoucher(name).hover()
    await this.chosenVoucher(name).locator('.ant-select-clear').click()
  }

  /** Types a date as YYYY-MM-DD into the Standard Booking's date field. */
  async setDate(date: string): Promise<void> {
    const input = this.page.getByLabel('Date', { exact: true })
    await input.click()
    await input.fill(date)
    await input.press('Enter')
    // The picker keeps a typed date until the field is left.
    await input.press('Tab')
  }

  /** Types the first and last day (YYYY-MM-DD) into the range of Advance and Multiple Booking. */
  async setDates(first: string, last: string): Promise<void> {
    const start = this.page.getByPlaceholder('First day')
    await start.click()
    await start.fill(first)
    await start.press('Enter')
    const end = this.page.getByPlaceholder('Last day')
    await end.fill(last)
    await end.press('Enter')
    await end.press('Tab')
  }

  async setTimes(start: string, end: string): Promise<void> {
    for (const [label, value] of [
      ['Start time', start],
      ['End time', end],
    ] as const) {
      const input = this.page.getByLabel(label)
      await input.click()
      await input.fill(value)
      await input.press('Enter')
      await input.press('Tab')
    }
  }

  /** Ticks a radio or checkbox of the form by its visible label. */
  async choose(label: string): Promise<void> {
    await this.page
      .locator('.job-form label')
      .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
      .click()
  }

  async chooseInvite(type: 'Public' | 'Favourite teachers'): Promise<void> {
    await this.page.locator('.invite-type__option').filter({ hasText: type }).click()
  }

  async chooseAgeGroup(label: string): Promise<void> {
    // Typing picks the option without aiming at a dropdown that may still be moving into place.
    // The form may still be settling after the page opened (a draft restored) and close the list
    // under the typing: then type again.
    const select = this.page.getByLabel('Age group')
    const option = this.page.locator('.ant-select-item-option-active').filter({ hasText: label })
    await expect(async () => {
      await select.fill(label)
      await expect(option).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await select.press('Enter')
    await expect(this.page.locator('.job-form .ant-select').filter({ hasText: label })).toBeVisible()
  }

  async setTeachers(count: number): Promise<void> {
    await this.numberOfTeachers.fill(String(count))
    await this.numberOfTeachers.press('Tab')
  }

  /** The form's fields that show an error. */
  fieldsWithError(): Locator {
    return this.page.locator('.job-form .ant-form-item-has-error')
  }

  /** The message shown under a field of the form. */
  fieldError(text: string): Locator {
    return this.page.locator('.job-form .ant-form-item-explain-error').filter({ hasText: text })
  }

  favourite(name: string): Locator {
    return this.favourites.getByRole('listitem').filter({ hasText: name })
  }

  async tickFavourite(name: string): Promise<void> {
    await this.favourite(name).getByRole('checkbox').check()
  }

  /** Book: the check opens, and its Book makes the booking. */
  async book(): Promise<void> {
    await this.bookButton.click()
    await expect(this.check).toBeVisible()
    await this.check.getByRole('button', { name: 'Book', exact: true }).click()
  }

  /** A row of the check (Dates, Hours, Teachers, Rate) by its label. */
  checkFact(label: string): Locator {
    return this.check.getByRole('row').filter({ hasText: new RegExp(`^${label}`) })
  }

  /** Waits until the live quote for the current draft shows. */
  async waitForQuote(): Promise<void> {
    await expect(this.liveRate).toHaveText(/^\$\d+\.\d{2}/)
    await expect(this.countdown).toHaveText(/Rate held for [45]:\d{2}/)
    await expect(this.bookButton).toBeEnabled()
  }
}
