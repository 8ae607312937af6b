import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import { STATUS_FILTERS, voucherStatusName, voucherTypeName, voucherUseType } from './voucherLabels'

const LANGUAGES = ['en', 'zh-CN'] as const

/** The words for each code in a language; a missing translation shows as its key. */
function worded(codes: readonly number[], key: (code: number) => string, language: string): string[] {
  const t = i18n.getFixedT(language)
  return codes.map((code) => {
    const text = t(key(code))
    expect(text, `${key(code)} in ${language}`).not.toBe(key(code))
    return text
  })
}

describe('voucherStatusName', () => {
  it('words every status a centre can filter by, each differently, in both languages', () => {
    for (const language of LANGUAGES) {
      const words = worded(STATUS_FILTERS, (status) => `vouchers.status.${voucherStatusName(status)}`, language)
      expect(new Set(words).size).toBe(STATUS_FILTERS.length)
    }
  })

  it('shows a voucher used up (3) and one used with a booking (4) alike, and any other status as active', () => {
    expect(voucherStatusName(4)).toBe(voucherStatusName(3))
    expect(voucherStatusName(9)).toBe(voucherStatusName(0))
  })
})

describe('voucherUseType and voucherTypeName', () => {
  it('words the use types 0, 1 and 2, each differently, in both languages', () => {
    for (const language of LANGUAGES) {
      const words = worded([0, 1, 2], (useType) => `vouchers.useType.${voucherUseType(useType)}`, language)
      expect(new Set(words).size).toBe(3)
    }
  })

  it('words signup, booking and platform-issued vouchers differently in both languages', () => {
    for (const language of LANGUAGES) {
      const words = worded([1, 2, 3], (type) => `vouchers.type.${voucherTypeName(type)}`, language)
      expect(new Set(words).size).toBe(3)
    }
    expect(voucherTypeName(3)).toBe('platform')
  })
})
