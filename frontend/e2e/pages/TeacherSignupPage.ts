import { expect, type Locator, type Page } from '@playwright/test'

import { AccountForms } from './AccountForms'
import { MapPickerDialog } from './MapPickerDialog'

/** What a new teacher types into the sign-up. */
export interface NewTeacher {
  phone: string
  email: string
  password: string
  firstName: string
  lastName: string
  registrationNumber: string
  address: string
}

/**
 * The teacher app's sign-up (/signup/...) and the documents steps after it
 * (/setup/...), on a phone.
 */
export class TeacherSignupPage extends AccountForms {
  readonly heading: Locator
  readonly next: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 3 })
    // Exact: the date picker's "Next month" and "Next year" may still be on screen as it closes.
    this.next = page.getByRole('button', { name: 'Next', exact: true })
  }

  step(counter: string): Locator {
    return this.page.getByText(counter, { exact: true })
  }

  /** Opens a field's date picker once any other has finished closing, and
   *  answers its dropdown (two dropdowns on screen at once confuse clicks). */
  async calendarOf(name: string): Promise<Locator> {
    const shown = this.page.locator('.ant-picker-dropdown:visible')
    await expect(shown).toHaveCount(0)
    await this.page.getByRole('textbox', { name }).click()
    await expect(shown).toHaveCount(1)
    return shown
  }

  /** Chooses a day of the open date picker's panel (the `index`th of the month shown). */
  async pickDay(index: number): Promise<void> {
    await this.page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-in-view').nth(index).click()
  }

  async aboutYou(teacher: NewTeacher): Promise<void> {
    await this.page.getByLabel('First name').fill(teacher.firstName)
    await this.page.getByLabel('Last name').fill(teacher.lastName)
    // A click that lands while the panel is still sliding in chooses nothing:
    // choose again until the field holds the day.
    const birth = this.page.getByRole('textbox', { name: 'Date of birth' })
    await expect(async () => {
      if ((await this.page.locator('.ant-picker-dropdown:visible').count()) === 0) await birth.click()
      await this.pickDay(10)
      await expect(birth).not.toHaveValue('', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await this.page.getByRole('radio', { name: /^Qualified teacher/ }).check()
    await this.page.getByLabel('Teaching Council registration number').fill(teacher.registrationNumber)
  }

  /**
   * Chooses the home on the map picker at a point east and south of where it
   * opens: the map is zoomed out to 11 (about 61 m a pixel in Auckland) and
   * clicked that many pixels from its middle.
   */
  async chooseHome(eastPixels: number, southPixels: number): Promise<MapPickerDialog> {
    await this.page.getByRole('button', { name: 'Choose on the map' }).click()
    const picker = new MapPickerDialog(this.page, 'Where do you live?')
    await expect(picker.map).toBeVisible()
    await picker.zoomOutTo(11)
    const box = await picker.map.boundingBox()
    expect(box, 'the map has a size').not.toBeNull()
    if (box) {
      await picker.map.click({ position: { x: box.width / 2 + eastPixels, y: box.height / 2 + southPixels } })
    }
    return picker
  }

  /** Uploads a file on a documents step (the sheet's file input). */
  async chooseFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
    await this.page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer })
  }
}
