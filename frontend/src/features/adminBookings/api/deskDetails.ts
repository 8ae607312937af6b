import { skipToken, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type BookingDeskDetail = components['schemas']['BookingDeskDetail']
export type InviteDeskDetail = components['schemas']['InviteDeskDetail']
export type JobRecordDeskDetail = components['schemas']['JobRecordDeskDetail']
export type OperationRecord = components['schemas']['OperationRecord']
export type TimelineEntry = components['schemas']['TimelineEntry']

/** What the drawer shows: a booking, an invite or a job record, by its id. */
export type DeskKind = 'booking' | 'invite' | 'jobRecord'
export interface DeskTarget {
  kind: DeskKind
  id: number
}
export type DeskDetail = BookingDeskDetail | InviteDeskDetail | JobRecordDeskDetail

/** POST /api/statistical/job/{book,invite,record}/detail: one row with its booking's timeline (booking:list). */
export function fetchDeskDetail(target: DeskTarget, signal?: AbortSignal): Promise<DeskDetail> {
  const body = { id: target.id }
  if (target.kind === 'booking') return callApi((api) => api.POST('/statistical/job/book/detail', { body }), { signal })
  if (target.kind === 'invite') return callApi((api) => api.POST('/statistical/job/invite/detail', { body }), { signal })
  return callApi((api) => api.POST('/statistical/job/record/detail', { body }), { signal })
}

/** POST /api/statistical/job/operate/record/list: the booking's timeline and staff changes, oldest first. */
export function fetchOperationRecords(bookingId: number, signal?: AbortSignal): Promise<OperationRecord[]> {
  return callApi((api) => api.POST('/statistical/job/operate/record/list', { body: { id: bookingId } }), { signal })
}

export function useDeskDetail(target: DeskTarget | null) {
  return useQuery({
    queryKey: ['adminBookings', 'detail', target?.kind, target?.id],
    queryFn: target === null ? skipToken : ({ signal }) => fetchDeskDetail(target, signal),
  })
}

export function useOperationRecords(bookingId: number | null) {
  return useQuery({
    queryKey: ['adminBookings', 'operations', bookingId],
    queryFn: bookingId === null ? skipToken : ({ signal }) => fetchOperationRecords(bookingId, signal),
  })
}
