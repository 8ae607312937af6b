import { expect, test } from './fixtures'
import { AdminConsole } from './pages/AdminConsole'
import { SupportDeskConsole } from './pages/SupportDeskConsole'
import { SupportPage } from './pages/SupportPage'

const PDF = Buffer.from('%PDF-1.4\n%relief support steps\n')

test('a support staff member assigns a centre’s ticket to themself, notes it internally and replies with an attachment; the centre sees the reply and the file, never the note', async ({
  page,
  browser,
  platform,
  api,
}) => {
  const run = Date.now().toString(36)
  const subject = `Invoice total wrong ${run}`
  const note = `Centre owes two invoices, be gentle (${run})`
  const answer = `We corrected the invoice; the steps are attached (${run}).`
  const desk = { email: `desk-${run}@example.com`, name: 'Aroha Desk', password: 'Desk-first-2026!' }
  const support = new SupportPage(page)

  let ticketNo = ''
  await test.step('the demo centre opens a ticket through its portal', async () => {
    await support.gotoSubmit()
    await support.chooseCategory('Billing and invoices')
    await support.form.getByLabel('Subject').fill(subject)
    await support.form.getByLabel('Description').fill('The total on last week’s invoice looks wrong.')
    await support.form.getByRole('button', { name: 'Submit ticket' }).click()
    await expect(page).toHaveURL(/#\/supportTicket\/detail\/T\d{11,}$/)
    ticketNo = /detail\/(T\d+)$/.exec(page.url())?.[1] ?? ''
  })

  await test.step('a staff member holding the seeded Support role is made', async () => {
    const admin = await api.staff()
    const roles = await admin.call<{ roles: { id: number; name: string }[] }>('admin/role/list', {})
    const role = roles.roles.find((candidate) => candidate.name === 'Support')
    expect(role, 'the seeded Support role').toBeDefined()
    await admin.call('admin/staff/create', { ...desk, roleIds: [role?.id] })
  })

  const context = await browser.newContext({ baseURL: platform.url })
  const console_ = new AdminConsole(await context.newPage())
  const deskPage = new SupportDeskConsole(console_.page)

  await test.step('they assign the ticket to themself and find it under Mine', async () => {
    await console_.signIn(desk.email, desk.password)
    await deskPage.goto()
    await expect(deskPage.row(ticketNo).getByText('Unassigned')).toBeVisible()
    await deskPage.assignToMe(ticketNo)
    await expect(deskPage.row(ticketNo).getByText(desk.name)).toBeVisible()
    await deskPage.filterByAssignee('Mine')
    await expect(deskPage.row(ticketNo)).toBeVisible()
  })

  await test.step('they write an internal note and reply with an attachment', async () => {
    await deskPage.open(ticketNo)
    await deskPage.addNote(note)
    await deskPage.replyWithAttachment(answer, { name: 'steps.pdf', mimeType: 'application/pdf', buffer: PDF })
    // Staff read who replied; the note stays on its own panel, out of the thread.
    await expect(deskPage.drawer.getByRole('article', { name: desk.name })).toContainText(answer)
    await expect(deskPage.drawer.getByRole('article').filter({ hasText: note })).toHaveCount(0)
  })
  await context.close()

  await test.step('the centre sees the reply from Relief support and its attachment, never the note', async () => {
    // The portal still shows the ticket as the centre left it: read it afresh.
    await expect(page).toHaveURL(new RegExp(`#/supportTicket/detail/${ticketNo}$`))
    await page.reload()
    await expect(support.staffReplies()).toContainText(answer)
    await expect(support.staffReplies().getByRole('button', { name: 'Open steps.pdf' })).toBeVisible()
    await expect(page.getByText(note)).toHaveCount(0)
    await expect(page.getByText(desk.name)).toHaveCount(0)
    const popup = page.waitForEvent('popup')
    await support.staffReplies().getByRole('button', { name: 'Open steps.pdf' }).click()
    const tab = await popup
    await expect(tab).toHaveURL(/\/api\/file\/private\//)
    await tab.close()
    const seen = await api.as('centre').call('center/support/ticket/detail', { ticketNo })
    expect(JSON.stringify(seen)).not.toContain(note)
  })
})
