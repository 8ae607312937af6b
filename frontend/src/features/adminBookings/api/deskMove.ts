import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type MoveRecordIn = components['schemas']['MoveRecordIn']
export type MoveRecordOut = components['schemas']['MoveRecordOut']

/** POST /api/statistical/job/record/move: give an upcoming job record to another teacher, for a reason (booking:move). */
export function moveJobRecord(body: MoveRecordIn): Promise<MoveRecordOut> {
  return callApi((api) => api.POST('/statistical/job/record/move', { body }))
}
