import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'

import { signOut } from './signOut'

/**
 * The app's sign-out action: ends the session kept in `store`, opens the
 * sign-in page and forgets every cached answer of the old session.
 */
export function useSignOut(store: { clear(): void }): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    await signOut(store)
    await navigate('/login', { replace: true })
    queryClient.clear()
  }, [store, navigate, queryClient])
}
