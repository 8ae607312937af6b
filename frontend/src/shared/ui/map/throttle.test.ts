import { describe, expect, it, vi } from 'vitest'

import { throttle } from './throttle'

function clock(start = 1_000) {
  let time = start
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('throttle', () => {
  it('runs the first call at once and passes its arguments', () => {
    const handler = vi.fn()
    const { now } = clock()
    const throttled = throttle(handler, 500, now)
    expect(throttled('a', 1)).toBe(true)
    expect(handler).toHaveBeenCalledExactlyOnceWith('a', 1)
  })

  it('drops calls within the interval and runs the next one after it', () => {
    const handler = vi.fn()
    const time = clock()
    const throttled = throttle(handler, 500, time.now)
    throttled(1)
    time.advance(200)
    expect(throttled(2)).toBe(false)
    time.advance(299)
    expect(throttled(3)).toBe(false)
    time.advance(1)
    expect(throttled(4)).toBe(true)
    expect(handler.mock.calls).toEqual([[1], [4]])
  })

  it('measures the interval from the last call that ran, not from dropped ones', () => {
    const handler = vi.fn()
    const time = clock()
    const throttled = throttle(handler, 500, time.now)
    throttled('first')
    for (let step = 0; step < 4; step += 1) {
      time.advance(100)
      throttled('dropped')
    }
    time.advance(100)
    expect(throttled('second')).toBe(true)
    expect(handler.mock.calls).toEqual([['first'], ['second']])
  })

  it('handles at most one call per interval in a burst of clicks', () => {
    const handler = vi.fn()
    const time = clock(0)
    const throttled = throttle(handler, 500, time.now)
    // 30 clicks, one every 50 ms, over 1.5 s.
    for (let click = 0; click < 30; click += 1) {
      throttled(click)
      time.advance(50)
    }
    expect(handler.mock.calls).toEqual([[0], [10], [20]])
  })

  it('keeps separate wrappers independent', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { now } = clock()
    throttle(first, 500, now)()
    throttle(second, 500, now)()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })
})
