import { describe, expect, it } from 'vitest'

import { coversWholeDay, datesCovered, spanProblem, spansByDate, spanTimes, visibleRange } from './spanRules'

// Sunday 22 November 2026, 18:45 in Auckland (NZDT, +13:00).
const NOW = Date.parse('2026-11-22T05:45:00Z')
const draft = { date: '2026-11-25', allDay: false, start: '08:00', end: '17:00', note: 'Dentist' }

describe('the unavailable time drafted in the form', () => {
  it('is sent as New Zealand time with its offset', () => {
    expect(spanTimes(draft)).toEqual({ startsAt: '2026-11-25T08:00:00+13:00', endsAt: '2026-11-25T17:00:00+13:00' })
  })

  it('as a whole day runs midnight to midnight', () => {
    expect(spanTimes({ ...draft, allDay: true, start: null, end: null })).toEqual({
      startsAt: '2026-11-25T00:00:00+13:00',
      endsAt: '2026-11-26T00:00:00+13:00',
    })
  })

  it('needs a date and, unless all day, both times', () => {
    expect(spanProblem({ ...draft, date: null }, NOW)).toBe('dateRequired')
    expect(spanProblem({ ...draft, end: null }, NOW)).toBe('timeRequired')
    expect(spanProblem({ ...draft, allDay: true, start: null, end: null }, NOW)).toBeNull()
  })

  it('must end after it starts', () => {
    expect(spanProblem({ ...draft, start: '17:00', end: '08:00' }, NOW)).toBe('endNotAfterStart')
    expect(spanProblem({ ...draft, start: '09:00', end: '09:00' }, NOW)).toBe('endNotAfterStart')
    expect(spanProblem(draft, NOW)).toBeNull()
  })

  it('must not have passed, judged in New Zealand time', () => {
    expect(spanProblem({ ...draft, date: '2026-11-21' }, NOW)).toBe('inPast')
    // Today 17:00-18:00 ended before 18:45; 18:00-20:00 is still running and may be marked.
    expect(spanProblem({ ...draft, date: '2026-11-22', start: '17:00', end: '18:00' }, NOW)).toBe('inPast')
    expect(spanProblem({ ...draft, date: '2026-11-22', start: '18:00', end: '20:00' }, NOW)).toBeNull()
  })

  it('must not overlap a time already marked, though it may touch one', () => {
    const marked = [{ startsAt: '2026-11-24T20:00:00Z', endsAt: '2026-11-24T23:00:00Z' }] // 09:00-12:00 on the 25th
    expect(spanProblem(draft, NOW, marked)).toBe('overlaps')
    expect(spanProblem({ ...draft, start: '12:00', end: '17:00' }, NOW, marked)).toBeNull()
  })

  it('keeps the note short', () => {
    expect(spanProblem({ ...draft, note: 'x'.repeat(256) }, NOW)).toBe('noteTooLong')
  })
})

describe('calendar marks', () => {
  const overnight = { id: 1, startsAt: '2026-11-25T09:00:00Z', endsAt: '2026-11-26T20:00:00Z', note: null }
  const wholeDay = { id: 2, startsAt: '2026-11-27T11:00:00Z', endsAt: '2026-11-28T11:00:00Z', note: null }

  it('marks every New Zealand date a time covers', () => {
    // 22:00 on the 25th to 09:00 on the 27th, New Zealand time.
    expect(datesCovered(overnight)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27'])
    // Midnight to midnight covers one date only.
    expect(datesCovered(wholeDay)).toEqual(['2026-11-28'])
  })

  it('groups the times by date and knows a whole day', () => {
    const byDate = spansByDate([overnight, wholeDay])
    expect(byDate.get('2026-11-27')?.map((span) => span.id)).toEqual([1])
    expect(byDate.get('2026-11-28')?.map((span) => span.id)).toEqual([2])
    expect(coversWholeDay(wholeDay, '2026-11-28')).toBe(true)
    expect(coversWholeDay(overnight, '2026-11-26')).toBe(true)
    expect(coversWholeDay(overnight, '2026-11-25')).toBe(false)
  })

  it('asks for the days a month view shows, within the 92-day limit', () => {
    expect(visibleRange('2026-11-15')).toEqual({ from: '2026-10-25', to: '2026-12-14' })
  })
})
