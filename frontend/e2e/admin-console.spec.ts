import { expect, test } from './fixtures'
import { AdminConsole } from './pages/AdminConsole'
import { demoStaff } from './roles'

test.use({ signedInAs: null })
// Two sign-ins, a role, a staff member and the operation log: a long scenario, given the time its siblings have.
test.describe.configure({ timeout: 180_000 })

const desk = { email: 'desk@example.com', name: 'Desk Person', password: 'Desk-first-2026!' }

test('a super admin makes a support-desk role and staff member, who sees only support and is refused settings; both changes are in the operation log', async ({
  page,
  browser,
  platform,
}) => {
  const admin = new AdminConsole(page)
  await admin.signIn(demoStaff.email, demoStaff.password)
  await expect(page.getByText(/Welcome back/)).toBeVisible()

  // A role with the support pages only.
  await admin.open('authority/roles')
  await page.getByRole('button', { name: 'Add role' }).click()
  const roleDialog = admin.dialog('Add a role')
  await roleDialog.getByLabel('Name').fill('Support desk')
  await roleDialog.getByLabel('Level').fill('2')
  await roleDialog.getByRole('button', { name: 'Save' }).click()
  await expect(roleDialog).toBeHidden()
  await admin.row('Support desk').getByText('Support desk').click()
  const menus = page.getByRole('tree', { name: 'Menus and buttons' })
  await menus.getByText('Support', { exact: true }).click()
  const saveMenus = page.locator('.role-menus').getByRole('button', { name: 'Save' })
  await saveMenus.click()
  // Saved: nothing is left to save, and the role's menus are the support pages.
  await expect(saveMenus).toBeDisabled()

  // A staff member who holds it.
  await admin.open('authority/staff')
  await page.getByRole('button', { name: 'Add staff' }).click()
  const staffDialog = admin.dialog('Add a staff member')
  await staffDialog.getByLabel('E-mail').fill(desk.email)
  await staffDialog.getByLabel('Name').fill(desk.name)
  await staffDialog.getByLabel('First password').fill(desk.password)
  await staffDialog.getByRole('checkbox', { name: /Support desk/ }).check()
  await staffDialog.getByRole('button', { name: 'Add staff' }).click()
  await expect(page.getByText(`${desk.email} can now sign in.`)).toBeVisible()

  // They see the support desk only, and settings are refused in the console and by the API.
  const deskContext = await browser.newContext({ baseURL: platform.url })
  const deskConsole = new AdminConsole(await deskContext.newPage())
  await deskConsole.signIn(desk.email, desk.password)
  await expect(deskConsole.page.getByRole('table', { name: 'Support tickets of every centre' })).toBeVisible()
  await expect(deskConsole.sideMenu.getByRole('menuitem', { name: /Support/ })).toBeVisible()
  await expect(deskConsole.sideMenu.getByRole('menuitem', { name: /Settings|Staff|Roles/ })).toHaveCount(0)
  await deskConsole.open('system/settings')
  await expect(deskConsole.noPermission).toBeVisible()
  const refused = await deskConsole.page.request.post(`${platform.url}/api/admin/setting/list`, {
    headers: { Authorization: `Bearer ${await deskConsole.token()}` },
    data: {},
  })
  expect((await refused.json()).rtn_code).toBe(1002)
  await deskContext.close()

  // The super admin reads both changes, with what they changed.
  await admin.open('system/audit')
  await page.getByRole('textbox', { name: /^Call/ }).fill('/admin/role/save')
  await page.getByRole('button', { name: 'Search' }).click()
  // Newest first: the last is the role's creation, with its name; the first its menus.
  await admin.row('/admin/role/save').last().getByRole('button', { name: 'Open' }).click()
  const detail = page.getByRole('dialog', { name: 'Operation details' })
  await expect(detail.getByText('Support desk').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('textbox', { name: /^Call/ }).fill('/admin/staff/create')
  await page.getByRole('button', { name: 'Search' }).click()
  await admin.row('/admin/staff/create').getByRole('button', { name: 'Open' }).first().click()
  await expect(detail.getByText(desk.email).first()).toBeVisible()
  await expect(detail.getByText(desk.password)).toHaveCount(0)
})
