import { describe, expect, it } from 'vitest'

import { voucherUseType, voucherStatusName, voucherTypeName } from './voucherLabels'

describe('voucherStatusName', () => {
  it('follows the spec list: 1 book, 2 using, 3 and 4 used, 5 expired, otherwise active', () => {
    expect(voucherStatusName(0)).toBe('active')
    expect(voucherStatusName(1)).toBe('book')
    expect(voucherStatusName(2)).toBe('using')
    expect(voucherStatusName(3)).toBe('used')
    expect(voucherStatusName(4)).toBe('used')
    expect(voucherStatusName(5)).toBe('expired')
    expect(voucherStatusName(9)).toBe('active')
  })
})

describe('voucherUseType and voucherTypeName', () => {
  it('names the use types 0, 1 and 2', () => {
    expect(voucherUseType(0)).toBe('all')
    expect(voucherUseType(1)).toBe('qualified')
    expect(voucherUseType(2)).toBe('unqualified')
  })

  it('names signup and booking vouchers', () => {
    expect(voucherTypeName(1)).toBe('signup')
    expect(voucherTypeName(2)).toBe('booking')
  })
})
