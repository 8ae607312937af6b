import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { ApiError } from '@/shared/api/ApiError'

import { amount, isFirstRank, newStepOf, pointsRange, rankChangeOf, rankValuesOf, saveRefusal, stepState, stepValuesOf } from './payRules'

const [BRONZE, SILVER, BLACK] = [
  { rankId: 1, name: 'bronze', pointsNeeded: 0, qualifiedRate: '32.00', unqualifiedRate: '25.00', teachers: 3 },
  { rankId: 2, name: 'silver', pointsNeeded: 300, qualifiedRate: '34.00', unqualifiedRate: '26.50', teachers: 1 },
  { rankId: 3, name: 'black', pointsNeeded: 1000, qualifiedRate: '36.00', unqualifiedRate: '28.00', teachers: 0 },
] as const
const RANKS = [BRONZE, SILVER, BLACK]

function refused(code: number, field: string | null, msg: string): ApiError {
  return new ApiError('refusal', code === 45016 || code === 45025 ? 1004 : 1000, msg, { code, field }, 200)
}

describe('payRules', () => {
  it('keeps the first rank at 0 points and the others between their neighbours', () => {
    expect(isFirstRank(BRONZE, RANKS)).toBe(true)
    expect(isFirstRank(SILVER, RANKS)).toBe(false)
    expect(pointsRange(BRONZE, RANKS)).toEqual({ min: 0, max: 0 })
    expect(pointsRange(SILVER, RANKS)).toEqual({ min: 1, max: 999 })
    expect(pointsRange(BLACK, RANKS)).toEqual({ min: 301, max: 1_000_000 })
  })

  it('sends rates as money with two places, confirmed only when asked', () => {
    const values = rankValuesOf(SILVER)
    expect(values).toEqual({ pointsNeeded: 300, qualifiedRate: 34, unqualifiedRate: 26.5 })
    expect(rankChangeOf(2, { ...values, pointsNeeded: 250 })).toEqual({
      rankId: 2,
      pointsNeeded: 250,
      qualifiedRate: '34.00',
      unqualifiedRate: '26.50',
      confirmed: false,
    })
    expect(rankChangeOf(2, values, true).confirmed).toBe(true)
    expect(amount(33.5)).toBe('33.50')
  })

  it('reads a step’s form and sends it trimmed', () => {
    expect(stepValuesOf(null)).toEqual({ name: '', minimumRate: null, effectiveFrom: null })
    const step = { stepId: 4, name: 'Step 2', minimumRate: '33.50', effectiveFrom: '2027-07-01', inForce: false }
    const values = stepValuesOf(step)
    expect(values.effectiveFrom?.format('YYYY-MM-DD')).toBe('2027-07-01')
    expect(newStepOf({ name: ' Step 2 ', minimumRate: 33.5, effectiveFrom: dayjs('2027-07-01') }, true)).toEqual({
      name: 'Step 2',
      minimumRate: '33.50',
      effectiveFrom: '2027-07-01',
      confirmed: true,
    })
  })

  it('tells a step in force from one to come and one superseded', () => {
    const base = { stepId: 1, name: 'S', minimumRate: '30.00', effectiveFrom: '2026-07-01', inForce: false }
    expect(stepState({ ...base, inForce: true }, '2026-11-28')).toBe('inForce')
    expect(stepState({ ...base, effectiveFrom: '2027-07-01' }, '2026-11-28')).toBe('upcoming')
    expect(stepState(base, '2026-11-28')).toBe('superseded')
  })

  it('asks to confirm the pay parity warnings and puts other refusals on their field', () => {
    const warning = saveRefusal(refused(45016, 'qualifiedRate', 'Below the step: confirm.'), ['qualifiedRate'])
    expect(warning).toEqual({ confirm: true, field: null, text: 'Below the step: confirm.' })
    expect(saveRefusal(refused(45025, 'minimumRate', 'Above bronze.'), ['minimumRate']).confirm).toBe(true)
    // A rank the refusal names is worded in the reader's language.
    const named = new ApiError('refusal', 1004, 'Above bronze.', { code: 45025, field: 'minimumRate', values: { minimum: '40.00', rank: 'bronze', rate: '32.00' } }, 200)
    expect(saveRefusal(named, ['minimumRate'], (name) => name.toUpperCase()).text).toBe(
      "The minimum rate $40.00 is above the BRONZE rank's qualified rate ($32.00): confirm to save it anyway.",
    )
    const bounds = saveRefusal(refused(45014, 'unqualifiedRate', 'Out of bounds.'), ['qualifiedRate', 'unqualifiedRate'])
    expect(bounds).toEqual({ confirm: false, field: 'unqualifiedRate', text: 'Out of bounds.' })
  })
})
