import { describe, expect, it } from 'vitest'

import { offersMove, offersRematch, teacherChoiceLabel } from './staffActions'

const NOW = new Date('2026-03-02T20:00:00Z')
const AHEAD = '2026-03-03T20:00:00Z'
const PAST = '2026-03-01T20:00:00Z'

describe('offersRematch', () => {
  it.each([
    [2, AHEAD, true],
    [3, AHEAD, true],
    [0, AHEAD, false],
    [1, AHEAD, false],
    [4, AHEAD, false],
    [2, PAST, false],
    [2, NOW.toISOString(), false],
  ])('status %i starting %s: %s', (status, startsAt, offered) => {
    expect(offersRematch({ status, startsAt }, NOW)).toBe(offered)
  })
})

describe('offersMove', () => {
  it.each([
    [2, AHEAD, true],
    [2, PAST, false],
    [3, AHEAD, false],
    [4, AHEAD, false],
    [5, AHEAD, false],
    [6, AHEAD, false],
  ])('status %i starting %s: %s', (status, startsAt, offered) => {
    expect(offersMove({ status, startsAt }, NOW)).toBe(offered)
  })
})

describe('teacherChoiceLabel', () => {
  it('names the teacher with what tells two of the same name apart', () => {
    expect(teacherChoiceLabel({ name: 'Aroha King', teacherId: 12, registrationNumber: 'TR000012', email: 'aroha@example.com' })).toBe(
      'Aroha King (#12) TR000012 · aroha@example.com',
    )
    expect(teacherChoiceLabel({ name: 'Aroha King', teacherId: 12, registrationNumber: null, email: null })).toBe('Aroha King (#12)')
  })
})
