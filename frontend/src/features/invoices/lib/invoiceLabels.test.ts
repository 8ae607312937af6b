import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import { invoiceStatusName, isPositive, lineKindName, ratePercent, STATUS_FILTERS } from './invoiceLabels'

const LANGUAGES = ['en', 'zh-CN'] as const
/** The invoice line kinds the server sends: time sheet, cancellation fee, placement fee. */
const LINE_KINDS = [1, 2, 3]

/** The words for each code in a language; a missing translation shows as its key. */
function worded(codes: readonly number[], key: (code: number) => string, language: string): string[] {
  const t = i18n.getFixedT(language)
  return codes.map((code) => {
    const text = t(key(code))
    expect(text, `${key(code)} in ${language}`).not.toBe(key(code))
    return text
  })
}

describe('invoiceLabels', () => {
  it('words every status a centre can filter by, each differently, in both languages', () => {
    for (const language of LANGUAGES) {
      const words = worded(STATUS_FILTERS, (code) => `invoices.status.${invoiceStatusName(code)}`, language)
      expect(new Set(words).size).toBe(STATUS_FILTERS.length)
    }
  })

  it('words every kind of invoice line, each differently, in both languages', () => {
    for (const language of LANGUAGES) {
      const words = worded(LINE_KINDS, (kind) => `invoices.lineKind.${lineKindName(kind)}`, language)
      expect(new Set(words).size).toBe(LINE_KINDS.length)
    }
  })

  it('shortens the GST rate', () => {
    expect(ratePercent('15.00')).toBe('15')
    expect(ratePercent('12.50')).toBe('12.5')
    expect(ratePercent('0')).toBe('0')
  })

  it('tells a discount worth showing', () => {
    expect(isPositive('0.00')).toBe(false)
    expect(isPositive('0.01')).toBe(true)
  })
})
