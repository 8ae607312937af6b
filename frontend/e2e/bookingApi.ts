import { expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * The API calls the bookings spec makes around the UI: creating a booking as
 * the signed-in centre, answering an invite as a teacher, and the platform's
 * development clock (docs/api.md, "Development calls").
 */

const ZONE = 'Pacific/Auckland'
const HOUR = 3_600_000

interface Envelope<T> {
  rtn_code: number
  rtn_msg: string
  rtn_data: T
}

async function call<T>(request: APIRequestContext, path: string, body: object, token?: string): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(response.ok(), `${path} answered HTTP ${response.status()}`).toBe(true)
  const envelope = (await response.json()) as Envelope<T>
  expect(envelope.rtn_code, `${path}: ${envelope.rtn_msg}`).toBe(0)
  return envelope.rtn_data
}

/** The signed-in centre's session token (the `token` cookie). */
export async function centreToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value
  expect(token, 'the session token cookie').toBeTruthy()
  return token ?? ''
}

/** Calls the API as the signed-in centre. */
export async function centreApi<T>(page: Page, path: string, body: object = {}): Promise<T> {
  return call<T>(page.request, path, body, await centreToken(page))
}

/** Whether the page's session is still valid on the server (moving the clock can outlive it). */
export async function sessionAlive(page: Page): Promise<boolean> {
  const response = await page.request.post('/api/user/center/detail', {
    data: {},
    headers: { Authorization: `Bearer ${await centreToken(page)}` },
  })
  const envelope = (await response.json()) as Envelope<unknown>
  return response.ok() && envelope.rtn_code === 0
}

export interface Clock {
  now: string
  offsetMinutes: number
}

export function platformClock(request: APIRequestContext): Promise<Clock> {
  return call<Clock>(request, 'dev/clock', {})
}

export function advanceClock(request: APIRequestContext, minutes: number): Promise<Clock> {
  return call<Clock>(request, 'dev/clock/advance', { minutes })
}

export function resetClock(request: APIRequestContext): Promise<Clock> {
  return call<Clock>(request, 'dev/clock/reset', {})
}

/** A calendar date (YYYY-MM-DD) and weekday (0 Sunday) of an instant in Auckland. */
function aucklandDate(at: Date): { date: string; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(at)
  return { date: parts, weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday) }
}

/** Auckland's UTC offset on a date (`+13:00` in summer, `+12:00` in winter), at midday. */
function aucklandOffset(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T00:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value
  const offset = name?.replace('GMT', '') || '+00:00'
  return offset
}

export interface BookingSlot {
  date: string
  startsAt: string
  endsAt: string
  /** How far the platform's clock must move for the start to be within 24 hours (0: it already is). */
  advanceMinutes: number
}

/**
 * The day to book, 08:30 to 15:00 in Auckland on a weekday: the next one
 * starting at least 3 hours and less than 24 hours from the platform's now
 * when there is one (no clock to move), otherwise the first weekday two or
 * more days ahead, with the minutes to move the clock by so that it starts
 * 20 hours later.
 */
export function bookingSlot(platformNow: Date): BookingSlot {
  const slot = (date: string) => {
    const offset = aucklandOffset(date)
    return { date, startsAt: `${date}T08:30:00${offset}`, endsAt: `${date}T15:00:00${offset}` }
  }
  const now = platformNow.getTime()
  for (let days = 0; days <= 14; days += 1) {
    const { date, weekday } = aucklandDate(new Date(now + days * 24 * HOUR))
    if (weekday === 0 || weekday === 6) continue
    const candidate = slot(date)
    const start = Date.parse(candidate.startsAt)
    if (start - now >= 3 * HOUR && start - now < 24 * HOUR) return { ...candidate, advanceMinutes: 0 }
    if (days >= 2 && start - now >= 24 * HOUR) {
      return { ...candidate, advanceMinutes: Math.ceil((start - now - 20 * HOUR) / 60_000) }
    }
  }
  throw new Error('No weekday to book in the next two weeks.')
}

export interface BookingRef {
  bookingId: number
}

/** Quotes and creates a Standard Booking for one qualified teacher, as the brief of the booking screens sets it. */
export async function createStandardBooking(page: Page, slot: BookingSlot): Promise<number> {
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
  }
  const process = await centreApi<{ quote: { processId: string } }>(page, 'center/job/create/process', {
    processType: 1,
    ...draft,
  })
  const created = await centreApi<BookingRef & { status: number }>(page, 'center/job/create', {
    ...draft,
    processId: process.quote.processId,
  })
  expect(created.status).toBe(2)
  return created.bookingId
}

export interface Invite {
  inviteId: number
  status: number
  teacher: { teacherId: number; name: string }
}

/** The booking's invites, as the booking detail answers them. */
export async function bookingInvites(page: Page, bookingId: number): Promise<Invite[]> {
  const detail = await centreApi<{ invites: Invite[] }>(page, 'center/job/book/detail', { bookingId })
  return detail.invites
}

/** Demo teachers are teacher01@example.com to teacher60@example.com, in the order of their ids. */
export function demoTeacherEmail(teacherId: number): string {
  return `teacher${String(teacherId).padStart(2, '0')}@example.com`
}

/** Signs in as the invited teacher and answers the invite interested. */
export async function answerInterested(request: APIRequestContext, invite: Invite, password: string): Promise<void> {
  const email = demoTeacherEmail(invite.teacher.teacherId)
  const login = await call<{ token: string; teacher: { id: number } }>(request, 'teacher/login', {
    userName: email,
    account: email,
    password,
    deviceToken: '',
    deviceType: 'web',
    captcha: '',
    uuid: '',
  })
  expect(login.teacher.id, `${email} is the invited teacher`).toBe(invite.teacher.teacherId)
  const answer = await call<{ status: number }>(request, 'teacher/invite/answer', { inviteId: invite.inviteId, interested: true }, login.token)
  expect(answer.status).toBe(1)
}
