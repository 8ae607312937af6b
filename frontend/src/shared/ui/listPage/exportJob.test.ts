import { describe, expect, it } from 'vitest'

import { exportPercent, isSettled } from './exportJob'

describe('export progress', () => {
  it('is the share of rows written, 100 only once ready', () => {
    expect(exportPercent({ status: 'queued', done: 0, total: 0 })).toBe(0)
    expect(exportPercent({ status: 'running', done: 20, total: 45 })).toBe(44)
    expect(exportPercent({ status: 'running', done: 45, total: 45 })).toBe(99)
    expect(exportPercent({ status: 'ready', done: 45, total: 45 })).toBe(100)
    expect(exportPercent({ status: 'ready', done: 0, total: 0 })).toBe(100)
  })

  it('stops asking once ready or failed', () => {
    expect(isSettled({ status: 'running' })).toBe(false)
    expect(isSettled({ status: 'ready' })).toBe(true)
    expect(isSettled({ status: 'failed' })).toBe(true)
    expect(isSettled(undefined)).toBe(false)
  })
})
