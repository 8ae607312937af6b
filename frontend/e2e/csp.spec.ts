import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import { ProfilePage } from './pages/ProfilePage'
import { TeacherLoginPage } from './pages/teacher/TeacherLoginPage'
import { TeacherMePage } from './pages/teacher/TeacherMePage'
import { demoCentre, demoPassword, roles } from './roles'

// The sign-in pages are under the policy too: the browser starts signed out.
test.use({ signedInAs: null })

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

/** Records every Content-Security-Policy violation of the page's documents. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const logged: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text())
  })
  return async () => [...logged, ...(await page.evaluate(() => window.cspViolations ?? []))]
}

test('the portal and the teacher app run under the Content-Security-Policy', async ({ page }) => {
  const violations = await watchPolicy(page)

  await test.step('the portal: sign-in, the dashboard and the map picker of the Personal Center', async () => {
    const login = new LoginPage(page)
    await login.goto()
    const answer = await page.request.get('/')
    expect(answer.headers()['content-security-policy']).toContain("script-src 'self'")
    await login.signIn(demoCentre.email, demoCentre.password)
    await expect(new DashboardPage(page).welcome(demoCentre.name)).toBeVisible()
    const profile = new ProfilePage(page)
    await profile.goto()
    await profile.editButton.click()
    const picker = await profile.openMapPicker()
    await expect(picker.dialog.locator('.leaflet-container')).toBeVisible()
    await picker.cancelButton.click()
    expect(await violations()).toEqual([])
  })

  await test.step('the teacher app: sign-in and the Me screen', async () => {
    const login = new TeacherLoginPage(page)
    await login.goto()
    await login.signIn(roles.teacher.email, demoPassword)
    await new TeacherMePage(page).goto()
    expect(await violations()).toEqual([])
  })
})
