import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { listQueryKey } from '@/shared/ui/listPage/ListPage'

import { CENTRE_LIST } from './centres'
import { type CentreDetail, centreDetailKey } from './centreDetail'

export type CentreRatesChange = components['schemas']['CentreRatesIn']

/** POST /api/admin/centre/rates: the centre's own rates and discounts (null: the platform's rate, no discount). Silent: the form shows the refusal on its field. */
export function saveCentreRates(change: CentreRatesChange): Promise<CentreDetail> {
  return callApi((api) => api.POST('/admin/centre/rates', { body: change }), { silent: true })
}

export function useSaveCentreRates() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCentreRates,
    onSuccess: (detail) => {
      queryClient.setQueryData(centreDetailKey(detail.centreId), detail)
      void queryClient.invalidateQueries({ queryKey: listQueryKey(CENTRE_LIST) })
    },
  })
}
