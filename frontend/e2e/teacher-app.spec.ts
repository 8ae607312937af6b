import { expect, test } from './fixtures'
import { TeacherAvailabilityPage } from './pages/teacher/TeacherAvailabilityPage'
import { TeacherDetailsPage } from './pages/teacher/TeacherDetailsPage'
import { TeacherDocumentsPage } from './pages/teacher/TeacherDocumentsPage'
import { TeacherHomePage } from './pages/teacher/TeacherHomePage'
import { TeacherInvitesPage } from './pages/teacher/TeacherInvitesPage'
import { TeacherJobsPage } from './pages/teacher/TeacherJobsPage'
import { TeacherLoginPage } from './pages/teacher/TeacherLoginPage'
import { TeacherMePage } from './pages/teacher/TeacherMePage'
import { TeacherNoticesPage } from './pages/teacher/TeacherNoticesPage'
import { TeacherShell } from './pages/teacher/TeacherShell'
import { demoTeachers } from './roles'
import {
  aucklandDate,
  bookingDetail,
  confirmPrice,
  createBooking,
  HANDOVER_NOTES,
  openInvite,
  standardDraft,
  weekdayAhead,
} from './support/bookings'

// The teacher app is a phone app: every test runs in a 375 x 740 viewport,
// and each signs its teacher in.
test.use({ viewport: { width: 375, height: 740 }, signedInAs: null })

test('a teacher awaiting approval is told so, keeps availability and documents, and switches language', async ({
  page,
  api,
}) => {
  const login = new TeacherLoginPage(page)
  const shell = new TeacherShell(page)
  const invites = new TeacherInvitesPage(page)
  const me = new TeacherMePage(page)
  await login.goto()
  await expect(page).toHaveTitle('Sign In - Relief for teachers')
  await login.signIn(demoTeachers.pendingEmail, demoTeachers.password)

  await test.step('the session lives in cookies of its own', async () => {
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(names).toEqual(expect.arrayContaining(['teacherToken', 'teacherUser']))
    expect(names).not.toContain('token')
    expect(names).not.toContain('user')
  })

  await test.step('the invites screen says the account awaits approval', async () => {
    await expect(shell.heading('Invites')).toBeVisible()
    await expect(invites.awaitingApproval).toBeVisible()
    await me.goto()
    await expect(me.approval('Awaiting approval')).toBeVisible()
  })

  await test.step('the teacher edits the philosophy, the home on the map and the travel radius', async () => {
    await me.editDetails()
    const details = new TeacherDetailsPage(page)
    await details.philosophy.fill('Children lead; I follow.')
    await details.save()
    await expect(page.getByText('Children lead; I follow.')).toBeVisible()

    await me.changeHome()
    const home = new TeacherHomePage(page)
    await home.useMapPlace()
    await home.radius.fill('25')
    await home.save()
    await expect(page.getByText('Invites from centres within 25 km')).toBeVisible()
  })

  await test.step('a time marked unavailable shows on the calendar and can be removed', async () => {
    const tomorrow = aucklandDate(new Date((await api.now()).getTime() + 86_400_000)).date
    const availability = new TeacherAvailabilityPage(page)
    await shell.open('Availability')
    await availability.chooseDay(tomorrow)
    await availability.addUnavailable({ note: 'Dentist' })
    await expect(page.getByText('The time is marked unavailable')).toBeVisible()
    await expect(availability.day.getByText('08:00 – 17:00')).toBeVisible()
    await expect(availability.day.getByText('Dentist')).toBeVisible()
    await expect(availability.mark(tomorrow)).toBeVisible()

    await availability.removeFirst()
    await expect(page.getByText('The unavailable time is removed')).toBeVisible()
    await expect(availability.day.getByText('You are available all day')).toBeVisible()
  })

  await test.step('a document is uploaded, viewed through a signed link and removed', async () => {
    const documents = new TeacherDocumentsPage(page)
    await me.goto()
    await me.openDocuments()
    await documents.upload('CV', {
      name: 'my-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    })
    await expect(documents.document('CV')).toContainText('my-cv.pdf')

    const viewer = await documents.view('CV')
    await expect(viewer).toHaveURL(/\/api\/file\/private\//)
    await viewer.close()

    await documents.remove('CV')
    await expect(documents.document('CV').getByRole('button', { name: 'Upload CV' })).toBeVisible()
  })

  await test.step('the vetting dates on the profile show as on file, with their expiry', async () => {
    const registration = new TeacherDocumentsPage(page).document('Teacher registration')
    await expect(registration).toContainText('On your profile; no copy uploaded yet')
    await expect(registration.getByText(/^(Valid until|Expires|Expired) \d{1,2} \w{3} \d{4}$/)).toBeVisible()
    await expect(registration.getByRole('button', { name: 'Upload Teacher registration' })).toBeVisible()
  })

  await test.step('the language switch in Me', async () => {
    await me.goto()
    await me.chooseLanguage('中文')
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '邀请' })).toBeVisible()
    await expect(page.getByText('您的账户正在等待审核')).toBeVisible()
    await me.chooseLanguage('English')
    await expect(shell.tab('Invites')).toBeVisible()
  })

  await shell.signOut()
  const names = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(names).not.toContain('teacherToken')
})

test('a teacher answers an invite, is booked by the centre and applies for leave', async ({ page, api }) => {
  const centre = api.as('centre')
  const slot = weekdayAhead(await api.now(), 2)
  const bookingId = await createBooking(centre, standardDraft(slot))
  const invite = await openInvite(centre, bookingId)
  const email = demoTeachers.email(invite.teacher.teacherId)
  const shell = new TeacherShell(page)
  const invites = new TeacherInvitesPage(page)
  const jobs = new TeacherJobsPage(page)

  await test.step('the invited teacher signs in and sees the invite', async () => {
    const login = new TeacherLoginPage(page)
    await login.goto()
    await login.signIn(email, demoTeachers.password)
    const card = invites.invite(bookingId)
    await expect(card).toBeVisible()
    await expect(card.getByRole('heading', { name: 'Kowhai Kids Centre' })).toBeVisible()
    await expect(card).toContainText('Henderson, Auckland')
    await expect(card).toContainText('km away')
    await expect(card).toContainText('08:30 – 15:00')
    await expect(card).toContainText('30 min unpaid break')
    await expect(card).toContainText(/\$\d+\.\d\d\/h/)
    await expect(card).toContainText('Qualified')
    await expect(card).toContainText('Age group: Preschool (3-5)')
    await expect(card).toContainText(HANDOVER_NOTES)
    await expect(card).toContainText(/Answer within \d+:\d\d/)
    await expect(card.getByText('New', { exact: true })).toBeVisible()
    await expect(shell.tab('Notices')).toHaveAccessibleName(/^Notices \(\d+\)$/)
  })

  await test.step('the teacher answers interested', async () => {
    await invites.answerInterested(bookingId)
    await invites.showAnswered()
    const answered = invites.invite(bookingId)
    await expect(answered.getByText('Interested', { exact: true })).toBeVisible()
    await expect(answered).toContainText('The centre has your answer')
  })

  await test.step('the centre confirms; the job is among the upcoming ones', async () => {
    const detail = await confirmPrice(centre, invite.inviteId)
    expect(detail.booking.status).toBe(1)
    await page.reload()
    await expect(invites.invite(bookingId).getByText('Confirmed', { exact: true })).toBeVisible()

    await shell.open('Jobs')
    const job = jobs.job(bookingId)
    await expect(job).toBeVisible()
    await expect(job.getByText('Booked', { exact: true })).toBeVisible()
    await expect(job).toContainText('08:30 – 15:00')
    await expect(job).toContainText(HANDOVER_NOTES)
  })

  await test.step('marking the day unavailable warns that the job still stands', async () => {
    const availability = new TeacherAvailabilityPage(page)
    await shell.tab('Availability').click()
    await availability.chooseDay(slot.date)
    await availability.addUnavailable({ allDay: true })
    await expect(availability.bookedWarning).toContainText('apply for leave in My jobs')
    await availability.bookedWarning.getByRole('button', { name: 'Open My jobs' }).click()
    await expect(page).toHaveURL(/#\/jobs$/)
  })

  await test.step('the teacher applies for leave', async () => {
    const dialog = await jobs.openLeave(bookingId)
    await expect(dialog).toContainText('The centre is told at once')
    await jobs.sendLeave()
    await expect(dialog.getByText('Please give a reason')).toBeVisible()
    await jobs.sendLeave('Sick child')
    await expect(page.getByText('Your leave is recorded and the centre has been told.')).toBeVisible()
    await expect(jobs.job(bookingId)).toHaveCount(0)

    await jobs.showPast()
    const past = jobs.job(bookingId)
    await expect(past.getByText('Leave', { exact: true })).toBeVisible()
    await expect(past).toContainText('Your leave reason: Sick child')
  })

  await test.step('the booking shows the leave and the day back in matching', async () => {
    const detail = await bookingDetail(centre, bookingId)
    const leave = detail.timeline.find((item) => item.kind === 'teacher_leave')
    expect(leave, 'a teacher_leave timeline event').toBeDefined()
    const rematchBookingId = Number(leave?.data.rematchBookingId)
    expect(rematchBookingId).toBeGreaterThan(bookingId)
    const rematch = await bookingDetail(centre, rematchBookingId)
    expect(rematch.booking.status).toBe(2)
  })

  await test.step('the notices tell of the invite and the booking', async () => {
    const notices = new TeacherNoticesPage(page)
    await shell.tab('Notices').click()
    await expect(notices.notice(/You are booked at Kowhai Kids Centre/)).toBeVisible()
    await expect(notices.notice(/New relief job at Kowhai Kids Centre/)).toBeVisible()
    await notices.markAllReadButton.click()
    await expect(notices.allRead).toBeVisible()
    await expect(shell.tab('Notices')).toHaveAccessibleName('Notices')
  })
})
