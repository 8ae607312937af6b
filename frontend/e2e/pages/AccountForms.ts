import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The account forms both apps share (sign-up, password recovery, password
 * change): the graphical captcha and the codes, the e-mail and the new
 * password, on a page that must fit a phone's width.
 */
export class AccountForms {
  /** The captcha's answer, and the code of a code step: both are named "Verification code". */
  readonly code: Locator

  constructor(protected readonly page: Page) {
    this.code = page.getByLabel('Verification code', { exact: true })
  }

  /** Runs `action` and answers the uuid of the captcha image it makes the page load. */
  async nextCaptcha(action: () => Promise<unknown>): Promise<string> {
    const response = this.page.waitForResponse((answer) => answer.url().endsWith('/api/captcha/image'))
    await action()
    const body = (await (await response).json()) as { rtn_data: { uuid: string } }
    return body.rtn_data.uuid
  }

  /**
   * From a sign-in page to the password recovery's first step, the account's
   * e-mail typed in; answers the uuid of the captcha shown there.
   */
  async startRecovery(email: string): Promise<string> {
    const uuid = await this.nextCaptcha(() => this.page.getByRole('link', { name: 'Forgot password?' }).click())
    await expect(this.page).toHaveURL(/#\/forgotPassword1$/)
    await expect(this.page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    return uuid
  }

  /**
   * Answers the captcha wrongly and sends the form with `submit`: the answer is
   * refused and a new image loads, whose uuid this answers.
   */
  async refuseCaptcha(submit: string): Promise<string> {
    await this.code.fill('0000')
    const uuid = await this.nextCaptcha(() => this.page.getByRole('button', { name: submit }).click())
    await expect(this.page.getByRole('alert')).toContainText('The characters do not match the image')
    return uuid
  }

  /**
   * Types a new password into `field` and a confirmation that differs
   * (`mismatch`), which `submit` has refused ("The two passwords are
   * inconsistent."); then the right confirmation. The form is not sent again.
   */
  async passwordTwice(field: string, password: string, mismatch: string, submit: string): Promise<void> {
    await this.page.getByLabel(field, { exact: true }).fill(password)
    await this.page.getByLabel('Confirm password').fill(mismatch)
    await this.page.getByRole('button', { name: submit }).click()
    await expect(this.page.getByText('The two passwords are inconsistent.')).toBeVisible()
    await this.page.getByLabel('Confirm password').fill(password)
  }

  /** A sign-up's e-mail step: the address, then the password twice (not sent yet). */
  async emailAndPassword(email: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await this.passwordTwice('Password', password, `${password}x`, 'Send the code')
  }

  /** Nothing is wider than the page: no sideways scrolling. */
  async expectNoSideScroll(): Promise<void> {
    const width = this.page.viewportSize()?.width ?? 0
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
}
