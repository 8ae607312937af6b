import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import { timeToFillText } from './timeToFill'

const en = i18n.getFixedT('en')
const zh = i18n.getFixedT('zh-CN')

describe('a booking’s time to fill', () => {
  it('reads how long filling took, to the minute, in English and Chinese', () => {
    expect(timeToFillText(en, 8_100, false)).toBe('Filled in 2 h 15 min')
    expect(timeToFillText(zh, 8_100, false)).toBe('填满用时 2 小时 15 分钟')
    expect(timeToFillText(en, 0, false)).toBe('Filled in under 1 min')
    expect(timeToFillText(en, 59, false)).toBe('Filled in under 1 min')
    expect(timeToFillText(zh, 1, false)).toBe('填满用时 不到 1 分钟')
    expect(timeToFillText(en, 60, false)).toBe('Filled in 1 min')
    expect(timeToFillText(en, 2_400, false)).toBe('Filled in 40 min')
    expect(timeToFillText(en, 108_000, false)).toBe('Filled in 1 d 6 h')
  })

  it('says a booking still matching is not filled yet, and one that stopped is not filled', () => {
    expect(timeToFillText(en, null, true)).toBe('Not filled yet')
    expect(timeToFillText(en, null, false)).toBe('Not filled')
    expect(timeToFillText(zh, null, true)).toBe('尚未填满')
  })
})
