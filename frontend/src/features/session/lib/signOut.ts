import { session } from '@/shared/session/sessionStore'

import { logout } from '../api/logout'

/** Logs out on the server and clears token, roles and saved user even if that call fails. */
export async function signOut(): Promise<void> {
  try {
    await logout()
  } catch {
    // The session ends locally whatever the server answered.
  } finally {
    session.clear()
  }
}
