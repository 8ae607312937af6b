import type { TFunction } from 'i18next'

import type { Notice } from '../api/noticeList'

/** A notice worded for the reader: its title, its text, and the booking it concerns. */
export interface NoticeText {
  title: string
  body: string
  bookingId: number | null
}

/**
 * The notices the platform sends (docs/api.md, "Notices"): for each kind, the
 * facts its `data` must hold to be worded here. A kind not listed, or one
 * whose facts are missing, is shown with the server's English title and body.
 */
const KINDS: Record<string, readonly string[]> = {
  teacher_interested: ['bookingId', 'teacher'],
  booking_confirmed: ['bookingId'],
  booking_failed: ['bookingId'],
  matching_ended_short: ['bookingId'],
  teacher_leave: ['bookingId', 'teacher', 'rematchBookingId'],
  extension_accepted: ['teacher'],
  extension_declined: ['teacher'],
  invite_new: ['bookingId', 'centre'],
  job_confirmed: ['bookingId'],
  job_canceled: ['bookingId', 'reason'],
  extension_asked: [],
  invite_withdrawn: ['bookingId'],
  invite_filled: ['bookingId'],
  offer_application: ['offerTitle', 'teacher'],
  ticket_reply: ['ticketNo'],
  ticket_status: ['ticketNo'],
}

const KEY_PREFIX: Record<string, string> = {
  teacher_interested: 'noticeList.kind.teacherInterested',
  booking_confirmed: 'noticeList.kind.bookingConfirmed',
  booking_failed: 'noticeList.kind.bookingFailed',
  matching_ended_short: 'noticeList.kind.matchingEndedShort',
  teacher_leave: 'noticeList.kind.teacherLeave',
  extension_accepted: 'noticeList.kind.extensionAccepted',
  extension_declined: 'noticeList.kind.extensionDeclined',
  invite_new: 'noticeList.kind.inviteNew',
  job_confirmed: 'noticeList.kind.jobConfirmed',
  job_canceled: 'noticeList.kind.jobCanceled',
  extension_asked: 'noticeList.kind.extensionAsked',
  invite_withdrawn: 'noticeList.kind.inviteWithdrawn',
  invite_filled: 'noticeList.kind.inviteFilled',
  offer_application: 'noticeList.kind.offerApplication',
  ticket_reply: 'noticeList.kind.ticketReply',
  ticket_status: 'noticeList.kind.ticketStatus',
}

function fact(data: Notice['data'], key: string): string | null {
  const value = data[key]
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'string' && value.trim()) return value
  return null
}

/** The booking a notice is about, when its data names one. */
export function noticeBookingId(notice: Pick<Notice, 'data'>): number | null {
  const value = Number(notice.data.bookingId)
  return Number.isInteger(value) && value > 0 ? value : null
}

/** Words a notice by its kind and data in the current language, else falls back to the server's text. */
export function noticeText(notice: Notice, t: TFunction): NoticeText {
  const bookingId = noticeBookingId(notice)
  const required = KINDS[notice.kind]
  const prefix = KEY_PREFIX[notice.kind]
  const values: Record<string, string> = {}
  for (const key of Object.keys(notice.data)) {
    const value = fact(notice.data, key)
    if (value !== null) values[key] = value
  }
  if (!required || !prefix || required.some((key) => !(key in values))) {
    return { title: notice.title, body: notice.body, bookingId }
  }
  return { title: t(`${prefix}.title`, values), body: t(`${prefix}.body`, values), bookingId }
}
