import { expect, type Locator, type Page } from '@playwright/test'

import { AccountForms } from './AccountForms'
import { pickDay } from './controls'
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
 * The teacher app's sign-up (/teacher/#/signup/...) on a phone: the intro,
 * the mobile with its captcha and SMS code, about you, the home, the work
 * wanted with the terms, the e-mail with its code. The documents steps after
 * it are TeacherSetupPage's.
 */
export class TeacherSignupPage extends AccountForms {
  readonly heading: Locator
  readonly next: Locator
  readonly startButton: Locator
  readonly phone: Locator
  readonly textMeCode: Locator
  readonly verify: Locator
  readonly registrationNumber: Locator
  readonly sendCode: Locator
  readonly createAccount: Locator
  readonly termsDialog: Locator

  constructor(page: Page) {
    super(page)
    this.heading = page.getByRole('heading', { level: 3 })
    // Exact: the date picker's "Next month" and "Next year" may still be on screen as it closes.
    this.next = page.getByRole('button', { name: 'Next', exact: true })
    this.startButton = page.getByRole('button', { name: 'Start' })
    this.phone = page.getByLabel('New Zealand mobile number')
    this.textMeCode = page.getByRole('button', { name: 'Text me a code' })
    this.verify = page.getByRole('button', { name: 'Verify' })
    this.registrationNumber = page.getByLabel('Teaching Council registration number')
    this.sendCode = page.getByRole('button', { name: 'Send the code' })
    this.createAccount = page.getByRole('button', { name: 'Create my account' })
    this.termsDialog = page.getByRole('dialog', { name: 'Terms of Use' })
  }

  /** The step counter ("Step 2 of 5: About you"). */
  step(counter: string): Locator {
    return this.page.getByText(counter, { exact: true })
  }

  async aboutYou(teacher: NewTeacher): Promise<void> {
    await this.page.getByLabel('First name').fill(teacher.firstName)
    await this.page.getByLabel('Last name').fill(teacher.lastName)
    // A click that lands while the panel is still sliding in chooses nothing:
    // choose again until the field holds the day.
    const birth = this.page.getByRole('textbox', { name: 'Date of birth' })
    await expect(async () => {
      if ((await this.page.locator('.ant-picker-dropdown:visible').count()) === 0) await birth.click()
      await pickDay(this.page, 10)
      await expect(birth).not.toHaveValue('', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await this.page.getByRole('radio', { name: /^Qualified teacher/ }).check()
    await this.registrationNumber.fill(teacher.registrationNumber)
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

  /** The home step's address and travel radius (after the place is chosen on the map). */
  async homeAddress(home: { address: string; suburb: string; radiusKm: number }): Promise<void> {
    await this.page.getByLabel('Street address').fill(home.address)
    await this.page.getByLabel('Suburb').fill(home.suburb)
    await this.page.getByRole('spinbutton', { name: 'Travel radius in km' }).fill(String(home.radiusKm))
  }

  /** The work step: the sector and the age groups; permanent offers switched on when asked. */
  async work(work: { sector: string; ageGroups: string[]; permanentOffers?: boolean }): Promise<void> {
    await this.page.getByRole('radio', { name: work.sector }).check()
    for (const group of work.ageGroups) await this.page.getByRole('checkbox', { name: group }).check()
    if (work.permanentOffers) await this.page.getByRole('switch', { name: 'Open to permanent offers' }).click()
  }

  /** Reads the Terms of Use in their dialog and closes it. */
  async readTerms(): Promise<void> {
    await this.page.getByRole('link', { name: 'Terms of Use' }).click()
    await expect(this.termsDialog).toBeVisible()
    await this.termsDialog.getByRole('button', { name: 'Done' }).click()
    await expect(this.termsDialog).toBeHidden()
  }

  async agreeToTerms(): Promise<void> {
    await this.page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check()
  }
}
