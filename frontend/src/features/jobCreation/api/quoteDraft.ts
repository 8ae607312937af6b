import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { callApi } from '@/shared/api/client'
import type { RequestOptions } from '@/shared/api/request'
import type { components } from '@/shared/api/schema'

type Schemas = components['schemas']

/** Everything a booking asks for: the body of a quote and, with a processId, of a creation. */
export type BookingDraft = Omit<Schemas['CreateIn'], 'processId'>

/**
 * The quote request. The server's `processType` is the integer literal 1 (it
 * discriminates the quote from the abandonment report); the generator writes
 * discriminator literals as strings, so the field is restated here.
 */
export type QuoteRequest = Omit<Schemas['QuoteRequest'], 'processType'> & { processType: 1 }

/**
 * A body of /api/center/job/create/process as the server reads it (a quote
 * request or an abandonment report, `processType` an integer), handed to the
 * client as the generated type spells it (`processType` a string).
 */
export function processBody(body: QuoteRequest | (Omit<Schemas['AbandonReport'], 'processType'> & { processType: 3 })) {
  return body as unknown as Schemas['QuoteRequest'] | Schemas['AbandonReport']
}

export type Quote = Schemas['QuoteOut']
export type QuoteDay = Schemas['QuoteDay']
export type ProcessAnswer = Schemas['ProcessOut']

/** POST /api/center/job/create/process, processType 1: a live quote held for 5 minutes. */
export function fetchQuote(draft: BookingDraft, options: RequestOptions = {}): Promise<ProcessAnswer> {
  const body: QuoteRequest = { ...draft, processType: 1 }
  return callApi((api) => api.POST('/center/job/create/process', { body: processBody(body) }), options)
}

export function quoteQueryKey(draft: BookingDraft | null) {
  return ['jobCreation', 'quote', draft] as const
}

export function quoteQueryOptions(draft: BookingDraft | null) {
  return queryOptions({
    queryKey: quoteQueryKey(draft),
    queryFn: ({ signal }) => {
      if (!draft) throw new Error('A quote needs a complete draft.')
      return fetchQuote(draft, { signal })
    },
    enabled: draft !== null,
    // A quote is held by the server for its own lifetime; it is refreshed on
    // request (the Refresh button), never behind the centre's back.
    staleTime: Infinity,
    gcTime: 0,
    placeholderData: keepPreviousData,
  })
}

/** The live quote of a complete, valid draft (null: nothing to quote). */
export function useQuote(draft: BookingDraft | null) {
  return useQuery(quoteQueryOptions(draft))
}
