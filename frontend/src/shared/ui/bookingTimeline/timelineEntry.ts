import dayjs from 'dayjs'
import type { TFunction } from 'i18next'

import type { components } from '../../api/schema'
import { formatInZone } from '../../lib/platformTime'
import { formatMoney } from '../../lib/money'

/** One event of a booking's matching timeline, as the server sends it (the centre's and the staff's reads alike). */
export type TimelineItem = Pick<components['schemas']['TimelineItem'], 'kind' | 'data'>

/** The matching stages a `stage_started` or `stage_ended` event names. */
const STAGES: Record<number, string> = { 0: 'none', 1: 'first', 2: 'second', 3: 'third', 4: 'boost', 5: 'favourite' }
const BOOST = 4
const FAVOURITE = 5

/** One line of the matching timeline, worded in the current language. */
export interface TimelineEntry {
  text: string
  /** Ant Design timeline dot colour. */
  color: 'blue' | 'green' | 'red' | 'gray' | 'orange' | 'gold' | 'purple'
  /** Other bookings the event points to (a split, a rematch after leave). */
  bookingIds: number[]
}

export interface TimelineOptions {
  /** The cancellation reason in the current language (the server keeps the English label). */
  reasonLabel?: (reason: string) => string
}

type Data = TimelineItem['data']

function text(data: Data, key: string): string {
  const value = data[key]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : ''
}

function count(data: Data, key: string): number {
  const value = Number(data[key])
  return Number.isFinite(value) ? value : 0
}

function bookingId(data: Data, key: string): number[] {
  const value = Number(data[key])
  return Number.isInteger(value) && value > 0 ? [value] : []
}

/**
 * Words a timeline event by its `kind` with the facts in its `data`
 * (docs/api.md, "POST /api/center/job/book/detail"). An unknown kind is
 * still shown, by name, so nothing that happened is hidden.
 */
export function timelineEntry(item: TimelineItem, t: TFunction, options: TimelineOptions = {}): TimelineEntry {
  const { data } = item
  const teacher = text(data, 'teacher') || t('bookingTimeline.events.someTeacher')
  const reason = (options.reasonLabel ?? ((value: string) => value))(text(data, 'reason'))
  const stage = count(data, 'stage')
  const stageName = t(`bookingTimeline.stage.${STAGES[stage] ?? 'none'}`)
  const money = formatMoney
  const dayText = (day: string) => dayjs(day).format(t('bookingTimeline.format.date'))
  const timeText = (value: string) => formatInZone(value, t('bookingTimeline.format.time'))
  const entry = (key: string, color: TimelineEntry['color'], values: Record<string, unknown> = {}, bookingIds: number[] = []) => ({
    text: t(key, values),
    color,
    bookingIds,
  })

  switch (item.kind) {
    case 'booking_created':
      return entry('bookingTimeline.events.bookingCreated', 'blue', { teachers: count(data, 'teachers'), days: count(data, 'days') })
    case 'stage_started': {
      const values = { stage: stageName, radius: count(data, 'radiusKm'), minutes: count(data, 'minutes'), invited: count(data, 'invited') }
      if (stage === FAVOURITE) return entry('bookingTimeline.events.favouritesInvited', 'blue', values)
      if (stage === BOOST) return entry('bookingTimeline.events.boostStarted', 'gold', values)
      return entry('bookingTimeline.events.stageStarted', 'blue', values)
    }
    case 'stage_ended':
      return entry('bookingTimeline.events.stageEnded', 'gray', { stage: stageName, expired: count(data, 'expired') })
    case 'teacher_interested':
      return entry('bookingTimeline.events.teacherInterested', 'green', { teacher })
    case 'teacher_declined':
      return entry('bookingTimeline.events.teacherDeclined', 'red', { teacher })
    case 'teacher_confirmed':
      return entry('bookingTimeline.events.teacherConfirmed', 'green', { teacher })
    case 'booking_confirmed':
      return entry('bookingTimeline.events.bookingConfirmed', 'green')
    case 'booking_confirmed_short':
      return entry('bookingTimeline.events.bookingConfirmedShort', 'orange', { confirmed: count(data, 'confirmed') })
    case 'matching_ended_short':
      return entry('bookingTimeline.events.matchingEndedShort', 'orange', {
        confirmed: count(data, 'confirmed'),
        waiting: count(data, 'waiting'),
      })
    case 'booking_failed':
      return entry(
        text(data, 'reason') === 'start_time' ? 'bookingTimeline.events.failedAtStart' : 'bookingTimeline.events.failedNoTeacher',
        'red',
      )
    case 'boosted':
      return entry('bookingTimeline.events.boosted', 'gold', { incentive: money(text(data, 'incentive') || 0) })
    case 'made_public':
      return entry('bookingTimeline.events.madePublic', 'blue')
    case 'invite_withdrawn':
      return entry('bookingTimeline.events.inviteWithdrawn', 'gray', { teacher })
    case 'booking_canceled':
      return entry('bookingTimeline.events.bookingCanceled', 'red', { reason, fee: money(text(data, 'fee') || 0) })
    case 'day_canceled':
      return entry('bookingTimeline.events.dayCanceled', 'red', {
        jobRecord: text(data, 'jobRecordId'),
        reason,
        fee: money(text(data, 'fee') || 0),
      })
    case 'extension_asked':
      return entry('bookingTimeline.events.extensionAsked', 'gold', {
        teacher,
        time: text(data, 'until') ? timeText(text(data, 'until')) : '',
      })
    case 'extension_accepted':
      return entry('bookingTimeline.events.extensionAccepted', 'green', { teacher })
    case 'extension_declined':
      return entry('bookingTimeline.events.extensionDeclined', 'orange', { teacher })
    case 'teacher_leave':
      return entry(
        'bookingTimeline.events.teacherLeave',
        'orange',
        {
          teacher,
          day: text(data, 'day') ? dayText(text(data, 'day')) : '',
          reason: text(data, 'reason'),
          booking: text(data, 'rematchBookingId'),
        },
        bookingId(data, 'rematchBookingId'),
      )
    case 'rematch_for_leave':
      return entry('bookingTimeline.events.rematchForLeave', 'blue', { teacher, booking: text(data, 'bookingId') }, bookingId(data, 'bookingId'))
    case 'booking_split':
      return entry(
        'bookingTimeline.events.bookingSplit',
        'purple',
        { filled: text(data, 'filledBookingId'), rest: text(data, 'restBookingId') },
        [...bookingId(data, 'filledBookingId'), ...bookingId(data, 'restBookingId')],
      )
    case 'split_from':
      return entry('bookingTimeline.events.splitFrom', 'purple', { booking: text(data, 'bookingId') }, bookingId(data, 'bookingId'))
    case 'canceled_by_staff':
      return entry('bookingTimeline.events.canceledByStaff', 'red', { reason: text(data, 'reason') })
    case 'removed_by_staff':
      return entry('bookingTimeline.events.removedByStaff', 'gray')
    case 'invite_removed_by_staff':
      return entry('bookingTimeline.events.inviteRemovedByStaff', 'gray', { invite: text(data, 'inviteId') })
    case 'job_record_removed_by_staff':
      return entry('bookingTimeline.events.jobRecordRemovedByStaff', 'gray', { jobRecord: text(data, 'jobRecordId') })
    case 'rematched_by_staff':
      return entry('bookingTimeline.events.rematchedByStaff', 'blue')
    case 'moved_by_staff':
      return entry('bookingTimeline.events.movedByStaff', 'orange', {
        jobRecord: text(data, 'jobRecordId'),
        from: text(data, 'fromTeacher') || t('bookingTimeline.events.someTeacher'),
        to: text(data, 'toTeacher') || t('bookingTimeline.events.someTeacher'),
        reason: text(data, 'reason'),
      })
    default:
      return entry('bookingTimeline.events.other', 'gray', { kind: item.kind.replace(/_/g, ' ') })
  }
}
