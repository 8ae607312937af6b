import { describe, expect, it } from 'vitest'

import { bankAccountOf, irdNumberOf } from './bankRules'

describe('bank details rules', () => {
  it('accept IRD numbers that carry their check digit', () => {
    expect(irdNumberOf('49091850')).toBe('049-091-850')
    expect(irdNumberOf('35-901-981')).toBe('035-901-981')
    expect(irdNumberOf('136 410 132')).toBe('136-410-132')
    expect(irdNumberOf('136410133')).toBeNull()
    expect(irdNumberOf('9125568')).toBeNull()
    expect(irdNumberOf('150000001')).toBeNull()
  })

  it('accept bank accounts of the New Zealand shape', () => {
    expect(bankAccountOf('12-3456-1234567-00')).toBe('12-3456-1234567-000')
    expect(bankAccountOf('12 3456 1234567 001')).toBe('12-3456-1234567-001')
    expect(bankAccountOf('123456123456700')).toBe('12-3456-1234567-000')
    expect(bankAccountOf('12-345-1234567-00')).toBeNull()
    expect(bankAccountOf('12-3456-1234567')).toBeNull()
  })
})
