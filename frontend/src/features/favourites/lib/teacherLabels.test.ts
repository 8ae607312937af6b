import { describe, expect, it } from 'vitest'

import { formatHours, fullName, initials, ratingValue } from './teacherLabels'

describe('teacher labels', () => {
  const teacher = { firstName: 'Aroha', lastName: 'Ngata' }

  it('names and initials', () => {
    expect(fullName(teacher)).toBe('Aroha Ngata')
    expect(initials(teacher)).toBe('AN')
  })

  it('reads the rating text, or null', () => {
    expect(ratingValue('4.80')).toBe(4.8)
    expect(ratingValue(null)).toBeNull()
    expect(ratingValue('')).toBeNull()
  })

  it('formats hours without useless zeros', () => {
    expect(formatHours('312.50')).toBe('312.5')
    expect(formatHours('0.00')).toBe('0')
    expect(formatHours('1234.25')).toBe('1,234.25')
  })
})
