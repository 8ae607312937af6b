import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type AccountSwitch = components['schemas']['EnabledIn']

/** POST /api/admin/user/enabled: switch the teacher's account off with the notice they see, or back on (account:enable). */
export function setAccountEnabled(body: AccountSwitch): Promise<components['schemas']['EnabledOut']> {
  return callApi((api) => api.POST('/admin/user/enabled', { body }))
}
