import { expect, type Locator, type Page } from '@playwright/test'

import { AccountForms } from './AccountForms'
import { MapPickerDialog } from './MapPickerDialog'

/** What a new centre types into the Information step. */
export interface CentreDetails {
  name: string
  contactPerson: string
  licence: string
  gst: string
  company?: string
}

/**
 * The centre portal's sign-up, one step after another: the intro (/signUp),
 * the mobile (/mobilePhone), the captcha that sends the SMS
 * (/loginGraphicalCode), its code (/digitCode), the centre's details and
 * place (/Information), the e-mail and password (/email), its code
 * (/emailCode), then the thanks (/thanks) and the welcome voucher (/welcome).
 */
export class CentreSignupPage extends AccountForms {
  readonly introHeading: Locator
  readonly startButton: Locator
  readonly phone: Locator
  readonly next: Locator
  readonly textMeCode: Locator
  readonly verify: Locator
  readonly sendCode: Locator
  readonly createAccount: Locator
  readonly voucher: Locator
  readonly dashboardButton: Locator
  readonly coordinates: Locator

  constructor(page: Page) {
    super(page)
    this.introHeading = page.getByRole('heading', { name: 'Create your centre account' })
    this.startButton = page.getByRole('button', { name: 'Start' })
    this.phone = page.getByLabel('New Zealand mobile number')
    this.next = page.getByRole('button', { name: 'Next' })
    this.textMeCode = page.getByRole('button', { name: 'Text me a code' })
    this.verify = page.getByRole('button', { name: 'Verify' })
    this.sendCode = page.getByRole('button', { name: 'Send the code' })
    this.createAccount = page.getByRole('button', { name: 'Create my account' })
    this.voucher = page.getByRole('region', { name: 'Signup voucher' })
    this.dashboardButton = page.getByRole('button', { name: 'Go to the dashboard' })
    this.coordinates = page.getByTestId('centre-coordinates')
  }

  /** From the sign-in page to the sign-up's intro. */
  async openFromSignIn(): Promise<void> {
    await this.page.getByRole('link', { name: 'Create an account' }).click()
    await expect(this.page).toHaveURL(/#\/signUp$/)
    await expect(this.introHeading).toBeVisible()
  }

  /** The step counter ("Step 1 of 7: Mobile"). */
  step(counter: string): Locator {
    return this.page.getByText(counter)
  }

  /** The SMS code step's resend button while it counts down. */
  resendCountdown(): Locator {
    return this.page.getByRole('button', { name: /^Send a new code in \d+ s$/ })
  }

  /** The Information step's details (the place is chosen apart, `usePickerPlace`). */
  async details(details: CentreDetails): Promise<void> {
    await this.page.getByLabel('Centre name').fill(details.name)
    await this.page.getByLabel('Contact person').fill(details.contactPerson)
    await this.page.getByLabel('Licence number').fill(details.licence)
    await this.page.getByLabel('GST number').fill(details.gst)
    if (details.company) await this.page.getByLabel('Company name').fill(details.company)
  }

  /** Takes the place the map picker opens at as the centre's. */
  async usePickerPlace(): Promise<void> {
    await this.page.getByRole('button', { name: 'Choose on the map' }).click()
    const picker = new MapPickerDialog(this.page, 'Where is your centre?')
    await expect(picker.dialog).toBeVisible()
    await picker.useButton.click()
    await expect(picker.dialog).toBeHidden()
  }

  async address(address: { street: string; suburb: string; city: string; postcode: string }): Promise<void> {
    await this.page.getByLabel('Street address').fill(address.street)
    await this.page.getByLabel('Suburb').fill(address.suburb)
    await this.page.getByLabel('City').fill(address.city)
    await this.page.getByLabel('Postcode').fill(address.postcode)
  }
}
