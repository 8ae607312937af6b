import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type RematchOut = components['schemas']['RematchOut']

/** POST /api/statistical/job/book/rematch: run the booking's matching again from its first stage (booking:rematch). */
export function rematchBooking(bookingId: number): Promise<RematchOut> {
  return callApi((api) => api.POST('/statistical/job/book/rematch', { body: { id: bookingId } }))
}
