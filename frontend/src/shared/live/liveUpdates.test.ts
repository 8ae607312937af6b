import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

import { ApiError } from '../api/ApiError'
import { connectLive, type LiveSource, streamUrl } from './liveUpdates'

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource implements LiveSource {
  readyState = 1
  onmessage: ((event: MessageEvent<string>) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  closed = false
  readonly url: string

  constructor(url: string) {
    this.url = url
  }

  send(id: string, kind: string, subjectId = 1) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ kind, subjectId }), lastEventId: id }))
  }

  /** The browser reconnects by itself (it keeps the last id). */
  drop() {
    this.readyState = 0
    this.onerror?.(new Event('error'))
  }

  /** The browser gives up: the reconnection was refused (an expired ticket). */
  refuse() {
    this.readyState = 2
    this.onerror?.(new Event('error'))
  }

  close() {
    this.closed = true
    this.readyState = 2
  }
}

function setUp(tickets: (() => Promise<string>)[]) {
  const queryClient = new QueryClient()
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue()
  const sources: FakeSource[] = []
  const timers: (() => void)[] = []
  const ticket = vi.fn(() => (tickets.shift() ?? (() => Promise.resolve('later')))())
  const connection = connectLive({
    ticket,
    open: (url) => {
      const source = new FakeSource(url)
      sources.push(source)
      return source
    },
    queryClient,
    apiBase: '/api',
    refreshes: { notice: [['notices']], booking: [['bookings'], ['calendar', 'list']] },
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
  })
  return { connection, invalidate, sources, timers, ticket }
}

function nth(sources: FakeSource[], index: number): FakeSource {
  const source = sources[index]
  if (!source) throw new Error(`no stream ${index} was opened`)
  return source
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('live updates', () => {
  it('refreshes the queries of each kind of change', async () => {
    const { invalidate, sources } = setUp([() => Promise.resolve('t1')])
    await settle()
    expect(nth(sources, 0).url).toBe('/api/live/stream?ticket=t1')
    nth(sources, 0).send('5', 'ready', 0)
    expect(invalidate).not.toHaveBeenCalled()
    nth(sources, 0).send('6', 'booking', 42)
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['bookings'], ['calendar', 'list']])
    nth(sources, 0).send('7', 'notice')
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['notices'] })
    nth(sources, 0).send('8', 'invite')
    expect(invalidate).toHaveBeenCalledTimes(3)
  })

  it('leaves a dropped stream to the browser, and opens a new one after the last id when it gives up', async () => {
    const { connection, sources, timers, ticket } = setUp([() => Promise.resolve('t1'), () => Promise.resolve('t2')])
    await settle()
    nth(sources, 0).send('9', 'notice')
    nth(sources, 0).drop()
    expect(timers).toHaveLength(0)
    nth(sources, 0).refuse()
    expect(nth(sources, 0).closed).toBe(true)
    timers.shift()?.()
    await settle()
    expect(ticket).toHaveBeenCalledTimes(2)
    expect(nth(sources, 1).url).toBe(streamUrl('/api', 't2', '9'))
    expect(connection.lastEventId).toBe('9')
  })

  it('tries again when the server is out of reach, and stops when the session is over', async () => {
    const away = () => Promise.reject(new ApiError('network', -1, 'failed', null, 0))
    const over = () => Promise.reject(new ApiError('refusal', 1001, 'expired', null, 200))
    const { sources, timers, ticket } = setUp([away, over])
    await settle()
    expect(sources).toHaveLength(0)
    timers.shift()?.()
    await settle()
    expect(ticket).toHaveBeenCalledTimes(2)
    expect(timers).toHaveLength(0)
    expect(sources).toHaveLength(0)
  })

  it('closes its stream when the app signs out', async () => {
    const { connection, sources } = setUp([() => Promise.resolve('t1')])
    await settle()
    connection.close()
    expect(nth(sources, 0).closed).toBe(true)
  })
})
