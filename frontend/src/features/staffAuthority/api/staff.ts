import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { requestExport, type ExportRequest } from '@/shared/ui/listPage/exportJob'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

export type StaffMember = components['schemas']['StaffItem']
export type StaffFilters = { keyword?: string }
export type StaffCreate = components['schemas']['StaffCreateIn']
export type StaffUpdate = components['schemas']['StaffUpdateIn']
export type StaffPassword = components['schemas']['StaffPasswordOut']

/** The staff list's key: every change below shows on it. */
export const STAFF_LIST = 'staff'

type StaffListBody = components['schemas']['StaffListIn']

/** POST /api/admin/staff/list: staff accounts with their roles (staff:list). */
export async function fetchStaffList(body: StaffListBody, signal?: AbortSignal): Promise<{ list: StaffMember[]; total: number }> {
  return callApi((api) => api.POST('/admin/staff/list', { body }), { signal })
}

/** POST /api/admin/staff/export: the staff list as a spreadsheet, built in the background. */
export function exportStaff(request: ExportRequest<StaffFilters>) {
  return requestExport('/admin/staff/export', request)
}

/** POST /api/admin/staff/create: a new staff account with a first password and roles the caller may grant. */
export function createStaff(body: StaffCreate): Promise<StaffMember> {
  return callApi((api) => api.POST('/admin/staff/create', { body }), { silent: true })
}

/** POST /api/admin/staff/update: a staff member's name and sign-in e-mail. */
export function updateStaff(body: StaffUpdate): Promise<StaffMember> {
  return callApi((api) => api.POST('/admin/staff/update', { body }), { silent: true })
}

/** POST /api/admin/staff/enabled: switch an account off (its sessions end) or on. */
export function setStaffEnabled(body: components['schemas']['StaffEnabledIn']): Promise<StaffMember> {
  return callApi((api) => api.POST('/admin/staff/enabled', { body }))
}

/** POST /api/admin/staff/password/reset: a new one-time password, answered once. */
export function resetStaffPassword(userId: number): Promise<StaffPassword> {
  return callApi((api) => api.POST('/admin/staff/password/reset', { body: { userId } }))
}

/** POST /api/admin/staff/roles: the staff member's roles, each within the caller's level. */
export function setStaffRoles(body: components['schemas']['StaffRolesIn']) {
  return callApi((api) => api.POST('/admin/staff/roles', { body }), { silent: true })
}

/** A staff change that refreshes the staff list once it is made. */
export function useStaffChange<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey(STAFF_LIST) }),
  })
}
