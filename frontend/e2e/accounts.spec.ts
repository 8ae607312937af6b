import { expect, test } from './fixtures'
import { AccountForms } from './pages/AccountForms'
import { AgreementDialog } from './pages/AgreementDialog'
import { CentreSignupPage } from './pages/CentreSignupPage'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import { ProfilePage } from './pages/ProfilePage'
import { ShellPage } from './pages/ShellPage'
import { captchaAnswer, emailCode, smsCode } from './support/inbox'

// One new centre goes through every test in turn: it signs up, recovers its
// password, then works in its Personal Center.
test.use({ signedInAs: null })
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString().slice(-7)
const centre = {
  // 021 and seven digits: a New Zealand mobile.
  phone: `021${stamp}`,
  normalisedPhone: `+6421${stamp}`,
  email: `centre-${stamp}@example.com`,
  password: `Kowhai${stamp}a`,
  newPassword: `Tui${stamp}b`,
  name: `Tui Tots ${stamp.slice(-4)}`,
}

test('a new centre signs up, gets its voucher, signs out and signs in again', async ({ page, platform: { inbox } }) => {
  const login = new LoginPage(page)
  const shell = new ShellPage(page)
  const signup = new CentreSignupPage(page)
  await page.setViewportSize({ width: 375, height: 800 })

  await test.step('the sign-in page leads to the sign-up', async () => {
    await login.goto()
    await signup.openFromSignIn()
    await expect(page).toHaveTitle('Create an account - centre management platform')
    await expect(page.getByText('A signup voucher is waiting for you')).toBeVisible()
    await signup.expectNoSideScroll()
    await signup.startButton.click()
  })

  await test.step('a New Zealand mobile number', async () => {
    await expect(page).toHaveURL(/#\/mobilePhone$/)
    await expect(signup.step('Step 1 of 7: Mobile')).toBeVisible()
    await signup.phone.fill('13812345678')
    await signup.next.click()
    await expect(page.getByText('Please enter a valid New Zealand mobile number.')).toBeVisible()
    await signup.phone.fill(centre.phone)
  })

  let uuid = await signup.nextCaptcha(() => signup.next.click())

  await test.step('the graphical captcha, then the SMS is sent', async () => {
    await expect(page).toHaveURL(/#\/loginGraphicalCode$/)
    await expect(page.getByText('+64 21')).toBeVisible()
    uuid = await signup.refuseCaptcha('Text me a code')
    await signup.expectNoSideScroll()
    await signup.code.fill(await captchaAnswer(inbox, uuid))
  })

  const smsSince = Date.now()
  await signup.textMeCode.click()

  await test.step('the SMS code, with the resend countdown', async () => {
    await expect(page).toHaveURL(/#\/digitCode$/)
    await expect(signup.resendCountdown()).toBeDisabled()
    const code = await smsCode(inbox, centre.normalisedPhone, smsSince)
    const wrong = code === '000000' ? '111111' : '000000'
    await signup.code.fill(wrong)
    await signup.verify.click()
    await expect(page.getByRole('alert')).toHaveText('The code is wrong or has expired.')
    await signup.code.fill(code)
    await signup.verify.click()
  })

  await test.step("the centre's details and its place on the map", async () => {
    await expect(page).toHaveURL(/#\/Information$/)
    await signup.details({ name: 'T', contactPerson: 'Mere Parata', licence: 'ECE-77001', gst: '12-34' })
    await signup.next.click()
    await expect(page.getByText('The name must be 2 to 20 characters.')).toBeVisible()
    await expect(page.getByText('Please enter a valid GST number (8 or 9 digits).')).toBeVisible()
    await expect(page.getByText("Please choose the centre's place on the map")).toBeVisible()

    await signup.details({
      name: centre.name,
      contactPerson: 'Mere Parata',
      licence: 'ECE-77001',
      gst: '123-456-789',
      company: 'Tui Tots Limited',
    })
    await signup.usePickerPlace()
    await expect(signup.coordinates).toHaveText('Latitude -36.84, longitude 174.59')
    await signup.address({ street: '5 Great North Road', suburb: 'Kelston', city: 'Auckland', postcode: '0602' })
    await signup.expectNoSideScroll()
    await signup.next.click()
  })

  const mailSince = Date.now()

  await test.step('the e-mail and a password', async () => {
    await expect(page).toHaveURL(/#\/email$/)
    await signup.emailAndPassword(centre.email, centre.password)
    await signup.sendCode.click()
  })

  await test.step('the e-mail code creates the account', async () => {
    await expect(page).toHaveURL(/#\/emailCode$/)
    await expect(page.getByText(centre.email)).toBeVisible()
    await signup.code.fill(await emailCode(inbox, centre.email, mailSince))
    await signup.createAccount.click()
  })

  await test.step('thank you, and the welcome voucher', async () => {
    await expect(page).toHaveURL(/#\/thanks$/)
    await expect(page.getByText(`Welcome aboard, ${centre.name}!`)).toBeVisible()
    await signup.next.click()
    await expect(page).toHaveURL(/#\/welcome$/)
    await expect(signup.voucher.getByTestId('voucher-value')).toHaveText('$100.00')
    await expect(signup.voucher.getByTestId('voucher-valid-until')).toHaveText(/^Valid until \d{1,2} [A-Z][a-z]+ \d{4}$/)
    await signup.expectNoSideScroll()
  })

  await page.setViewportSize({ width: 1280, height: 800 })
  const agreement = new AgreementDialog(page)
  const dashboard = new DashboardPage(page)

  await test.step('the dashboard, signed in as the new centre', async () => {
    await signup.dashboardButton.click()
    await expect(page).toHaveURL(/#\/dashboard$/)
    await agreement.accept()
    await expect(dashboard.welcome(centre.name)).toBeVisible()
  })

  await test.step('sign out and sign in again with the new account', async () => {
    await shell.signOut()
    await expect(login.heading).toBeVisible()
    await login.signIn(centre.email, centre.password)
    await expect(page).toHaveURL(/#\/dashboard$/)
    await expect(dashboard.welcome(centre.name)).toBeVisible()
  })
})

test('a centre recovers its password by e-mail', async ({ page, platform: { inbox } }) => {
  const login = new LoginPage(page)
  const forms = new AccountForms(page)
  await login.goto()

  await test.step('the account and the captcha', async () => {
    await forms.startRecovery(centre.email)
    const uuid = await forms.refuseCaptcha('Send the code')
    await forms.code.fill(await captchaAnswer(inbox, uuid))
  })

  const since = Date.now()
  await page.getByRole('button', { name: 'Send the code' }).click()

  await test.step('the code from the e-mail', async () => {
    await expect(page).toHaveURL(/#\/forgotPassword2$/)
    // The address changes before the code page replaces the captcha's, whose field has the same name.
    await expect(page.getByRole('heading', { name: 'Enter the code' })).toBeVisible()
    await forms.code.fill(await emailCode(inbox, centre.email, since))
    await page.getByRole('button', { name: 'Next' }).click()
  })

  await test.step('a new password, twice', async () => {
    await expect(page).toHaveURL(/#\/forgotPassword3$/)
    await forms.passwordTwice('New password', centre.newPassword, centre.password, 'Reset the password')
    await page.getByRole('button', { name: 'Reset the password' }).click()
    await expect(page.getByText('Your password has been reset')).toBeVisible()
  })

  await test.step('the new password signs in', async () => {
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(login.heading).toBeVisible()
    await login.signIn(centre.email, centre.newPassword)
    await expect(page).toHaveURL(/#\/dashboard$/)
    await expect(new DashboardPage(page).welcome(centre.name)).toBeVisible()
  })
})

// The smallest PNG: one transparent pixel.
const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('the Personal Center refuses an avatar over 1 MB and a renamed non-image', async ({ page }) => {
  const login = new LoginPage(page)
  await login.goto()
  await login.signIn(centre.email, centre.newPassword)
  await expect(page).toHaveURL(/#\/dashboard$/)

  await new ShellPage(page).profileLink.click()
  const profile = new ProfilePage(page)
  await expect(page).toHaveURL(/#\/profile\/index$/)
  await expect(profile.heading).toBeVisible()
  await expect(page.getByText(centre.email)).toBeVisible()

  await test.step('an image over 1 MB', async () => {
    await profile.uploadAvatar('large.png', Buffer.concat([PNG_PIXEL, Buffer.alloc(1_048_576)]))
    await expect(profile.alert('The image must be at most 1 MB.')).toBeVisible()
  })

  await test.step('a document renamed to .png', async () => {
    await profile.uploadAvatar('logo.png', Buffer.from('%PDF-1.7 not really an image'))
    await expect(profile.alert('Only JPG or PNG images are accepted.')).toBeVisible()
  })

  await test.step('a small PNG becomes the avatar', async () => {
    await profile.uploadAvatar('logo.png', PNG_PIXEL)
    await expect(page.getByText('The avatar has been updated.')).toBeVisible()
    await expect(profile.avatar).toHaveAttribute('src', /\/api\/file\/private\//)
  })

  await test.step('the details are edited', async () => {
    await profile.editButton.click()
    await profile.contactPerson.fill('Aroha Ngata')
    await profile.saveButton.click()
    await expect(page.getByText("The centre's details have been saved.")).toBeVisible()
    await expect(profile.editButton).toBeVisible()
  })
})
