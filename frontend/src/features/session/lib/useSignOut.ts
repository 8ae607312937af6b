import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'

import { signOut } from './signOut'

/** Signs out, opens the sign-in page and forgets every cached answer of the old session. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    await signOut()
    await navigate('/login', { replace: true })
    queryClient.clear()
  }, [navigate, queryClient])
}
