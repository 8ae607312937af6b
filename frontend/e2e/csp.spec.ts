import { expect, type Page, test } from '@playwright/test'

import { demoCentre } from './accounts'
import { AgreementDialog } from './pages/AgreementDialog'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import { TeacherApp } from './pages/TeacherApp'
import { demoTeachers } from './teacherApi'

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
    await new AgreementDialog(page).acceptIfShown(new DashboardPage(page).welcome(demoCentre.name))
    await page.goto('/#/profile/index')
    await page.getByRole('button', { name: 'Edit' }).first().click()
    await page.getByRole('button', { name: /on the map/ }).click()
    const picker = page.getByRole('dialog', { name: 'Where is your centre?' })
    await expect(picker.locator('.leaflet-container')).toBeVisible()
    await picker.getByRole('button', { name: 'Cancel' }).click()
    expect(await violations()).toEqual([])
  })

  await test.step('the teacher app: sign-in and the Me screen', async () => {
    const app = new TeacherApp(page)
    await app.goto()
    await app.signIn(demoTeachers.email(45), demoTeachers.password)
    await app.tab('Me').click()
    await expect(app.heading('Me')).toBeVisible()
    expect(await violations()).toEqual([])
  })
})
