import { describe, expect, it } from 'vitest'

import {
  adjustmentProblem,
  approvalColour,
  daysUntil,
  documentState,
  jobStatusColour,
  nextRank,
  percent,
  rankFor,
  vettingChoices,
} from './teacherRules'

const RANKS = [
  { rankId: 2, name: 'silver', pointsNeeded: 100 },
  { rankId: 1, name: 'bronze', pointsNeeded: 0 },
  { rankId: 3, name: 'black', pointsNeeded: 300 },
]

describe('vetting', () => {
  it('offers every other state', () => {
    expect(vettingChoices(0)).toEqual([1, 2])
    expect(vettingChoices(1)).toEqual([2, 0])
    expect(vettingChoices(2)).toEqual([1, 0])
  })

  it('colours the states', () => {
    expect(approvalColour(0)).toBe('processing')
    expect(approvalColour(1)).toBe('success')
    expect(approvalColour(2)).toBe('error')
  })
})

describe('ranks and points', () => {
  it('reach the highest rank whose points are met', () => {
    expect(rankFor(0, RANKS)?.name).toBe('bronze')
    expect(rankFor(99, RANKS)?.name).toBe('bronze')
    expect(rankFor(100, RANKS)?.name).toBe('silver')
    expect(rankFor(5000, RANKS)?.name).toBe('black')
    expect(rankFor(10, [])).toBeNull()
  })

  it('name the next rank and what is missing to it', () => {
    expect(nextRank(40, RANKS)).toEqual({ rank: RANKS[0], missing: 60 })
    expect(nextRank(300, RANKS)).toBeNull()
  })

  it('refuse an adjustment the server would refuse', () => {
    expect(adjustmentProblem(10, 0, 'why')).toBe('changeRequired')
    expect(adjustmentProblem(10, null, 'why')).toBe('changeRequired')
    expect(adjustmentProblem(10, 1.5, 'why')).toBe('changeRequired')
    expect(adjustmentProblem(10, 100_001, 'why')).toBe('changeTooLarge')
    expect(adjustmentProblem(10, 5, '  ')).toBe('reasonRequired')
    expect(adjustmentProblem(10, -11, 'why')).toBe('belowZero')
    expect(adjustmentProblem(10, -10, 'why')).toBeNull()
  })
})

describe('labels', () => {
  it('tell a document expired, expiring or valid', () => {
    expect(documentState({ expired: true, expiringSoon: false })).toBe('expired')
    expect(documentState({ expired: false, expiringSoon: true })).toBe('expiring')
    expect(documentState({ expired: false, expiringSoon: false })).toBe('valid')
  })

  it('colour job records as the status table does', () => {
    expect(jobStatusColour(2)).toBe('green')
    expect(jobStatusColour(3)).toBe('default')
    expect(jobStatusColour(4)).toBe('orange')
    expect(jobStatusColour(6)).toBe('gold')
  })

  it('count percentages and days', () => {
    expect(percent(0.755)).toBe(76)
    expect(percent(null)).toBeNull()
    expect(daysUntil('2026-12-01', '2026-11-24')).toBe(7)
    expect(daysUntil('2026-11-20', '2026-11-24')).toBe(-4)
  })
})
