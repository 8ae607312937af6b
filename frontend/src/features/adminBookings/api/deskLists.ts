import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type BookingRow = components['schemas']['BookingRow']
export type InviteRow = components['schemas']['InviteRow']
export type JobRecordRow = components['schemas']['JobRecordRow']
export type DeskFilters = Omit<components['schemas']['DeskListIn'], 'pageNo' | 'pageSize'>
type DeskListIn = components['schemas']['DeskListIn']

export const BOOKING_LIST = 'deskBookings'
export const INVITE_LIST = 'deskInvites'
export const JOB_RECORD_LIST = 'deskJobRecords'

/** POST /api/statistical/job/book/list: bookings, newest start first (booking:list). */
export function fetchBookingList(body: DeskListIn, signal?: AbortSignal): Promise<{ list: BookingRow[]; total: number }> {
  return callApi((api) => api.POST('/statistical/job/book/list', { body }), { signal })
}

/** POST /api/statistical/job/invite/list: invites, newest first (booking:list). */
export function fetchInviteList(body: DeskListIn, signal?: AbortSignal): Promise<{ list: InviteRow[]; total: number }> {
  return callApi((api) => api.POST('/statistical/job/invite/list', { body }), { signal })
}

/** POST /api/statistical/job/record/list: job records, newest start first (booking:list). */
export function fetchJobRecordList(body: DeskListIn, signal?: AbortSignal): Promise<{ list: JobRecordRow[]; total: number }> {
  return callApi((api) => api.POST('/statistical/job/record/list', { body }), { signal })
}
