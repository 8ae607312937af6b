import { logout } from '../api/logout'

/** Logs out on the server and forgets the app's session (its store) even if that call fails. */
export async function signOut(store: { clear(): void }): Promise<void> {
  try {
    await logout()
  } catch {
    // The session ends locally whatever the server answered.
  } finally {
    store.clear()
  }
}
