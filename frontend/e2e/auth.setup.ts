import { join } from 'node:path'

import { type Browser, expect, test as setup } from '@playwright/test'

import { AgreementDialog } from './pages/AgreementDialog'
import { DashboardPage } from './pages/DashboardPage'
import { LoginPage } from './pages/LoginPage'
import { TeacherLoginPage } from './pages/teacher/TeacherLoginPage'
import { demoCentre, demoPassword, type Role, roles } from './roles'
import {
  copyDatabase,
  databases,
  type Platform,
  portOf,
  runDir,
  seedDatabase,
  serve,
  storedSignIn,
} from './support/platform'

/**
 * Prepares what every spec file starts from: the seeded database, and a copy
 * of it in which each role has signed in once through its app, the sign-in
 * stored for the browser (`storedSignIn(role)`).
 */

setup.describe.configure({ mode: 'serial' })

let platform: Platform | undefined

setup.beforeAll(async () => {
  setup.setTimeout(180_000)
  await seedDatabase(databases.seeded)
  copyDatabase(databases.seeded, databases['signed-in'])
  platform = await serve(databases['signed-in'], join(runDir, 'setup'), portOf(0))
})

// The database is copied by the spec files only once no server has it open.
setup.afterAll(async () => {
  await platform?.stop()
})

async function signedIn(browser: Browser, role: Role, signIn: (context: Awaited<ReturnType<Browser['newContext']>>) => Promise<void>) {
  const context = await browser.newContext({ baseURL: platform?.url })
  await signIn(context)
  await context.storageState({ path: storedSignIn(role) })
  await context.close()
}

setup('the demo centre signs in and accepts the terms', async ({ browser }) => {
  await signedIn(browser, 'centre', async (context) => {
    const page = await context.newPage()
    const login = new LoginPage(page)
    const agreement = new AgreementDialog(page)
    const dashboard = new DashboardPage(page)
    await login.goto()
    await login.signIn(roles.centre.email, demoPassword)
    await agreement.accept()
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
    // The saved user of the session cookie knows the terms are accepted.
    await page.reload()
    await expect(dashboard.welcome(demoCentre.name)).toBeVisible()
    await expect(agreement.dialog).toBeHidden()
  })
})

setup('the demo teacher signs in to the teacher app', async ({ browser }) => {
  await signedIn(browser, 'teacher', async (context) => {
    const login = new TeacherLoginPage(await context.newPage())
    await login.goto()
    await login.signIn(roles.teacher.email, demoPassword)
  })
})
