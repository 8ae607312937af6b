import { expect, test } from './fixtures'
import { TeacherApp } from './pages/TeacherApp'
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
  const app = new TeacherApp(page)
  await app.goto()
  await expect(page).toHaveTitle('Sign In - Relief for teachers')
  await app.signIn(demoTeachers.pendingEmail, demoTeachers.password)

  await test.step('the session lives in cookies of its own', async () => {
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    expect(names).toEqual(expect.arrayContaining(['teacherToken', 'teacherUser']))
    expect(names).not.toContain('token')
    expect(names).not.toContain('user')
  })

  await test.step('the invites screen says the account awaits approval', async () => {
    await expect(app.heading('Invites')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Your account is awaiting approval' })).toBeVisible()
    await app.tab('Me').click()
    await expect(page.getByText('Awaiting approval', { exact: true })).toBeVisible()
  })

  await test.step('the teacher edits the philosophy, the home on the map and the travel radius', async () => {
    await page.getByRole('button', { name: /Edit$/ }).click()
    await expect(app.heading('Edit details')).toBeVisible()
    await page.getByLabel('Teaching philosophy').fill('Children lead; I follow.')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Your profile is saved').first()).toBeVisible()
    await expect(app.heading('Me')).toBeVisible()
    await expect(page.getByText('Children lead; I follow.')).toBeVisible()

    await page.getByRole('button', { name: /Change$/ }).click()
    await expect(app.heading('Home and travel')).toBeVisible()
    await page.getByRole('button', { name: 'Choose on map' }).click()
    const picker = page.getByRole('dialog', { name: 'Where do you live?' })
    await expect(picker.getByRole('region', { name: 'Map for choosing a place' })).toBeVisible()
    await picker.getByRole('button', { name: 'Use this place' }).click()
    await expect(picker).toBeHidden()
    await page.getByRole('spinbutton', { name: 'Travel radius in km' }).fill('25')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Your profile is saved').first()).toBeVisible()
    await expect(page.getByText('Invites from centres within 25 km')).toBeVisible()
  })

  await test.step('a time marked unavailable shows on the calendar and can be removed', async () => {
    const tomorrow = aucklandDate(new Date((await api.now()).getTime() + 86_400_000)).date
    await app.tab('Availability').click()
    await expect(app.heading('Availability')).toBeVisible()
    await app.chooseDay(tomorrow)
    await page.getByRole('button', { name: 'Add unavailable time' }).click()
    const sheet = page.getByRole('dialog', { name: 'Add unavailable time' })
    await sheet.getByLabel('Note (optional)').fill('Dentist')
    await sheet.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The time is marked unavailable')).toBeVisible()

    const day = page.getByRole('region', { name: 'Unavailable times on the chosen day' })
    await expect(day.getByText('08:00 – 17:00')).toBeVisible()
    await expect(day.getByText('Dentist')).toBeVisible()
    await expect(page.locator(`.availability-calendar td[title="${tomorrow}"] .availability-cell__dot`)).toBeVisible()

    await day.getByRole('button', { name: /^Remove / }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('The unavailable time is removed')).toBeVisible()
    await expect(day.getByText('You are available all day')).toBeVisible()
  })

  await test.step('a document is uploaded, viewed through a signed link and removed', async () => {
    await app.tab('Me').click()
    await page.getByRole('button', { name: /^Documents/ }).click()
    await expect(app.heading('Documents')).toBeVisible()
    const cv = page.getByRole('article', { name: 'CV', exact: true })
    await cv.getByRole('button', { name: 'Upload CV' }).click()
    const sheet = page.getByRole('dialog', { name: 'CV' })
    await sheet.locator('input[type="file"]').setInputFiles({
      name: 'my-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    })
    await sheet.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByText('The document is uploaded')).toBeVisible()
    await expect(cv).toContainText('my-cv.pdf')

    const opened = page.waitForEvent('popup')
    await cv.getByRole('button', { name: 'View' }).click()
    const viewer = await opened
    await expect(viewer).toHaveURL(/\/api\/file\/private\//)
    await viewer.close()

    await cv.getByRole('button', { name: 'Remove CV' }).click()
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('The document is removed')).toBeVisible()
    await expect(cv.getByRole('button', { name: 'Upload CV' })).toBeVisible()
  })

  await test.step('the vetting dates on the profile show as on file, with their expiry', async () => {
    const registration = page.getByRole('article', { name: 'Teacher registration', exact: true })
    await expect(registration).toContainText('On your profile; no copy uploaded yet')
    await expect(registration.getByText(/^(Valid until|Expires|Expired) \d{1,2} \w{3} \d{4}$/)).toBeVisible()
    await expect(registration.getByRole('button', { name: 'Upload Teacher registration' })).toBeVisible()
  })


  await test.step('the language switch in Me', async () => {
    await app.tab('Me').click()
    await app.chooseSegment('中文')
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '邀请' })).toBeVisible()
    await expect(page.getByText('您的账户正在等待审核')).toBeVisible()
    await app.chooseSegment('English')
    await expect(app.tab('Invites')).toBeVisible()
  })

  await app.signOut()
  const names = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(names).not.toContain('teacherToken')
})

test('a teacher answers an invite, is booked by the centre and applies for leave', async ({ page, api }) => {
  const centre = api.as('centre')
  const slot = weekdayAhead(await api.now(), 2)
  const bookingId = await createBooking(centre, standardDraft(slot))
  const invite = await openInvite(centre, bookingId)
  const email = demoTeachers.email(invite.teacher.teacherId)
  const app = new TeacherApp(page)

  await test.step('the invited teacher signs in and sees the invite', async () => {
    await app.goto()
    await app.signIn(email, demoTeachers.password)
    const card = app.invite(bookingId)
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
    await expect(app.tab('Notices')).toHaveAccessibleName(/^Notices \(\d+\)$/)
  })

  await test.step('the teacher answers interested', async () => {
    await app.invite(bookingId).getByRole('button', { name: 'Interested' }).click()
    await expect(page.getByText('Thanks! The centre has your answer.')).toBeVisible()
    await expect(app.invite(bookingId)).toHaveCount(0)
    await app.chooseSegment('Answered')
    const answered = app.invite(bookingId)
    await expect(answered.getByText('Interested', { exact: true })).toBeVisible()
    await expect(answered).toContainText('The centre has your answer')
  })

  await test.step('the centre confirms; the job is among the upcoming ones', async () => {
    const detail = await confirmPrice(centre, invite.inviteId)
    expect(detail.booking.status).toBe(1)
    await page.reload()
    await expect(app.invite(bookingId).getByText('Confirmed', { exact: true })).toBeVisible()

    await app.tab('Jobs').click()
    await expect(app.heading('Jobs')).toBeVisible()
    const job = app.job(bookingId)
    await expect(job).toBeVisible()
    await expect(job.getByText('Booked', { exact: true })).toBeVisible()
    await expect(job).toContainText('08:30 – 15:00')
    await expect(job).toContainText(HANDOVER_NOTES)
  })

  await test.step('marking the day unavailable warns that the job still stands', async () => {
    await app.tab('Availability').click()
    await app.chooseDay(slot.date)
    await page.getByRole('button', { name: 'Add unavailable time' }).click()
    const sheet = page.getByRole('dialog', { name: 'Add unavailable time' })
    await sheet.getByRole('switch', { name: 'All day' }).click()
    await sheet.getByRole('button', { name: 'Save' }).click()
    const warning = page.getByRole('dialog', { name: 'You are booked for a job at this time' })
    await expect(warning).toContainText('apply for leave in My jobs')
    await warning.getByRole('button', { name: 'Open My jobs' }).click()
    await expect(page).toHaveURL(/#\/jobs$/)
  })

  await test.step('the teacher applies for leave', async () => {
    const job = app.job(bookingId)
    await job.getByRole('button', { name: 'Apply for leave' }).click()
    const dialog = page.getByRole('dialog', { name: 'Apply for leave' })
    await expect(dialog).toContainText('The centre is told at once')
    await dialog.getByRole('button', { name: 'Apply for leave' }).click()
    await expect(dialog.getByText('Please give a reason')).toBeVisible()
    await dialog.getByLabel('Reason').fill('Sick child')
    await dialog.getByRole('button', { name: 'Apply for leave' }).click()
    await expect(page.getByText('Your leave is recorded and the centre has been told.')).toBeVisible()
    await expect(app.job(bookingId)).toHaveCount(0)

    await app.chooseSegment('Past')
    const past = app.job(bookingId)
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
    await app.tab('Notices').click()
    const notices = page.getByRole('list', { name: 'Notices' })
    await expect(notices.getByRole('button', { name: /You are booked at Kowhai Kids Centre/ }).first()).toBeVisible()
    await expect(notices.getByRole('button', { name: /New relief job at Kowhai Kids Centre/ }).first()).toBeVisible()
    await page.getByRole('button', { name: 'Mark all read' }).click()
    await expect(page.getByText('All read')).toBeVisible()
    await expect(app.tab('Notices')).toHaveAccessibleName('Notices')
  })
})
