import { readFile } from 'node:fs/promises'

import { expect, test } from './fixtures'
import { AdminBookingsPage } from './pages/AdminBookingsPage'
import { AdminTeachersPage } from './pages/AdminTeachersPage'
import { demoTeachers } from './roles'
import { bookingDetail, confirmPrice, createBooking, standardDraft, weekdayAhead } from './support/bookings'
import { xlsxText } from './support/xlsx'

test.use({ signedInAs: null })

const operations = { email: 'ops@example.com', name: 'Ops Person', password: 'Ops-first-2026!' }
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

interface Role {
  id: number
  name: string
}

test('an operations staff member opens a pending teacher’s document through its signed link and approves them; the teacher is told; then finds the teacher’s first job in the job records and exports it', async ({
  page,
  api,
  platform,
}) => {
  // An operations staff member, made by the super admin.
  const admin = await api.staff()
  const { roles } = await admin.call<{ roles: Role[] }>('admin/role/list')
  const role = roles.find((each) => each.name === 'Operations')
  expect(role, 'the seeded Operations role').toBeTruthy()
  await admin.call('admin/staff/create', { ...operations, roleIds: [role?.id] })

  // A pending demo teacher who has uploaded a CV.
  const teacher = await api.teacher(demoTeachers.pendingEmail)
  const uploaded = await page.request.post(`${platform.url}/api/teacher/document/upload`, {
    headers: { Authorization: `Bearer ${teacher.token}` },
    multipart: { kind: 'cv', file: { name: 'teacher60-cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
  })
  expect((await uploaded.json()).rtn_code).toBe(0)

  const teachers = new AdminTeachersPage(page)
  await teachers.console.signIn(operations.email, operations.password)
  await teachers.open()
  await teachers.search(demoTeachers.pendingEmail)
  const row = teachers.row(demoTeachers.pendingEmail)
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Pending')).toBeVisible()
  const name = (await row.getByRole('button').first().textContent())?.trim() ?? ''
  await teachers.openTeacher(name)
  await expect(teachers.approvalTag).toHaveText('Pending')

  // The document opens through its short-lived signed link.
  await teachers.tab(/Documents/).click()
  const link = teachers.documentLink('teacher60-cv.pdf')
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/api\/file\/private\//)
  const opened = await page.request.get(`${platform.url}${href}`)
  expect(opened.status()).toBe(200)
  expect(opened.headers()['content-type']).toContain('application/pdf')
  expect(Buffer.from(await opened.body()).equals(PDF)).toBe(true)

  // Approved: the drawer and the list say so.
  await teachers.approve()
  await expect(teachers.approvalTag).toHaveText('Approved')
  await expect(page.getByText(`${name} is approved and has been told.`)).toBeVisible()
  await expect(teachers.row(demoTeachers.pendingEmail).getByText('Approved')).toBeVisible()

  // The teacher has the notice.
  const notices = await teacher.call<{ list: { kind: string }[] }>('user/notice/list', { pageNo: 1, pageSize: 20 })
  expect(notices.list.map((notice) => notice.kind)).toContain('profile_approved')

  // The approved teacher's first job: the demo centre books a day, matching
  // widens until it reaches the teacher (about 5.5 km away), who answers, and
  // the centre books them.
  const centre = api.as('centre')
  const bookingId = await createBooking(centre, standardDraft(weekdayAhead(await api.now(), 2)))
  let inviteId = 0
  await expect
    .poll(
      async () => {
        const { invites } = await bookingDetail(centre, bookingId)
        inviteId = invites.find((invite) => invite.teacher.teacherId === teacher.teacherId && invite.status === 2)?.inviteId ?? 0
        if (inviteId === 0) await api.moveClockPast((await api.now()).toISOString(), 16)
        return inviteId
      },
      { message: 'matching reaches the approved teacher', timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  await teacher.call('teacher/invite/answer', { inviteId, interested: true })
  await confirmPrice(centre, inviteId)

  // Operations finds it among the job records and exports it.
  const desk = new AdminBookingsPage(page)
  await desk.openJobRecords()
  await desk.search(name)
  await expect(desk.jobRecord(name)).toHaveCount(1)
  await expect(desk.jobRecord(name).getByText('Processing')).toBeVisible()
  const download = await desk.exportJobRecords()
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  const sheet = xlsxText(await readFile(await download.path()))
  expect(sheet).toContain(name)
  expect(sheet.match(/<row\b/g), 'the heading and the one job record').toHaveLength(2)
})
