import { QueryClient } from '@tanstack/react-query'

/**
 * The request layer already tells the user about every failure, so queries
 * do not retry (a retry would repeat the notice) and do not refetch on focus
 * unless a query asks for it (the notification bell does).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
