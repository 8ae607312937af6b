import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'

/**
 * An app's sign-out action: ends the session with the app's own `signOut`,
 * opens the sign-in page and forgets every cached answer of the old session.
 */
export function useSignOutWith(signOut: () => Promise<void>): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    await signOut()
    await navigate('/login', { replace: true })
    queryClient.clear()
  }, [signOut, navigate, queryClient])
}
