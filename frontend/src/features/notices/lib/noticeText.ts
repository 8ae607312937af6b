import dayjs from 'dayjs'
import type { TFunction } from 'i18next'

import { formatInZone } from '@/shared/lib/platformTime'

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
  timesheet_to_confirm: ['teacher', 'date', 'hours', 'amount', 'confirmBy'],
  timesheet_default_confirmed: ['teacher', 'date', 'hours', 'amount'],
  voucher_earned: ['value', 'expiresAt'],
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
  timesheet_to_confirm: 'noticeList.kind.timesheetToConfirm',
  timesheet_default_confirmed: 'noticeList.kind.timesheetDefaultConfirmed',
  voucher_earned: 'noticeList.kind.voucherEarned',
}

/** Kinds worded differently by one of their facts: the fact and the key of each value. */
const VARIANTS: Record<string, { fact: string; keys: Record<string, string> }> = {
  // voucherType 1 is the signup voucher, 2 a booking voucher.
  voucher_earned: { fact: 'voucherType', keys: { '1': 'signup', '2': 'booking' } },
}

/**
 * Facts that are dates or times: the format (a translation key) each is shown
 * in, and whether it is a moment, shown in the platform's zone, or a calendar date.
 */
const MOMENTS: Record<string, { format: string; moment: boolean }> = {
  date: { format: 'noticeList.factFormat.day', moment: false },
  confirmBy: { format: 'noticeList.factFormat.dayTime', moment: true },
  expiresAt: { format: 'noticeList.factFormat.date', moment: true },
}

function moment(value: string, shown: { format: string; moment: boolean }, t: TFunction): string | null {
  if (!dayjs(value).isValid()) return null
  return shown.moment ? formatInZone(value, t(shown.format)) : dayjs(value).format(t(shown.format))
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
    if (value === null) continue
    const shown = MOMENTS[key]
    const text = shown ? moment(value, shown, t) : value
    if (text !== null) values[key] = text
  }
  const variant = VARIANTS[notice.kind]
  const variantKey = variant ? variant.keys[values[variant.fact] ?? ''] : undefined
  if (!required || !prefix || required.some((key) => !(key in values)) || (variant && !variantKey)) {
    return { title: notice.title, body: notice.body, bookingId }
  }
  const key = variantKey ? `${prefix}.${variantKey}` : prefix
  return { title: t(`${key}.title`, values), body: t(`${key}.body`, values), bookingId }
}
