import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

import { callApi } from '../api/client'
import { config } from '../config'
import { connectLive, type LiveRefreshes } from './liveUpdates'

function ticket(): Promise<string> {
  return callApi((api) => api.POST('/live/ticket'), { silent: true }).then((answer) => answer.ticket)
}

/**
 * Mounted once in a signed-in app's shell: while `enabled`, the server's
 * live updates refresh the queries `refreshes` names for each kind of change,
 * so the views that show it update in place. `refreshes` is the app's
 * constant: a new object reconnects.
 */
export function useLiveUpdates(enabled: boolean, refreshes: LiveRefreshes): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const connection = connectLive({
      ticket,
      open: (url) => new EventSource(url),
      queryClient,
      apiBase: config.apiBase,
      refreshes,
    })
    return () => connection.close()
  }, [enabled, queryClient, refreshes])
}
