import { expect, type Locator, type Page } from '@playwright/test'

import { MapPickerDialog } from './MapPickerDialog'

/** The centre's Personal Center (/profile/index): avatar, details and the place on the map. */
export class ProfilePage {
  readonly heading: Locator
  readonly avatar: Locator
  readonly avatarInput: Locator
  readonly editButton: Locator
  readonly saveButton: Locator
  readonly contactPerson: Locator

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Personal Center' })
    this.avatar = page.getByRole('img', { name: 'Centre avatar' })
    this.avatarInput = page.locator('input[type="file"]')
    this.editButton = page.getByRole('button', { name: 'Edit' }).first()
    this.saveButton = page.getByRole('button', { name: 'Save' })
    this.contactPerson = page.getByLabel('Contact person')
  }

  async goto(): Promise<void> {
    await this.page.goto('/#/profile/index')
    await expect(this.heading).toBeVisible()
  }

  /** Opens the map picker of the details being edited. */
  async openMapPicker(): Promise<MapPickerDialog> {
    await this.page.getByRole('button', { name: /on the map/ }).click()
    const picker = new MapPickerDialog(this.page, 'Where is your centre?')
    await expect(picker.map).toBeVisible()
    return picker
  }

  async uploadAvatar(name: string, buffer: Buffer): Promise<void> {
    await this.avatarInput.setInputFiles({ name, mimeType: 'image/png', buffer })
  }

  /** An error message shown as an alert. */
  alert(text: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: text })
  }
}
