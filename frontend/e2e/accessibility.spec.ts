import { expect, test } from './fixtures'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import { TeacherInvitesPage } from './pages/teacher/TeacherInvitesPage'
import { TeacherLoginPage } from './pages/teacher/TeacherLoginPage'
import { demoCentre, demoPassword, roles } from './roles'
import { accessibilityViolations } from './support/accessibility'

// The sign-in pages are checked too: the browser starts signed out.
test.use({ signedInAs: null })

test('the first screens meet WCAG 2.1 AA: contrast, names and heading order', async ({ page }) => {
  await test.step("the portal's sign-in and the centre's dashboard", async () => {
    const login = new LoginPage(page)
    await login.goto()
    expect(await accessibilityViolations(page)).toEqual([])
    await login.signIn(demoCentre.email, demoCentre.password)
    const dashboard = new DashboardPage(page)
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
    // The fill figures' chart or its empty state, the last part of the page to come.
    await expect(page.getByRole('heading', { name: 'By how far ahead you booked' })).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
  })

  await test.step("the teacher app's sign-in and invites, on a phone's screen", async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    const login = new TeacherLoginPage(page)
    await login.goto()
    expect(await accessibilityViolations(page)).toEqual([])
    await login.signIn(roles.teacher.email, demoPassword)
    await new TeacherInvitesPage(page).goto()
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await accessibilityViolations(page)).toEqual([])
  })
})
