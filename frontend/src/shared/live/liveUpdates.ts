import type { QueryClient, QueryKey } from '@tanstack/react-query'

import { ApiError } from '../api/ApiError'

/** What changed, as the server's stream names it (`relief/live/rules.py`). */
export type LiveKind = 'notice' | 'booking' | 'invite' | 'job' | 'timesheet'

/** For each kind of change, the queries an app refreshes when one arrives. */
export type LiveRefreshes = Partial<Record<LiveKind, readonly QueryKey[]>>

/** The part of a browser's EventSource this module uses. */
export interface LiveSource {
  readonly readyState: number
  onmessage: ((event: MessageEvent<string>) => void) | null
  onerror: ((event: Event) => void) | null
  close(): void
}

export interface LiveOptions {
  /** A fresh ticket for the stream (POST /live/ticket). */
  ticket: () => Promise<string>
  /** Opens the stream at an address (the browser's EventSource). */
  open: (url: string) => LiveSource
  queryClient: QueryClient
  refreshes: LiveRefreshes
  apiBase: string
  /** How long to wait before asking for a ticket again after a failure. */
  retryMs?: number
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/** EventSource.CLOSED: the browser gave up (a refused ticket); a new ticket is needed. */
const CLOSED = 2
const RETRY_MS = 5000

export interface LiveConnection {
  /** The last event id heard, which a new connection resumes after. */
  readonly lastEventId: string | null
  close(): void
}

/** The address of the stream, resuming after the last event heard. */
export function streamUrl(apiBase: string, ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket })
  if (lastEventId) query.set('lastEventId', lastEventId)
  return `${apiBase}/live/stream?${query.toString()}`
}

/**
 * Keeps one stream of live updates open and refreshes the queries each event
 * concerns. The browser reconnects a dropped stream itself, sending the last
 * event id; when it gives up (its ticket has expired) a new ticket opens a
 * new stream from that id, so no event is lost. A refused ticket (the
 * session has ended) stops it: the app's next call signs the user out.
 */
export function connectLive(options: LiveOptions): LiveConnection {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  const retryMs = options.retryMs ?? RETRY_MS
  let lastEventId: string | null = null
  let source: LiveSource | null = null
  let timer: unknown = null
  let closed = false

  function heard(event: MessageEvent<string>) {
    if (event.lastEventId) lastEventId = event.lastEventId
    let kind: unknown
    try {
      kind = (JSON.parse(event.data) as { kind?: unknown }).kind
    } catch {
      return
    }
    const keys = options.refreshes[kind as LiveKind] ?? []
    for (const queryKey of keys) void options.queryClient.invalidateQueries({ queryKey })
  }

  function later() {
    if (closed) return
    timer = setTimer(() => {
      timer = null
      void start()
    }, retryMs)
  }

  async function start() {
    let ticket: string
    try {
      ticket = await options.ticket()
    } catch (error) {
      // Refused: the session is over. Otherwise the server is out of reach for now.
      if (!(error instanceof ApiError && error.kind === 'refusal')) later()
      return
    }
    if (closed) return
    const opened = options.open(streamUrl(options.apiBase, ticket, lastEventId))
    source = opened
    opened.onmessage = heard
    opened.onerror = () => {
      if (opened.readyState !== CLOSED || source !== opened) return
      opened.close()
      source = null
      later()
    }
  }

  void start()
  return {
    get lastEventId() {
      return lastEventId
    },
    close() {
      closed = true
      if (timer !== null) clearTimer(timer)
      source?.close()
      source = null
    },
  }
}
