import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type StaffCancelIn = components['schemas']['StaffCancelIn']
export type StaffCancelOut = components['schemas']['StaffCancelOut']

/** POST /api/statistical/job/book/cancel: cancel on the centre's behalf, with a reason, as the centre's own cancellation (booking:cancel). */
export function cancelForCentre(body: StaffCancelIn): Promise<StaffCancelOut> {
  return callApi((api) => api.POST('/statistical/job/book/cancel', { body }))
}
