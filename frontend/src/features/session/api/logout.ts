import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

export type LogoutAnswer = components['schemas']['Empty']

/** POST /api/user/logout: ends this session on the server. Silent: the app signs out whatever the answer. */
export function logout(): Promise<LogoutAnswer> {
  return callApi((api) => api.POST('/user/logout'), { silent: true })
}
