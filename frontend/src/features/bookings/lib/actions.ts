import dayjs, { type Dayjs } from 'dayjs'

import type { BookingDetail, InviteItem, JobRecordItem } from '../api/bookingDetail'
import type { BookingItem } from '../api/bookingList'
import { BookingStatus, InviteStatus, JobRecordStatus } from './status'

/**
 * Which of the booking actions (spec section 4: cancel, split, extend, boost,
 * repost, make public, confirm) apply, by the server's rules in docs/api.md.
 * The server checks again; these only decide what is offered.
 */

type Now = number | Dayjs

const startsLater = (startsAt: string, now: Now) => dayjs(startsAt).isAfter(dayjs(now))

/** Still looking for teachers: processing, or failed and able to start again. */
function stillMatching(booking: BookingItem): boolean {
  return booking.status === BookingStatus.processing || booking.status === BookingStatus.failed
}

const ACTIVE_JOB_RECORD: readonly number[] = [JobRecordStatus.processing, JobRecordStatus.extend]

export function canConfirmPrice(booking: BookingItem, invite: InviteItem): boolean {
  return booking.status === BookingStatus.processing && invite.status === InviteStatus.interested && !invite.confirmed
}

/**
 * The invites with those waiting for the centre's confirmation (interested,
 * not yet booked) first, in the order the teachers answered; the rest keep
 * their order (nearest first within each stage).
 */
export function waitingFirst(booking: BookingItem, invites: readonly InviteItem[]): InviteItem[] {
  const waiting = invites
    .filter((invite) => canConfirmPrice(booking, invite))
    .sort((a, b) => Date.parse(a.answeredAt ?? a.invitedAt) - Date.parse(b.answeredAt ?? b.invitedAt))
  return [...waiting, ...invites.filter((invite) => !canConfirmPrice(booking, invite))]
}

export function canConfirmAll(detail: BookingDetail): boolean {
  return detail.invites.some((invite) => canConfirmPrice(detail.booking, invite))
}

export function canWithdrawInvite(booking: BookingItem, invite: InviteItem): boolean {
  return (
    stillMatching(booking) &&
    !invite.confirmed &&
    (invite.status === InviteStatus.connecting || invite.status === InviteStatus.interested)
  )
}

/** A favourite booking that is still looking for teachers can be opened to the public stages. */
export function canMakePublic(booking: BookingItem, now: Now): boolean {
  return booking.inviteType === 2 && stillMatching(booking) && startsLater(booking.startsAt, now)
}

export function canBoost(booking: BookingItem, now: Now): boolean {
  return stillMatching(booking) && startsLater(booking.startsAt, now)
}

/** Partly filled: some but not all of the teachers asked for are booked. */
export function canSplit(booking: BookingItem, now: Now): boolean {
  return (
    stillMatching(booking) &&
    booking.confirmedTeachers > 0 &&
    booking.confirmedTeachers < booking.numberOfTeachers &&
    startsLater(booking.startsAt, now)
  )
}

/** The whole booking, before its first day starts, unless it is already cancelled or split. */
export function canCancelBooking(booking: BookingItem, now: Now): boolean {
  return (
    booking.status !== BookingStatus.canceled &&
    booking.status !== BookingStatus.split &&
    startsLater(booking.startsAt, now)
  )
}

/** One teacher's day that is booked and has not started. */
export function canCancelJobRecord(booking: BookingItem, record: JobRecordItem, now: Now): boolean {
  return (
    booking.status !== BookingStatus.canceled &&
    booking.status !== BookingStatus.split &&
    ACTIVE_JOB_RECORD.includes(record.status) &&
    startsLater(record.startsAt, now)
  )
}

/** An extension waits for the teacher's answer. */
export function extensionPending(record: JobRecordItem): boolean {
  return record.extensionEndsAt !== null && record.extensionAnswer === null
}

/** A booked day that has not ended and has no extension waiting for an answer. */
export function canExtend(record: JobRecordItem, now: Now): boolean {
  return ACTIVE_JOB_RECORD.includes(record.status) && startsLater(record.endsAt, now) && !extensionPending(record)
}

/** Anything but a booking that is still matching can be booked again with the same requirements. */
export function canRepost(booking: BookingItem): boolean {
  return booking.status !== BookingStatus.processing
}

/**
 * The creation page that books the same again: Standard Booking for a
 * standard (single-day) booking, Advance Booking for anything longer or later.
 */
export function repostPath(booking: Pick<BookingItem, 'bookingId' | 'bookingType' | 'days'>): string {
  const page = booking.bookingType === 1 && booking.days <= 1 ? '/Create-Job/Standard Booking' : '/Create-Job/Advance-Booking'
  return `${page}?repost=${booking.bookingId}`
}

/** The detail page of a booking (deep-linkable). */
export function bookingDetailPath(bookingId: number): string {
  return `/bookings/detail/${bookingId}`
}
