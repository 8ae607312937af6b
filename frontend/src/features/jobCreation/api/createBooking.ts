import { useMutation, useQueryClient } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'

import type { Quote } from './quoteDraft'

type Schemas = components['schemas']

export type CreateBookingRequest = Schemas['CreateIn']
export type CreatedBooking = Schemas['CreatedOut']

/** rtn_code 2001: the quote expired or changed; rtn_data.quote is a fresh one. */
export const QUOTE_EXPIRED_CODE = 2001

export interface QuoteExpiredData {
  quote: Quote
}

export function isQuoteExpiredData(data: unknown): data is QuoteExpiredData {
  if (typeof data !== 'object' || data === null || !('quote' in data)) return false
  const quote = (data as { quote: unknown }).quote
  return typeof quote === 'object' && quote !== null && 'processId' in quote && 'expiresAt' in quote
}

/**
 * POST /api/center/job/create: the draft plus the processId of its live quote.
 * Matching starts at once. Refusals are shown by the request layer; the page
 * also reads 1000 (which rule) and 2001 (the fresh quote) from the ApiError.
 */
export function createBooking(request: CreateBookingRequest): Promise<CreatedBooking> {
  return callApi((api) => api.POST('/center/job/create', { body: request }))
}

/** Reference data stays cached; everything else may now be out of date (lists, counts, calendar). */
const REFERENCE_QUERIES = new Set(['dictionary', 'holidays'])

export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['jobCreation', 'create'],
    mutationFn: createBooking,
    // Not awaited: the centre goes on to Processing while the lists refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({
        predicate: (query) => !REFERENCE_QUERIES.has(String(query.queryKey[0])) && query.queryKey[0] !== 'jobCreation',
      })
    },
  })
}
