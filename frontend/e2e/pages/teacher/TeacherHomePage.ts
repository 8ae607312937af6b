import { expect, type Locator, type Page } from '@playwright/test'

import { MapPickerDialog } from '../MapPickerDialog'

/** Me › Home and travel (/teacher/#/me/home): the home on the map and the travel radius. */
export class TeacherHomePage {
  readonly radius: Locator

  constructor(private readonly page: Page) {
    this.radius = page.getByRole('spinbutton', { name: 'Travel radius in km' })
  }

  /** Takes the place the map picker opens at as the home. */
  async useMapPlace(): Promise<void> {
    await this.page.getByRole('button', { name: 'Choose on map' }).click()
    const picker = new MapPickerDialog(this.page, 'Where do you live?')
    await expect(picker.map).toBeVisible()
    await picker.useButton.click()
    await expect(picker.dialog).toBeHidden()
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save' }).click()
    await expect(this.page.getByText('Your profile is saved').first()).toBeVisible()
  }
}
