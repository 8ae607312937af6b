import dayjs from 'dayjs'
import type { TFunction } from 'i18next'

import type { components } from '@/shared/api/schema'
import { formatInZone } from '@/shared/lib/platformTime'

/** A notice as the server lists it: its kind, its typed facts, and its words in the reader's language. */
export type Notice = components['schemas']['NoticeOut']
export type NoticeFacts = Notice['data']
export type NoticeKind = components['schemas']['NoticeKind']

/** A notice worded for the reader. */
export interface NoticeWords {
  title: string
  body: string
}

/**
 * How each fact is shown: `ref` is a record the notice leads to (not worded),
 * `variant` chooses the wording, `optional` is worded when present (and
 * chooses the wording), `named` is shown by its name in the language; `day`
 * and `date` are calendar dates, `moment`, `momentDate` and `time` moments
 * shown in the platform's zone.
 */
export type FactShape =
  | 'ref'
  | 'text'
  | 'number'
  | 'money'
  | 'day'
  | 'date'
  | 'moment'
  | 'momentDate'
  | 'time'
  | 'named'
  | 'variant'
  | 'optional'

type SentKind = Exclude<NoticeKind, 'written'>
type FactsOf<K extends NoticeKind> = Extract<NoticeFacts, { kind: K }>

/**
 * Every kind the server sends with every one of its facts (the OpenAPI types
 * make a kind or a fact left out a type error), and how each is shown.
 */
export const NOTICE_FACTS: { [K in SentKind]: { [F in Exclude<keyof FactsOf<K>, 'kind'>]-?: FactShape } } = {
  invite_new: { bookingId: 'ref', centre: 'text', place: 'text', startsAt: 'moment', rate: 'money' },
  invite_filled: { bookingId: 'number', centre: 'text' },
  invite_withdrawn: { bookingId: 'number', centre: 'text' },
  teacher_interested: { bookingId: 'number', teacher: 'text', autoConfirm: 'variant' },
  booking_confirmed: { bookingId: 'number' },
  booking_failed: { bookingId: 'number', startReached: 'variant' },
  matching_ended_short: { bookingId: 'number', confirmed: 'number', wanted: 'number' },
  job_confirmed: { bookingId: 'number', centre: 'text', days: 'number', startsAt: 'moment' },
  job_canceled: { bookingId: 'number', centre: 'text', reason: 'text' },
  job_moved_away: { bookingId: 'number', centre: 'text', startsAt: 'moment', reason: 'text' },
  job_moved_to_you: { bookingId: 'number', centre: 'text', startsAt: 'moment' },
  job_teacher_changed: {
    bookingId: 'number',
    jobRecordId: 'ref',
    fromTeacher: 'text',
    toTeacher: 'text',
    startsAt: 'moment',
    reason: 'text',
  },
  teacher_leave: { bookingId: 'number', rematchBookingId: 'number', teacher: 'text', day: 'day', reason: 'text' },
  extension_asked: { jobRecordId: 'ref', centre: 'text', until: 'moment' },
  extension_accepted: { jobRecordId: 'ref', teacher: 'text', until: 'time' },
  extension_declined: { jobRecordId: 'ref', teacher: 'text', until: 'time' },
  invoice_issued: { invoiceId: 'ref', bookingId: 'ref', number: 'text', total: 'money', dueOn: 'date' },
  invoice_paid: { invoiceId: 'ref', number: 'text', total: 'money' },
  invoice_overdue: { invoiceId: 'ref', number: 'text', total: 'money' },
  timesheet_to_confirm: {
    timeSheetId: 'ref',
    jobRecordId: 'ref',
    bookingId: 'ref',
    teacher: 'text',
    date: 'day',
    hours: 'number',
    amount: 'money',
    confirmBy: 'moment',
  },
  timesheet_default_confirmed: {
    timeSheetId: 'ref',
    jobRecordId: 'ref',
    bookingId: 'ref',
    teacher: 'text',
    date: 'day',
    hours: 'number',
    amount: 'money',
    confirmBy: 'moment',
  },
  timesheet_reported: {
    timeSheetId: 'ref',
    bookingId: 'ref',
    teacher: 'text',
    date: 'day',
    startsAt: 'time',
    endsAt: 'time',
    breakMinutes: 'number',
  },
  timesheet_confirmed: {
    timeSheetId: 'ref',
    jobRecordId: 'ref',
    date: 'day',
    startsAt: 'time',
    endsAt: 'time',
    hours: 'number',
    amount: 'money',
    confirmation: 'variant',
  },
  rank_changed: { rank: 'text', points: 'number' },
  voucher_earned: { voucherId: 'ref', voucherType: 'variant', bookingId: 'ref', value: 'money', expiresAt: 'momentDate' },
  voucher_issued: { voucherId: 'ref', name: 'text', value: 'money', useType: 'variant', expiresAt: 'momentDate' },
  voucher_expired_early: { voucherId: 'ref', name: 'text', value: 'money', reason: 'text' },
  document_requested: { document: 'named', note: 'optional' },
  profile_approved: {},
  profile_rejected: { reason: 'text' },
  profile_reopened: {},
  offer_application: { offerId: 'ref', applicationId: 'ref', offerTitle: 'text', teacher: 'text' },
  offer_hired: { offerId: 'ref', applicationId: 'ref', offerTitle: 'text', centre: 'text' },
  offer_declined: { offerId: 'ref', applicationId: 'ref', offerTitle: 'text', centre: 'text' },
  offer_ended: { offerId: 'ref', applicationId: 'ref', offerTitle: 'text', centre: 'text', offerStatus: 'named' },
  ticket_reply: { ticketNo: 'text', subject: 'text' },
  ticket_status: { ticketNo: 'text', subject: 'text', status: 'named' },
}

function isSentKind(kind: string): kind is SentKind {
  return Object.prototype.hasOwnProperty.call(NOTICE_FACTS, kind)
}

/** The facts of a kind and how each is shown. */
export function factShapes(kind: SentKind): Record<string, FactShape> {
  return NOTICE_FACTS[kind] as Record<string, FactShape>
}

const FORMATS: Partial<Record<FactShape, string>> = {
  day: 'notice.format.day',
  date: 'notice.format.date',
  moment: 'notice.format.moment',
  momentDate: 'notice.format.date',
  time: 'notice.format.time',
}

/** A fact as text, or null when it cannot be shown. */
function shown(fact: string, value: unknown, shape: FactShape, t: TFunction): string | null {
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null
  if (typeof value !== 'string' || !value.trim()) return null
  const format = FORMATS[shape]
  if (format) {
    if (!dayjs(value).isValid()) return null
    const calendar = shape === 'day' || shape === 'date'
    return calendar ? dayjs(value).format(t(format)) : formatInZone(value, t(format))
  }
  if (shape === 'named') {
    const key = `notice.names.${fact}.${value}`
    return t(key, { defaultValue: value })
  }
  return value
}

/** The translation key of the notice's wording, with its variant. */
function wordingKey(kind: SentKind, data: Record<string, unknown>): string | null {
  for (const [fact, shape] of Object.entries(factShapes(kind))) {
    const value = data[fact]
    if (shape === 'variant') {
      if (typeof value === 'boolean') return `notice.kinds.${kind}.${value ? '1' : '0'}`
      if (typeof value === 'number') return `notice.kinds.${kind}.${value}`
      return null
    }
    if (shape === 'optional') return `notice.kinds.${kind}.${value ? 'True' : 'False'}`
  }
  return `notice.kinds.${kind}`
}

/**
 * Words a notice from its kind and facts in the current language; a kind
 * this app does not know, or facts it cannot read, keep the server's words
 * (which the server wrote in the reader's language).
 */
export function noticeWords(notice: Pick<Notice, 'kind' | 'title' | 'body' | 'data'>, t: TFunction): NoticeWords {
  const fallback = { title: notice.title, body: notice.body }
  if (!isSentKind(notice.kind)) return fallback
  const data = notice.data as Record<string, unknown>
  const key = wordingKey(notice.kind, data)
  // A wording the catalogue lacks comes back as its key.
  if (!key || t(`${key}.title`) === `${key}.title`) return fallback
  const values: Record<string, string> = {}
  for (const [fact, shape] of Object.entries(factShapes(notice.kind))) {
    if (shape === 'ref' && data[fact] == null) continue
    if (shape === 'optional' && data[fact] == null) continue
    const text = shown(fact, data[fact], shape, t)
    if (text === null) return fallback
    values[fact] = text
  }
  return { title: t(`${key}.title`, values), body: t(`${key}.body`, values) }
}

/** The booking a notice is about, when its facts name one. */
export function noticeBookingId(notice: Pick<Notice, 'data'>): number | null {
  const value = Number((notice.data as Record<string, unknown>).bookingId)
  return Number.isInteger(value) && value > 0 ? value : null
}
