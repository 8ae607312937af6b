import { describe, expect, it } from 'vitest'

import codes from './codes.json'
import en from './en.json'
import { fillValues, refusalOf, refusalText } from './index'
import zhCN from './zh-CN.json'

const valueNames = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()

describe('the refusal catalogues', () => {
  const serverCodes = Object.keys(codes).sort()

  it('word every code the server declares, and no other', () => {
    expect(Object.keys(en).sort()).toEqual(serverCodes)
    expect(Object.keys(zhCN).sort()).toEqual(serverCodes)
  })

  it('fill in the values the server names, in both languages', () => {
    for (const [code, declared] of Object.entries(codes)) {
      const english: string = en[code as keyof typeof en]
      const chinese: string = zhCN[code as keyof typeof zhCN]
      expect(valueNames(english), `en ${code}`).toEqual([...declared.values].sort())
      expect(valueNames(chinese), `zh-CN ${code}`).toEqual([...declared.values].sort())
    }
  })
})

describe('refusalOf and refusalText', () => {
  it('take the refusal’s own code, field and values from rtn_data', () => {
    const refusal = refusalOf(1000, { code: 40622, field: 'favouriteTeacherIds', values: { number: 3 } })
    expect(refusal).toEqual({ code: 40622, field: 'favouriteTeacherIds', values: { number: 3 } })
    expect(refusalText(refusal, 'en')).toBe('Please choose at least 3 favourite teachers.')
    expect(refusalText(refusal, 'zh-CN')).toBe('请至少选择 3 位收藏的教师。')
  })

  it('fall back on rtn_code, keep other data, and know nothing of unknown codes', () => {
    expect(refusalOf(1003, null)).toEqual({ code: 1003, field: null, values: {} })
    expect(refusalOf(1101, { captchaRequired: true })).toEqual({ code: 1101, field: null, values: {} })
    expect(refusalText(refusalOf(1003, null), 'zh-CN')).toBe('记录不存在。')
    expect(refusalText(refusalOf(99999, null), 'en')).toBeNull()
  })

  it('leaves a value the refusal does not give as it is written', () => {
    expect(fillValues('At most {days} days, {other}.', { days: 7 })).toBe('At most 7 days, {other}.')
  })
})
