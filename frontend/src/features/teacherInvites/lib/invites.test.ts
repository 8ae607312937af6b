import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import type { InviteDay } from '../api/inviteList'
import { nextPageOf } from '../api/inviteList'
import { INVITE_STATES, type InviteState, inviteState, inviteStateHintKey } from './inviteStatus'
import { countdown, scheduleSummary, workingHours } from './schedule'

const NOW = Date.parse('2026-11-22T05:45:00Z')

describe('invite state (the spec invitation status labels)', () => {
  const open = { status: 2, confirmed: false, stageEndsAt: '2026-11-22T05:51:53Z' }

  it('is open while the invite waits and its time has not run out', () => {
    expect(inviteState(open, NOW)).toBe('open')
    expect(inviteState(open, Date.parse('2026-11-22T05:52:00Z'))).toBe('expired')
    expect(inviteState({ ...open, stageEndsAt: null }, NOW)).toBe('expired')
  })

  it('tells interested from confirmed', () => {
    expect(inviteState({ ...open, status: 1 }, NOW)).toBe('interested')
    expect(inviteState({ ...open, status: 1, confirmed: true }, NOW)).toBe('confirmed')
  })

  it('names declined, expired and withdrawn', () => {
    expect(inviteState({ ...open, status: 4 }, NOW)).toBe('declined')
    expect(inviteState({ ...open, status: 3 }, NOW)).toBe('expired')
    expect(inviteState({ ...open, status: 0 }, NOW)).toBe('withdrawn')
  })

  it('words every state in English and Chinese, each differently', () => {
    const states = Object.keys(INVITE_STATES) as InviteState[]
    for (const language of ['en', 'zh-CN']) {
      const t = i18n.getFixedT(language)
      const words = states.map((state) => {
        const key = INVITE_STATES[state].labelKey
        expect(t(key), `${key} in ${language}`).not.toBe(key)
        return t(key)
      })
      expect(new Set(words).size).toBe(states.length)
    }
  })

  it('tells the next step in both languages once the teacher has nothing to answer, except after declining', () => {
    const waiting: InviteState[] = ['interested', 'confirmed', 'expired', 'withdrawn']
    for (const language of ['en', 'zh-CN']) {
      const t = i18n.getFixedT(language)
      for (const state of waiting) {
        const key = inviteStateHintKey(state)
        expect(key, `${state} tells a next step`).not.toBeNull()
        expect(t(key ?? ''), `the next step of ${state} in ${language}`).not.toBe(key)
      }
    }
    expect(inviteStateHintKey('open')).toBeNull()
    expect(inviteStateHintKey('declined')).toBeNull()
  })
})

const day = (date: string, startsAt: string, endsAt: string, hourlyRate = '32.00', breakMinutes = 30): InviteDay => ({
  date,
  startsAt,
  endsAt,
  breakMinutes,
  hourlyRate,
})

describe('invite schedule', () => {
  it('counts working hours without the break', () => {
    expect(workingHours(day('2026-11-24', '2026-11-23T19:30:00Z', '2026-11-24T02:00:00Z'))).toBe(6)
  })

  it('sums up the days in New Zealand time', () => {
    const summary = scheduleSummary([
      day('2026-11-25', '2026-11-24T19:30:00Z', '2026-11-25T02:00:00Z', '35.00'),
      day('2026-11-24', '2026-11-23T19:30:00Z', '2026-11-24T02:00:00Z'),
    ])
    expect(summary).toMatchObject({
      dayCount: 2,
      firstStartsAt: '2026-11-23T19:30:00Z',
      lastStartsAt: '2026-11-24T19:30:00Z',
      sameHours: true,
      totalHours: 12,
      estimatedPay: 402,
    })
  })

  it('notices days with other hours', () => {
    const summary = scheduleSummary([
      day('2026-11-24', '2026-11-23T19:30:00Z', '2026-11-24T02:00:00Z'),
      day('2026-11-25', '2026-11-24T20:00:00Z', '2026-11-25T02:00:00Z'),
    ])
    expect(summary?.sameHours).toBe(false)
    expect(scheduleSummary([])).toBeNull()
  })
})

describe('countdown', () => {
  it('ticks in minutes and seconds, then hours', () => {
    expect(countdown('2026-11-22T05:51:53Z', NOW)).toEqual({ over: false, text: '6:53', seconds: 413 })
    expect(countdown('2026-11-22T07:00:05Z', NOW).text).toBe('1:15:05')
    expect(countdown('2026-11-22T05:00:00Z', NOW)).toEqual({ over: true, text: '0:00', seconds: 0 })
  })
})

describe('paging', () => {
  it('asks for the next page until every invite is loaded', () => {
    expect(nextPageOf({ total: 45, pageNo: 1, pageSize: 20 })).toBe(2)
    expect(nextPageOf({ total: 45, pageNo: 3, pageSize: 20 })).toBeUndefined()
    expect(nextPageOf({ total: 0, pageNo: 1, pageSize: 20 })).toBeUndefined()
  })
})
