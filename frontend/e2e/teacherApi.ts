import { type APIRequestContext, expect } from '@playwright/test'

import { demoCentre, demoStaff } from './accounts'

/**
 * The calls the teacher app spec makes beside the browser: the centre books
 * and confirms through the API, and the invited demo teacher is found by
 * signing in as candidates (docs/api.md).
 */

const ZONE = 'Pacific/Auckland'
const DAY_MS = 86_400_000

/** Demo teachers: teacher01@example.com to teacher60@example.com; the last three await approval. */
export const demoTeachers = {
  password: 'relief-demo-2026',
  count: 60,
  pendingEmail: 'teacher60@example.com',
  email: (n: number) => `teacher${String(n).padStart(2, '0')}@example.com`,
} as const

interface Envelope<T> {
  rtn_code: number
  rtn_msg: string
  rtn_data: T
}

export async function call<T>(request: APIRequestContext, path: string, body: object, token?: string): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(response.ok(), `${path} answered HTTP ${response.status()}`).toBe(true)
  const envelope = (await response.json()) as Envelope<T>
  expect(envelope.rtn_code, `${path}: ${envelope.rtn_msg}`).toBe(0)
  return envelope.rtn_data
}

function loginBody(email: string, password: string) {
  return { userName: email, account: email, password, deviceToken: '', deviceType: 'web', captcha: '', uuid: '' }
}

/** The centre's own API session (never the browser's cookies). */
export async function centreToken(request: APIRequestContext): Promise<string> {
  const answer = await call<{ token: string }>(
    request,
    'user/password/login',
    loginBody(demoCentre.email, demoCentre.password),
  )
  return answer.token
}

/** A staff API session (the demo staff account). */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const answer = await call<{ token: string }>(request, 'admin/login', {
    userName: demoStaff.email,
    password: demoStaff.password,
  })
  return answer.token
}

/** The platform's now (another spec may have moved the development clock). */
export async function platformNow(request: APIRequestContext): Promise<Date> {
  const clock = await call<{ now: string }>(request, 'dev/clock', {})
  return new Date(clock.now)
}

/** An instant's calendar date (YYYY-MM-DD) and weekday (0 Sunday) in Auckland. */
export function aucklandDate(at: Date): { date: string; weekday: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(at)
  return { date, weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday) }
}

/** Auckland's UTC offset on a date: `+13:00` in summer, `+12:00` in winter. */
function aucklandOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value
  return name?.replace('GMT', '') || '+00:00'
}

export interface Slot {
  date: string
  startsAt: string
  endsAt: string
}

/** 08:30 to 15:00 in Auckland on the first weekday at least two days after `now`. */
export function weekdayTwoDaysAhead(now: Date): Slot {
  for (let days = 2; days < 9; days += 1) {
    const { date, weekday } = aucklandDate(new Date(now.getTime() + days * DAY_MS))
    if (weekday === 0 || weekday === 6) continue
    const offset = aucklandOffset(date)
    return { date, startsAt: `${date}T08:30:00${offset}`, endsAt: `${date}T15:00:00${offset}` }
  }
  throw new Error('No weekday in the coming week.')
}

export const HANDOVER_NOTES = 'Room 2, ask for Mere at the office.'

/** Quotes and creates a Standard Booking for one qualified teacher; answers its id. */
export async function createBooking(request: APIRequestContext, token: string, slot: Slot): Promise<number> {
  const draft = {
    bookingType: 1,
    jobStartTime: slot.startsAt,
    jobEndTime: slot.endsAt,
    numberOfTeachers: 1,
    qualification: 1,
    gender: 0,
    ageGroup: 3,
    teacherTalentPool: 1,
    inviteType: 1,
    inviteRange: 20,
    notes: HANDOVER_NOTES,
  }
  const quote = await call<{ quote: { processId: string } }>(
    request,
    'center/job/create/process',
    { processType: 1, ...draft },
    token,
  )
  const created = await call<{ bookingId: number; status: number }>(
    request,
    'center/job/create',
    { ...draft, processId: quote.quote.processId },
    token,
  )
  expect(created.status).toBe(2)
  return created.bookingId
}

export interface BookingInvite {
  inviteId: number
  status: number
  teacher: { teacherId: number; name: string }
}

export interface TimelineItem {
  kind: string
  data: Record<string, unknown>
}

export interface BookingDetail {
  booking: { bookingId: number; status: number }
  invites: BookingInvite[]
  timeline: TimelineItem[]
}

export function bookingDetail(request: APIRequestContext, token: string, bookingId: number): Promise<BookingDetail> {
  return call<BookingDetail>(request, 'center/job/book/detail', { bookingId }, token)
}

/** The first invite still waiting for its teacher's answer, once matching has sent them. */
export async function openInvite(request: APIRequestContext, token: string, bookingId: number): Promise<BookingInvite> {
  let invite: BookingInvite | undefined
  await expect
    .poll(
      async () => {
        invite = (await bookingDetail(request, token, bookingId)).invites.find((item) => item.status === 2)
        return invite !== undefined
      },
      { message: `booking ${bookingId} invites a teacher`, timeout: 20_000 },
    )
    .toBe(true)
  return invite as BookingInvite
}

/**
 * The demo teacher's e-mail for a teacher id: sign in as candidates and
 * compare the profile's id (the id's own number first, then the others).
 */
export async function teacherEmail(request: APIRequestContext, teacherId: number): Promise<string> {
  const numbers = Array.from({ length: demoTeachers.count }, (_, index) => index + 1)
  const order = [teacherId, ...numbers.filter((n) => n !== teacherId)].filter((n) => n >= 1 && n <= demoTeachers.count)
  for (const n of order) {
    const email = demoTeachers.email(n)
    const login = await call<{ token: string; teacher: { id: number } }>(
      request,
      'teacher/login',
      loginBody(email, demoTeachers.password),
    )
    await call(request, 'user/logout', {}, login.token)
    if (login.teacher.id === teacherId) return email
  }
  throw new Error(`No demo teacher has the id ${teacherId}.`)
}

/** The centre books the interested teacher at the quoted price. */
export async function confirmPrice(request: APIRequestContext, token: string, inviteId: number): Promise<BookingDetail> {
  return call<BookingDetail>(request, 'center/job/confirm/price', { inviteId }, token)
}

export interface TimeSheet {
  id: number
  bookingId: number
  teacherName: string
  date: string
  hourlyRate: string
  status: number
}

/** Signs in as the invited demo teacher and answers the invite interested; answers the teacher's e-mail. */
export async function answerAsTeacher(request: APIRequestContext, invite: BookingInvite): Promise<string> {
  const email = await teacherEmail(request, invite.teacher.teacherId)
  const login = await call<{ token: string }>(request, 'teacher/login', loginBody(email, demoTeachers.password))
  await call(request, 'teacher/invite/answer', { inviteId: invite.inviteId, interested: true }, login.token)
  return email
}

/** An invite of the booking waiting for an answer, from a teacher not in `busy`. */
export async function inviteOtherThan(
  request: APIRequestContext,
  token: string,
  bookingId: number,
  busy: number[],
): Promise<BookingInvite> {
  let found: BookingInvite | undefined
  await expect
    .poll(
      async () => {
        const { invites } = await bookingDetail(request, token, bookingId)
        found = invites.find((invite) => invite.status === 2 && !busy.includes(invite.teacher.teacherId))
        return found !== undefined
      },
      { message: `booking ${bookingId} invites a free teacher`, timeout: 20_000 },
    )
    .toBe(true)
  return found as BookingInvite
}

export interface WorkedBooking {
  bookingId: number
  teacherId: number
  teacherEmail: string
  /** Its time sheet, to confirm. */
  sheet: TimeSheet
}

/**
 * `count` Standard Bookings on the first weekday two days ahead, each answered
 * by another demo teacher and confirmed; the platform's clock then moves past
 * the day's end (before the 18:00 default) and the worker finishes the jobs,
 * so each has a time sheet to confirm. The clock is left moved: reset it after.
 */
export async function workedBookings(
  request: APIRequestContext,
  count: number,
): Promise<{ slot: Slot; worked: WorkedBooking[] }> {
  let token = await centreToken(request)
  const slot = weekdayTwoDaysAhead(await platformNow(request))
  const booked: { bookingId: number; teacherId: number; teacherEmail: string }[] = []
  for (let n = 0; n < count; n += 1) {
    const bookingId = await createBooking(request, token, slot)
    const invite = await inviteOtherThan(
      request,
      token,
      bookingId,
      booked.map((item) => item.teacherId),
    )
    const email = await answerAsTeacher(request, invite)
    await confirmPrice(request, token, invite.inviteId)
    booked.push({ bookingId, teacherId: invite.teacher.teacherId, teacherEmail: email })
  }

  const now = await platformNow(request)
  const minutes = Math.ceil((Date.parse(slot.endsAt) + 10 * 60_000 - now.getTime()) / 60_000)
  await call(request, 'dev/clock/advance', { minutes })
  await call(request, 'dev/tasks/run', {})
  // The session of before the clock moved may have expired.
  token = await centreToken(request)
  const sheets = new Map<number, TimeSheet>()
  await expect
    .poll(
      async () => {
        const page = await call<{ list: TimeSheet[] }>(
          request,
          'center/job/time/sheet/list',
          { status: 1, pageSize: 100 },
          token,
        )
        for (const sheet of page.list) {
          if (booked.some((item) => item.bookingId === sheet.bookingId)) sheets.set(sheet.bookingId, sheet)
        }
        return sheets.size
      },
      { message: 'every job finished with a time sheet', timeout: 20_000 },
    )
    .toBe(count)
  return { slot, worked: booked.map((item) => ({ ...item, sheet: sheets.get(item.bookingId) as TimeSheet })) }
}
