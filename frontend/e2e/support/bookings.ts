import { expect } from '@playwright/test'

import { demoTeachers } from '../roles'
import type { Api, Session } from './api'

/**
 * Bookings made beside the browser: the days to book in Auckland, a Standard
 * Booking quoted and created as the centre, invites answered as the invited
 * demo teachers, and bookings worked to their time sheets by moving the
 * platform's clock.
 */

export const ZONE = 'Pacific/Auckland'
const HOUR = 3_600_000
const DAY = 24 * HOUR

export const HANDOVER_NOTES = 'Room 2, ask for Mere at the office.'

/** An instant's calendar date (YYYY-MM-DD) and weekday (0 Sunday) in Auckland. */
export function aucklandDate(at: Date): { date: string; weekday: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'short' }).format(at)
  return { date, weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday) }
}

/** Auckland's UTC offset on a date: `+13:00` in summer, `+12:00` in winter. */
export function aucklandOffset(date: string): string {
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

/** 08:30 to 15:00 in Auckland on a date. */
export function slotOn(date: string): Slot {
  const offset = aucklandOffset(date)
  return { date, startsAt: `${date}T08:30:00${offset}`, endsAt: `${date}T15:00:00${offset}` }
}

/** The first weekday at least `days` days after `now` (08:30 to 15:00). */
export function weekdayAhead(now: Date, days: number): Slot {
  for (let ahead = days; ahead < days + 7; ahead += 1) {
    const { date, weekday } = aucklandDate(new Date(now.getTime() + ahead * DAY))
    if (weekday !== 0 && weekday !== 6) return slotOn(date)
  }
  throw new Error('No weekday in a week.')
}

export interface SlotWithin24Hours extends Slot {
  /** How far the platform's clock must move for the start to be within 24 hours (0: it already is). */
  advanceMinutes: number
}

/**
 * A weekday to book whose start can come within 24 hours: the next one
 * starting at least 3 hours and less than 24 hours from now when there is
 * one, otherwise the first weekday two or more days ahead, with the minutes
 * to move the clock by so that it starts 20 hours later.
 */
export function slotWithin24Hours(platformNow: Date): SlotWithin24Hours {
  const now = platformNow.getTime()
  for (let days = 0; days <= 14; days += 1) {
    const { date, weekday } = aucklandDate(new Date(now + days * DAY))
    if (weekday === 0 || weekday === 6) continue
    const candidate = slotOn(date)
    const start = Date.parse(candidate.startsAt)
    if (start - now >= 3 * HOUR && start - now < 24 * HOUR) return { ...candidate, advanceMinutes: 0 }
    if (days >= 2 && start - now >= 24 * HOUR) {
      return { ...candidate, advanceMinutes: Math.ceil((start - now - 20 * HOUR) / 60_000) }
    }
  }
  throw new Error('No weekday to book in the next two weeks.')
}

/** A Standard Booking's draft for one qualified teacher in preschool, invited publicly within 20 km. */
export function standardDraft(slot: Slot) {
  return {
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
}

/** Quotes and creates a booking as the centre (a Standard Booking unless the draft says otherwise); answers its id. */
export async function createBooking(centre: Session, draft: object): Promise<number> {
  const quote = await centre.call<{ quote: { processId: string } }>('center/job/create/process', { processType: 1, ...draft })
  const created = await centre.call<{ bookingId: number; status: number }>('center/job/create', {
    ...draft,
    processId: quote.quote.processId,
  })
  expect(created.status, 'the booking is matching').toBe(2)
  return created.bookingId
}

export interface BookingInvite {
  inviteId: number
  status: number
  teacher: { teacherId: number; name: string }
}

export interface BookingDetail {
  booking: { bookingId: number; status: number }
  invites: BookingInvite[]
  timeline: { kind: string; data: Record<string, unknown> }[]
}

export function bookingDetail(centre: Session, bookingId: number): Promise<BookingDetail> {
  return centre.call<BookingDetail>('center/job/book/detail', { bookingId })
}

/** An invite of the booking waiting for its teacher's answer, from a teacher not in `busy`, once matching has sent it. */
export async function openInvite(centre: Session, bookingId: number, busy: number[] = []): Promise<BookingInvite> {
  let found: BookingInvite | undefined
  await expect
    .poll(
      async () => {
        const { invites } = await bookingDetail(centre, bookingId)
        found = invites.find((invite) => invite.status === 2 && !busy.includes(invite.teacher.teacherId))
        return found !== undefined
      },
      { message: `booking ${bookingId} invites a free teacher`, timeout: 20_000 },
    )
    .toBe(true)
  return found as BookingInvite
}

/** The invited demo teacher signs in by the API and answers interested; answers the teacher's e-mail. */
export async function answerInterested(api: Api, invite: BookingInvite): Promise<string> {
  const email = demoTeachers.email(invite.teacher.teacherId)
  const teacher = await api.teacher(email)
  expect(teacher.teacherId, `${email} is the invited teacher`).toBe(invite.teacher.teacherId)
  const answer = await teacher.call<{ status: number }>('teacher/invite/answer', { inviteId: invite.inviteId, interested: true })
  expect(answer.status).toBe(1)
  return email
}

/** The centre books the interested teacher at the quoted price. */
export function confirmPrice(centre: Session, inviteId: number): Promise<BookingDetail> {
  return centre.call<BookingDetail>('center/job/confirm/price', { inviteId })
}

export interface TimeSheet {
  id: number
  bookingId: number
  teacherName: string
  date: string
  hourlyRate: string
  status: number
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
 * so each has a time sheet to confirm. The clock stays moved.
 */
export async function workedBookings(api: Api, count: number): Promise<{ slot: Slot; worked: WorkedBooking[] }> {
  const centre = api.as('centre')
  const slot = weekdayAhead(await api.now(), 2)
  const booked: { bookingId: number; teacherId: number; teacherEmail: string }[] = []
  for (let n = 0; n < count; n += 1) {
    const bookingId = await createBooking(centre, standardDraft(slot))
    const invite = await openInvite(
      centre,
      bookingId,
      booked.map((item) => item.teacherId),
    )
    const email = await answerInterested(api, invite)
    await confirmPrice(centre, invite.inviteId)
    booked.push({ bookingId, teacherId: invite.teacher.teacherId, teacherEmail: email })
  }

  await api.moveClockPast(slot.endsAt)
  const sheets = new Map<number, TimeSheet>()
  await expect
    .poll(
      async () => {
        const page = await centre.call<{ list: TimeSheet[] }>('center/job/time/sheet/list', { status: 1, pageSize: 100 })
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
