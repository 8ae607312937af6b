import { callApi } from '@/shared/api/client'

import type { DeskTarget } from './deskDetails'

/** POST /api/statistical/job/{book,invite,record}/delete: a soft removal, refused while money depends on it (booking:delete). */
export function removeDeskRow(target: DeskTarget): Promise<unknown> {
  const body = { id: target.id }
  if (target.kind === 'booking') return callApi((api) => api.POST('/statistical/job/book/delete', { body }))
  if (target.kind === 'invite') return callApi((api) => api.POST('/statistical/job/invite/delete', { body }))
  return callApi((api) => api.POST('/statistical/job/record/delete', { body }))
}
