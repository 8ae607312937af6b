import { expect, test } from './fixtures'
import { AdminFaqPage } from './pages/AdminFaqPage'
import { TeacherHelpPage } from './pages/teacher/TeacherHelpPage'
import { TeacherMePage } from './pages/teacher/TeacherMePage'

// The teacher (the stored sign-in) on a phone; a content staff member in a desktop browser of their own.
test.use({ signedInAs: 'teacher', viewport: { width: 375, height: 740 } })
test.describe.configure({ timeout: 180_000 })

const QUESTION = 'When are relief teachers paid?'
const ANSWER = 'Every Tuesday, by bank transfer, for the time sheets confirmed the week before.'
const QUESTION_ZH = '代课教师什么时候领取报酬？'
const ANSWER_ZH = '每周二通过银行转账支付上一周已确认工时表的报酬。'

test('content staff publish an FAQ entry for teachers in English and Chinese, and a teacher reads it in Chinese', async ({
  page,
  browser,
  platform,
  api,
}) => {
  // A staff member holding the seeded Content role, made by the super admin.
  const admin = await api.staff()
  const { roles } = await admin.call<{ roles: { id: number; name: string }[] }>('admin/role/list', {})
  const content = roles.find((role) => role.name === 'Content')
  expect(content, 'the Content role is seeded').toBeDefined()
  const member = { email: `content-${Date.now()}@example.com`, name: 'Mere Content', password: 'Content-first-2026!' }
  await admin.call('admin/staff/create', { ...member, roleIds: [content?.id] })

  const staffContext = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 } })
  const faq = new AdminFaqPage(await staffContext.newPage())
  await faq.console.signIn(member.email, member.password)

  await test.step('the content staff member writes the entry in both languages and shows it to teachers', async () => {
    await faq.goto()
    await faq.write({ title: QUESTION, content: ANSWER, titleZh: QUESTION_ZH, contentZh: ANSWER_ZH, readers: 'Teachers', shown: true })
    const row = faq.row(QUESTION)
    await expect(row).toBeVisible()
    await expect(row.getByText(QUESTION_ZH)).toBeVisible()
    await expect(row.getByText('Teachers', { exact: true })).toBeVisible()
    await expect(row.getByText('English and Chinese')).toBeVisible()
    await expect(row.getByRole('switch')).toBeChecked()
  })
  await staffContext.close()

  const me = new TeacherMePage(page)
  const help = new TeacherHelpPage(page)
  await test.step('the teacher switches the app to Chinese', async () => {
    await page.goto('/teacher/')
    await me.goto()
    await me.chooseLanguage('中文')
  })

  await test.step('opens Help, searches and reads the Chinese text', async () => {
    await help.openFromMe('帮助')
    await expect(help.question(QUESTION_ZH)).toBeVisible()
    await help.search('银行转账', '搜索')
    await expect(help.question(QUESTION_ZH)).toBeVisible()
    const answer = await help.read(QUESTION_ZH)
    await expect(answer).toContainText(ANSWER_ZH)
    await expect(page.getByText(QUESTION, { exact: true })).toHaveCount(0)
  })

  await test.step('a centre never sees it: it is for teachers', async () => {
    const centre = api.as('centre')
    const seen = await centre.call<{ faqs: { title: string }[] }>('center/help', { keyword: '银行转账' })
    expect(seen.faqs).toEqual([])
  })
})

test('a forced version of the teacher web app makes the app ask to reload, and nothing else can be done', async ({ page, api }) => {
  const admin = await api.staff()
  const forced = await admin.call<{ id: number }>('admin/version/save', {
    platform: 'web',
    number: '99.0.0',
    type: 'forced',
    package: '',
    releaseDate: '2020-01-01',
    description: 'Security fix.',
  })
  try {
    await page.goto('/teacher/#/invites')
    const prompt = page.getByRole('dialog', { name: 'Update required' })
    await expect(prompt).toBeVisible()
    await expect(prompt).toContainText('A new version of Relief is available. Reload to continue.')
    await expect(prompt).toContainText('Version 99.0.0')
    await page.keyboard.press('Escape')
    await expect(prompt).toBeVisible()
    await prompt.getByRole('button', { name: 'Reload' }).click()
    // The page reloads, and is still older than the forced version.
    await expect(page.getByRole('dialog', { name: 'Update required' })).toBeVisible()
  } finally {
    await admin.call('admin/version/delete', { id: forced.id })
  }
})
