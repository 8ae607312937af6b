import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { CENTRE_LIST } from './centres'

export type AccountSwitch = components['schemas']['EnabledIn']

/** POST /api/admin/user/enabled: switch the centre's account off (with the notice its users are shown at every call) or back on (account:enable). */
export function switchAccount(change: AccountSwitch) {
  return callApi((api) => api.POST('/admin/user/enabled', { body: change }))
}

export function useSwitchAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: switchAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['adminCentres', 'detail'] })
      void queryClient.invalidateQueries({ queryKey: listQueryKey(CENTRE_LIST) })
    },
  })
}
