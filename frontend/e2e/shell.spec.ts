import { expect, test } from './fixtures'
import { AgreementDialog } from './pages/AgreementDialog'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import { ShellPage } from './pages/ShellPage'
import { demoCentre } from './roles'

// The seeded demo data, where no one has signed in yet: the tests run in
// order, and the first sign-in meets the terms and accepts them.
test.use({ startFrom: 'seeded', signedInAs: null })
test.describe.configure({ mode: 'serial' })

test('a centre signs in, accepts the terms and works in the shell', async ({ page }) => {
  const login = new LoginPage(page)
  const agreement = new AgreementDialog(page)
  const dashboard = new DashboardPage(page)
  const shell = new ShellPage(page)

  await login.goto()
  await expect(page).toHaveTitle('Sign In - centre management platform')
  await expect(login.heading).toBeVisible()

  await test.step('the form checks its fields and reports a wrong password', async () => {
    await login.signInButton.click()
    await expect(page.getByText('Please enter your email', { exact: true })).toBeVisible()
    await expect(page.getByText('Please enter your password', { exact: true })).toBeVisible()
    await login.signIn(demoCentre.email, 'not-the-password')
    await expect(login.error).toHaveText('Account error, please check!')
  })

  await test.step('sign in and accept the terms', async () => {
    await login.signIn(demoCentre.email, demoCentre.password)
    await expect(agreement.dialog).toBeVisible()
    await expect(page).toHaveURL(/#\/dashboard$/)

    await agreement.next.click()
    await expect(page.getByText('Please agree to the terms of use')).toBeVisible()

    await agreement.termsLink.click()
    const terms = agreement.policy('Terms of Use')
    await expect(terms).toBeVisible()
    await expect(terms.frameLocator('iframe').locator('body')).toContainText('Terms')
    await terms.getByRole('button', { name: 'Done' }).click()
    await expect(terms).toBeHidden()
    await expect(agreement.checkbox).not.toBeChecked()

    await agreement.accept()
  })

  await test.step('the dashboard greets the centre', async () => {
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
    await expect(dashboard.teachersNearby).toBeVisible()
    await expect(page).toHaveTitle('Home - centre management platform')
    await expect(shell.menuItem('Home')).toBeVisible()
    await expect(shell.bell).toHaveAccessibleName(/^Notifications: (No unread notices|Unread notices: \d+)$/)
  })

  await test.step('a reload keeps the session', async () => {
    await page.reload()
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
    await expect(agreement.dialog).toBeHidden()
    await expect(page).toHaveURL(/#\/dashboard$/)
  })

  await test.step('the tags view', async () => {
    const home = shell.tag('Home')
    await expect(home).toHaveAttribute('aria-selected', 'true')
    await expect(home.getByRole('button')).toHaveCount(0)

    await shell.runTagCommand('Home', 'Reload')
    await expect(page).toHaveURL(/#\/dashboard$/)
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()

    await shell.runTagCommand('Home', 'Close other tabs')
    await expect(shell.tabs.getByRole('tab')).toHaveCount(1)
    await home.click({ button: 'right' })
    await expect(page.getByRole('menuitem', { name: 'Close', exact: true })).toHaveCount(0)
    await page.keyboard.press('Escape')

    await shell.runTagCommand('Home', 'Close all tabs')
    await expect(home).toBeVisible()
    await expect(page).toHaveURL(/#\/dashboard$/)
  })

  await test.step('an unknown page is 404 and not a tag', async () => {
    await page.goto('/#/no-such-page')
    await expect(page).toHaveURL(/#\/404$/)
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible()
    await page.getByRole('button', { name: 'Back to Home' }).click()
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
    await expect(shell.tabs.getByRole('tab')).toHaveCount(1)
  })

  await test.step("a typed address or a link opens the page's group in the sidebar", async () => {
    await page.goto('/#/Billing/Invoice')
    await expect(shell.menuItem('Invoice')).toBeVisible()
    await expect(shell.menuItem('Invoice')).toHaveClass(/ant-menu-item-selected/)
    await page.goto('/#/bookings/Past')
    await expect(shell.menuItem('Past')).toBeVisible()
    // One group open at a time: Billing closed as Bookings opened.
    await expect(shell.menuItem('Invoice')).toBeHidden()
    await shell.tag('Invoice').click()
    await expect(page).toHaveURL(/#\/Billing\/Invoice$/)
    await expect(shell.menuItem('Invoice')).toBeVisible()
    await shell.runTagCommand('Home', 'Close all tabs')
  })

  await test.step('settings switch the tags view off and on', async () => {
    await shell.settingsButton.click()
    const showTags = page.getByRole('switch', { name: 'Show tags' })
    await showTags.click()
    await expect(shell.tabs).toBeHidden()
    await showTags.click()
    await expect(shell.tabs).toBeVisible()
    await page.keyboard.press('Escape')
  })

  await test.step('Chinese and back', async () => {
    await shell.switchLanguage('中文')
    await expect(shell.menuItem('首页')).toBeVisible()
    await expect(page).toHaveTitle('首页 - 中心管理平台')
    await shell.switchLanguage('English')
    await expect(shell.menuItem('Home')).toBeVisible()
    await expect(page).toHaveTitle('Home - centre management platform')
  })

  await test.step('sign out asks first', async () => {
    await shell.signOutButton.click()
    await shell.signOutConfirmation.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Operation canceled')).toBeVisible()
    // Gone before it is opened again, so that only one confirmation is on the page.
    await expect(shell.signOutConfirmation).toBeHidden()
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()

    await shell.signOut()
    await expect(page).toHaveURL(/#\/login$/)
    await expect(login.heading).toBeVisible()

    await page.goto('/#/dashboard')
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fdashboard$/)
  })
})

test('a deep link without a session comes back after sign-in', async ({ page }) => {
  const login = new LoginPage(page)
  const agreement = new AgreementDialog(page)
  const dashboard = new DashboardPage(page)

  await page.goto('/#/dashboard?x=1')
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fdashboard%3Fx%3D1$/)

  await login.signIn(demoCentre.email, demoCentre.password)
  await expect(page).toHaveURL(/#\/dashboard\?x=1$/)
  await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
  await expect(agreement.dialog).toBeHidden()

  await page.goto('/#/login')
  await expect(page).toHaveURL(/#\/dashboard$/)
})

test("the dashboard's today is the platform's (a demo's clock may run ahead)", async ({ page, api }) => {
  const login = new LoginPage(page)
  const dashboard = new DashboardPage(page)
  const clock = await api.advanceClock(3 * 24 * 60)
  await login.goto()
  await login.signIn(demoCentre.email, demoCentre.password)
  await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
  const today = new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(clock.now))
  // "Tuesday, 24 November 2026", as the banner writes it.
  await expect(dashboard.today).toHaveText(`Today is ${today}`)
})
