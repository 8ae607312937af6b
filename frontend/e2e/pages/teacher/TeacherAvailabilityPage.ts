import type { Locator, Page } from '@playwright/test'

/** Availability (/teacher/#/availability): the calendar, a chosen day's times off, and the sheet that adds one. */
export class TeacherAvailabilityPage {
  readonly calendar: Locator
  /** The times off of the chosen day. */
  readonly day: Locator
  readonly addSheet: Locator
  /** Asks to confirm a time off over a booked job. */
  readonly bookedWarning: Locator

  constructor(private readonly page: Page) {
    this.calendar = page.locator('.availability-calendar')
    this.day = page.getByRole('region', { name: 'Unavailable times on the chosen day' })
    this.addSheet = page.getByRole('dialog', { name: 'Add unavailable time' })
    this.bookedWarning = page.getByRole('dialog', { name: 'You are booked for a job at this time' })
  }

  /** Chooses a day (YYYY-MM-DD) on the calendar, moving month by month to it. */
  async chooseDay(date: string): Promise<void> {
    await this.calendar.waitFor()
    const cell = this.cell(date)
    for (let step = 0; step < 3 && !(await cell.isVisible()); step += 1) {
      await this.page.getByRole('button', { name: 'Next month' }).click()
    }
    await cell.click()
  }

  /** A day's cell on the calendar. */
  cell(date: string): Locator {
    return this.calendar.locator(`td[title="${date}"]`)
  }

  /** The mark on a day's cell that it has time off. */
  mark(date: string): Locator {
    return this.cell(date).locator('.availability-cell__dot')
  }

  /** Adds a time off on the chosen day: the whole day, or the default hours with an optional note. */
  async addUnavailable(time: { note?: string; allDay?: boolean }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add unavailable time' }).click()
    if (time.allDay) await this.addSheet.getByRole('switch', { name: 'All day' }).click()
    if (time.note) await this.addSheet.getByLabel('Note (optional)').fill(time.note)
    await this.addSheet.getByRole('button', { name: 'Save' }).click()
  }

  /** Removes the chosen day's first time off, confirming. */
  async removeFirst(): Promise<void> {
    await this.day.getByRole('button', { name: /^Remove / }).first().click()
    await this.page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click()
  }
}
