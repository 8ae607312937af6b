import { postApi } from '@/shared/api/request'

export type LogoutAnswer = Record<string, never>

/** Ends this session on the server. Silent: the local session ends whatever the answer. */
export function logout(): Promise<LogoutAnswer> {
  return postApi<LogoutAnswer>('user/logout', {}, { silent: true })
}
