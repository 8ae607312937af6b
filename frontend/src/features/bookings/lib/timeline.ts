import type { TFunction } from 'i18next'

import type { TimelineItem } from '../api/bookingDetail'
import { money, plainDateText, timeText } from './format'
import { Stage, stageLabelKey } from './status'

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
  const teacher = text(data, 'teacher') || t('bookings.timeline.someTeacher')
  const reason = (options.reasonLabel ?? ((value: string) => value))(text(data, 'reason'))
  const stage = count(data, 'stage')
  const stageName = t(stageLabelKey(stage))
  const entry = (key: string, color: TimelineEntry['color'], values: Record<string, unknown> = {}, bookingIds: number[] = []) => ({
    text: t(key, values),
    color,
    bookingIds,
  })

  switch (item.kind) {
    case 'booking_created':
      return entry('bookings.timeline.bookingCreated', 'blue', { teachers: count(data, 'teachers'), days: count(data, 'days') })
    case 'stage_started': {
      const values = { stage: stageName, radius: count(data, 'radiusKm'), minutes: count(data, 'minutes'), invited: count(data, 'invited') }
      if (stage === Stage.favourite) return entry('bookings.timeline.favouritesInvited', 'blue', values)
      if (stage === Stage.boost) return entry('bookings.timeline.boostStarted', 'gold', values)
      return entry('bookings.timeline.stageStarted', 'blue', values)
    }
    case 'stage_ended':
      return entry('bookings.timeline.stageEnded', 'gray', { stage: stageName, expired: count(data, 'expired') })
    case 'teacher_interested':
      return entry('bookings.timeline.teacherInterested', 'green', { teacher })
    case 'teacher_declined':
      return entry('bookings.timeline.teacherDeclined', 'red', { teacher })
    case 'teacher_confirmed':
      return entry('bookings.timeline.teacherConfirmed', 'green', { teacher })
    case 'booking_confirmed':
      return entry('bookings.timeline.bookingConfirmed', 'green')
    case 'booking_confirmed_short':
      return entry('bookings.timeline.bookingConfirmedShort', 'orange', { confirmed: count(data, 'confirmed') })
    case 'matching_ended_short':
      return entry('bookings.timeline.matchingEndedShort', 'orange', {
        confirmed: count(data, 'confirmed'),
        waiting: count(data, 'waiting'),
      })
    case 'booking_failed':
      return entry(
        text(data, 'reason') === 'start_time' ? 'bookings.timeline.failedAtStart' : 'bookings.timeline.failedNoTeacher',
        'red',
      )
    case 'boosted':
      return entry('bookings.timeline.boosted', 'gold', { incentive: money(text(data, 'incentive') || 0) })
    case 'made_public':
      return entry('bookings.timeline.madePublic', 'blue')
    case 'invite_withdrawn':
      return entry('bookings.timeline.inviteWithdrawn', 'gray', { teacher })
    case 'booking_canceled':
      return entry('bookings.timeline.bookingCanceled', 'red', { reason, fee: money(text(data, 'fee') || 0) })
    case 'day_canceled':
      return entry('bookings.timeline.dayCanceled', 'red', {
        jobRecord: text(data, 'jobRecordId'),
        reason,
        fee: money(text(data, 'fee') || 0),
      })
    case 'extension_asked':
      return entry('bookings.timeline.extensionAsked', 'gold', {
        teacher,
        time: text(data, 'until') ? timeText(t, text(data, 'until')) : '',
      })
    case 'extension_accepted':
      return entry('bookings.timeline.extensionAccepted', 'green', { teacher })
    case 'extension_declined':
      return entry('bookings.timeline.extensionDeclined', 'orange', { teacher })
    case 'teacher_leave':
      return entry(
        'bookings.timeline.teacherLeave',
        'orange',
        {
          teacher,
          day: text(data, 'day') ? plainDateText(t, text(data, 'day')) : '',
          reason: text(data, 'reason'),
          booking: text(data, 'rematchBookingId'),
        },
        bookingId(data, 'rematchBookingId'),
      )
    case 'rematch_for_leave':
      return entry('bookings.timeline.rematchForLeave', 'blue', { teacher, booking: text(data, 'bookingId') }, bookingId(data, 'bookingId'))
    case 'booking_split':
      return entry(
        'bookings.timeline.bookingSplit',
        'purple',
        { filled: text(data, 'filledBookingId'), rest: text(data, 'restBookingId') },
        [...bookingId(data, 'filledBookingId'), ...bookingId(data, 'restBookingId')],
      )
    case 'split_from':
      return entry('bookings.timeline.splitFrom', 'purple', { booking: text(data, 'bookingId') }, bookingId(data, 'bookingId'))
    default:
      return entry('bookings.timeline.other', 'gray', { kind: item.kind.replace(/_/g, ' ') })
  }
}
