import type { Locator } from '@playwright/test'

import { expect, test } from './fixtures'
import { AdminConsole } from './pages/AdminConsole'
import { demoStaff } from './roles'
import { answerInterested, bookingDetail, confirmPrice, createBooking, openInvite, standardDraft, weekdayAhead } from './support/bookings'

test.use({ signedInAs: null })
test.describe.configure({ timeout: 180_000 })

/** The list's Booking ID filter (its label is not tied to the field). */
function bookingIdFilter(panel: Locator): Locator {
  return panel.getByRole('textbox', { name: 'Booking ID' })
}

interface RecordRow {
  jobRecordId: number
  teacherId: number
}

interface TeacherItem {
  teacherId: number
  name: string
}

test('staff move an upcoming job record to a free teacher and run a booking’s matching again', async ({ page, api }) => {
  const centre = api.as('centre')
  const staff = await api.staff()
  const slot = weekdayAhead(await api.now(), 2)

  // A booked day: the centre confirms the teacher who answered.
  const booked = await createBooking(centre, standardDraft(slot))
  const invite = await openInvite(centre, booked)
  await answerInterested(api, invite)
  await confirmPrice(centre, invite.inviteId)
  const records = await staff.call<{ list: RecordRow[] }>('statistical/job/record/list', { bookingId: booked })
  const record = records.list[0]
  if (!record) throw new Error(`Booking ${booked} has no job record.`)
  // A teacher with no job that day takes it.
  const teachers = await staff.call<{ list: TeacherItem[] }>('admin/teacher/list', { approval: 1, enabled: true, pageSize: 100 })
  let taker: TeacherItem | undefined
  for (const teacher of teachers.list) {
    if (teacher.teacherId === record.teacherId) continue
    const jobs = await staff.call<{ total: number }>('statistical/job/record/list', {
      teacherId: teacher.teacherId,
      status: 2,
      dateFrom: slot.date,
      dateTo: slot.date,
    })
    if (jobs.total === 0) {
      taker = teacher
      break
    }
  }
  if (!taker) throw new Error('No demo teacher is free that day.')

  const admin = new AdminConsole(page)
  await admin.signIn(demoStaff.email, demoStaff.password)
  await admin.sideMenu.getByRole('menuitem', { name: /Bookings/ }).click()
  await page.getByRole('tab', { name: 'Job records' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Job records' })
  await bookingIdFilter(panel).fill(String(booked))
  await panel.getByRole('button', { name: /Search/ }).click()
  await panel.getByRole('row').filter({ has: page.getByRole('cell', { name: String(record.jobRecordId), exact: true }) }).click()

  const drawer = page.getByRole('dialog', { name: `Job record #${record.jobRecordId}` })
  await drawer.getByRole('button', { name: /Move to another teacher/ }).click()
  const dialog = page.getByRole('dialog', { name: `Move job record #${record.jobRecordId} to another teacher` })
  const search = dialog.getByRole('combobox')
  await search.click()
  await search.fill(taker.name)
  await page.getByTitle(new RegExp(`^${taker.name} \\(#${taker.teacherId}\\)`)).click()
  await dialog.getByLabel('Reason').fill('The booked teacher is unwell')
  await dialog.getByRole('button', { name: /Move to another teacher/ }).click()
  await expect(page.getByText(`The job now belongs to ${taker.name}.`)).toBeVisible()
  // The dialog closes first: while it fades out, its picker still names the teacher.
  await expect(dialog).toBeHidden()
  await expect(drawer.getByText(`${taker.name} (#${taker.teacherId})`, { exact: true })).toBeVisible()
  await expect(drawer.getByText(`Relief staff moved job record #${record.jobRecordId} from`).first()).toContainText(`to ${taker.name}`)
  await page.keyboard.press('Escape')

  // A booking nobody took yet starts its matching again.
  const waiting = await createBooking(centre, standardDraft(slot))
  const deskTabs = page.getByRole('tablist').filter({ has: page.getByRole('tab', { name: 'Job records' }) })
  await deskTabs.getByRole('tab', { name: 'Bookings' }).click()
  const bookings = page.getByRole('tabpanel', { name: 'Bookings' })
  await bookingIdFilter(bookings).fill(String(waiting))
  await bookings.getByRole('button', { name: /Search/ }).click()
  await bookings.getByRole('row').filter({ has: page.getByRole('cell', { name: String(waiting), exact: true }) }).click()
  const bookingDrawer = page.getByRole('dialog', { name: `Booking #${waiting}` })
  await bookingDrawer.getByRole('button', { name: /Run matching again/ }).click()
  await page.getByRole('tooltip').getByRole('button', { name: /Run matching again/ }).click()
  await expect(page.getByText(/Matching started again; teachers invited: \d+\./)).toBeVisible()
  const detail = await bookingDetail(centre, waiting)
  expect(detail.booking.status).toBe(2)
  expect(detail.timeline.map((event) => event.kind)).toContain('rematched_by_staff')
})
