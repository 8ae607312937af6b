import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import { type AdminHoliday, holidaysKey } from './holidays'

export type NewHoliday = components['schemas']['HolidayIn']
export type HolidayChange = components['schemas']['HolidayUpdateIn']
export type HolidayLoad = components['schemas']['HolidayLoadOut']

/** POST /api/admin/holiday/add: a national (no region) or regional holiday. Silent: the dialog shows the refusal on its field. */
export function addHoliday(holiday: NewHoliday): Promise<AdminHoliday> {
  return callApi((api) => api.POST('/admin/holiday/add', { body: holiday }), { silent: true })
}

/** POST /api/admin/holiday/update: a holiday's new day, name or region. Silent, as adding. */
export function changeHoliday(change: HolidayChange): Promise<AdminHoliday> {
  return callApi((api) => api.POST('/admin/holiday/update', { body: change }), { silent: true })
}

/** POST /api/admin/holiday/delete: the next quote prices the day as an ordinary one. */
export function removeHoliday(holidayId: number): Promise<unknown> {
  return callApi((api) => api.POST('/admin/holiday/delete', { body: { holidayId } }))
}

/** POST /api/admin/holiday/load: the year's New Zealand holidays as the server's library computes them; adds only what is missing. */
export function loadHolidays(year: number): Promise<HolidayLoad> {
  return callApi((api) => api.POST('/admin/holiday/load', { body: { year } }))
}

/** After any change: every year's list again. */
function useHolidayMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: holidaysKey }),
  })
}

export const useAddHoliday = () => useHolidayMutation(addHoliday)
export const useChangeHoliday = () => useHolidayMutation(changeHoliday)
export const useRemoveHoliday = () => useHolidayMutation(removeHoliday)
export const useLoadHolidays = () => useHolidayMutation(loadHolidays)
