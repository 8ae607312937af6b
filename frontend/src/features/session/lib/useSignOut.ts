import { useSignOutWith } from '@/shared/session/useSignOutWith'

import { signOut } from './signOut'

/** Signs out, opens the sign-in page and forgets every cached answer of the old session. */
export function useSignOut(): () => Promise<void> {
  return useSignOutWith(signOut)
}
