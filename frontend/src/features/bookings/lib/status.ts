/**
 * Labels and colours of the booking states (spec section 4, "Status tables").
 * The label keys are translation keys; the colours are Ant Design tag colours.
 */

export interface StatusMeta {
  labelKey: string
  color: string
}

/** Booking status (book list): 0 canceled, 1 confirmed, 2 processing, 3 failed, 4 split. */
export const BookingStatus = {
  canceled: 0,
  confirmed: 1,
  processing: 2,
  failed: 3,
  split: 4,
} as const

/** Invitation status: 0 withdrawn, 1 interested, 2 connecting, 3 expired, 4 declined. */
export const InviteStatus = {
  withdrawn: 0,
  interested: 1,
  connecting: 2,
  expired: 3,
  declined: 4,
} as const

/** Job-record status: 2 processing, 3 finished, 4 leave, 5 canceled, 6 extend. */
export const JobRecordStatus = {
  processing: 2,
  finished: 3,
  leave: 4,
  canceled: 5,
  extend: 6,
} as const

/** Matching stage of a booking: 1 to 3 the public stages, 4 boost, 5 favourites, 0 none. */
export const Stage = {
  none: 0,
  first: 1,
  second: 2,
  third: 3,
  boost: 4,
  favourite: 5,
} as const

const UNKNOWN: StatusMeta = { labelKey: 'bookings.status.unknown', color: 'default' }

const BOOKING_STATUS: Record<number, StatusMeta> = {
  [BookingStatus.canceled]: { labelKey: 'bookings.status.canceled', color: 'default' },
  [BookingStatus.confirmed]: { labelKey: 'bookings.status.confirmed', color: 'green' },
  [BookingStatus.processing]: { labelKey: 'bookings.status.processing', color: 'processing' },
  [BookingStatus.failed]: { labelKey: 'bookings.status.failed', color: 'red' },
  [BookingStatus.split]: { labelKey: 'bookings.status.split', color: 'purple' },
}

const INVITE_STATUS: Record<number, StatusMeta> = {
  [InviteStatus.withdrawn]: { labelKey: 'bookings.invite.withdrawn', color: 'default' },
  [InviteStatus.interested]: { labelKey: 'bookings.invite.interested', color: 'gold' },
  [InviteStatus.connecting]: { labelKey: 'bookings.invite.connecting', color: 'processing' },
  [InviteStatus.expired]: { labelKey: 'bookings.invite.expired', color: 'default' },
  [InviteStatus.declined]: { labelKey: 'bookings.invite.declined', color: 'red' },
}

/** An interested invite whose price the centre confirmed: the teacher is booked. */
const INVITE_BOOKED: StatusMeta = { labelKey: 'bookings.invite.booked', color: 'green' }

const CONNECTED: StatusMeta = { labelKey: 'bookings.connection.connected', color: 'green' }
const CONNECTING: StatusMeta = { labelKey: 'bookings.connection.connecting', color: 'processing' }
const CONNECTION_FAILED: StatusMeta = { labelKey: 'bookings.connection.failed', color: 'red' }

/** Connection short label by invite status: 0 Failed, 1 Connected, 2 Connecting, 3 Failed, 4 Failed. */
const CONNECTION: Record<number, StatusMeta> = {
  [InviteStatus.withdrawn]: CONNECTION_FAILED,
  [InviteStatus.interested]: CONNECTED,
  [InviteStatus.connecting]: CONNECTING,
  [InviteStatus.expired]: CONNECTION_FAILED,
  [InviteStatus.declined]: CONNECTION_FAILED,
}

/** Job-record colours: processing green, finished grey, leave and canceled orange, extend amber. */
const JOB_RECORD_STATUS: Record<number, StatusMeta> = {
  [JobRecordStatus.processing]: { labelKey: 'bookings.jobRecord.processing', color: 'green' },
  [JobRecordStatus.finished]: { labelKey: 'bookings.jobRecord.finished', color: 'default' },
  [JobRecordStatus.leave]: { labelKey: 'bookings.jobRecord.leave', color: 'orange' },
  [JobRecordStatus.canceled]: { labelKey: 'bookings.jobRecord.canceled', color: 'orange' },
  [JobRecordStatus.extend]: { labelKey: 'bookings.jobRecord.extend', color: 'gold' },
}

const STAGE_LABEL: Record<number, string> = {
  [Stage.none]: 'bookings.stage.none',
  [Stage.first]: 'bookings.stage.first',
  [Stage.second]: 'bookings.stage.second',
  [Stage.third]: 'bookings.stage.third',
  [Stage.boost]: 'bookings.stage.boost',
  [Stage.favourite]: 'bookings.stage.favourite',
}

/** A confirmed booking whose work is over (job-record status 3 finished reads Completed, spec section 4). */
const BOOKING_COMPLETED: StatusMeta = { labelKey: 'bookings.status.completed', color: 'default' }

/** A booking's status; a confirmed booking that has `ended` reads Completed. */
export function bookingStatusMeta(status: number, ended = false): StatusMeta {
  if (ended && status === BookingStatus.confirmed) return BOOKING_COMPLETED
  return BOOKING_STATUS[status] ?? UNKNOWN
}

const SETTLED_RECORDS: readonly number[] = [JobRecordStatus.finished, JobRecordStatus.canceled, JobRecordStatus.leave]

/** Whether a booking's work is over: every job record settled, at least one of them worked. */
export function workFinished(jobRecordStatuses: readonly number[]): boolean {
  return (
    jobRecordStatuses.includes(JobRecordStatus.finished) &&
    jobRecordStatuses.every((status) => SETTLED_RECORDS.includes(status))
  )
}

export function inviteStatusMeta(status: number, confirmed = false): StatusMeta {
  if (confirmed) return INVITE_BOOKED
  return INVITE_STATUS[status] ?? UNKNOWN
}

export function connectionMeta(inviteStatus: number): StatusMeta {
  return CONNECTION[inviteStatus] ?? UNKNOWN
}

export function jobRecordStatusMeta(status: number): StatusMeta {
  return JOB_RECORD_STATUS[status] ?? UNKNOWN
}

export function stageLabelKey(stage: number): string {
  return STAGE_LABEL[stage] ?? 'bookings.stage.none'
}

/** The statuses the Past list can be filtered by (a past booking is never processing). */
export const PAST_STATUS_FILTERS: readonly number[] = [
  BookingStatus.confirmed,
  BookingStatus.canceled,
  BookingStatus.failed,
  BookingStatus.split,
]

export type ConnectionSummary = { meta: StatusMeta; count: number }[]

const WITHDRAWN = INVITE_STATUS[InviteStatus.withdrawn] as StatusMeta

/**
 * The summary's group of an invite: its connection label, except that a
 * withdrawn invite (the centre withdrew it, or the booking filled or was
 * cancelled) is counted as Withdrawn, not as Failed.
 */
function summaryGroup(inviteStatus: number): StatusMeta {
  return inviteStatus === InviteStatus.withdrawn ? WITHDRAWN : connectionMeta(inviteStatus)
}

/** How many invites are connected, connecting, withdrawn and failed, in that order, leaving out empty groups. */
export function connectionSummary(inviteStatuses: readonly number[]): ConnectionSummary {
  return [CONNECTED, CONNECTING, WITHDRAWN, CONNECTION_FAILED]
    .map((meta) => ({ meta, count: inviteStatuses.filter((status) => summaryGroup(status) === meta).length }))
    .filter((group) => group.count > 0)
}
