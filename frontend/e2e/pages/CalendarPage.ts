import { expect, type Locator, type Page } from '@playwright/test'

/** Calendar (/Calendar/index): month and week views of the centre's bookings. */
export class CalendarPage {
  readonly title: Locator
  readonly previousMonth: Locator
  readonly nextMonth: Locator

  constructor(private readonly page: Page) {
    this.title = page.locator('.calendar-toolbar__title')
    this.previousMonth = page.getByRole('button', { name: /Previous month|上个月/ })
    this.nextMonth = page.getByRole('button', { name: /Next month|下个月/ })
  }

  async goto(date?: string): Promise<void> {
    await this.page.goto(date ? `/#/Calendar/index?date=${date}` : '/#/Calendar/index')
    await expect(this.title).toBeVisible()
  }

  /** Steps month by month to `title` (e.g. "December 2026"), `forward` or back. */
  async showMonth(title: string, forward: boolean): Promise<void> {
    for (let step = 0; step < 36 && (await this.title.textContent()) !== title; step += 1) {
      const before = await this.title.textContent()
      await (forward ? this.nextMonth : this.previousMonth).click()
      await expect(this.title).not.toHaveText(before ?? '')
    }
    await expect(this.title).toHaveText(title)
  }

  /** Switches the month to the week of the date shown. */
  async showWeek(): Promise<void> {
    await this.page.getByText(/^(Week|周)$/).click()
  }

  /** A booking's link to its detail page. */
  booking(bookingId: number): Locator {
    return this.page.locator(`a[href$="#/bookings/detail/${bookingId}"]`)
  }

  holiday(name: string): Locator {
    return this.page.locator('.calendar-holiday, .calendar-agenda .ant-tag').filter({ hasText: name })
  }

  /** The month grid's cell of a date (YYYY-MM-DD). */
  cell(date: string): Locator {
    return this.page.locator(`td[title="${date}"]`)
  }
}
