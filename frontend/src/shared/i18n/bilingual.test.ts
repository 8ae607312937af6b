import { describe, expect, it } from 'vitest'

import { bilingual } from './bilingual'

describe('a text in English and Chinese', () => {
  it('is read in Chinese by a Chinese reader when the Chinese was written', () => {
    expect(bilingual('zh-CN', 'How are teachers paid?', '教师如何领取报酬？')).toBe('教师如何领取报酬？')
    expect(bilingual('en', 'How are teachers paid?', '教师如何领取报酬？')).toBe('How are teachers paid?')
  })

  it('falls back to the English where the Chinese is empty', () => {
    expect(bilingual('zh-CN', 'Pay', '')).toBe('Pay')
    expect(bilingual('zh-CN', 'Pay', '   ')).toBe('Pay')
    expect(bilingual('zh-CN', 'Pay', null)).toBe('Pay')
    expect(bilingual('zh-CN', 'Pay', undefined)).toBe('Pay')
  })
})
