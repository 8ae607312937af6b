import { logout } from '../api/logout'
import { teacherSession } from './teacherSession'

/** Logs out on the server and forgets the teacher's session even if that call fails. */
export async function signOut(): Promise<void> {
  try {
    await logout()
  } catch {
    // The session ends locally whatever the server answered.
  } finally {
    teacherSession.clear()
  }
}
