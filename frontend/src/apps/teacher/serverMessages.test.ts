import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import { teacherRefusalText } from './serverMessages'

const english = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ...values, lng: 'en' })
const chinese = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ...values, lng: 'zh-CN' })

describe('teacher refusals', () => {
  it('translates the sentences of the teacher calls', () => {
    const closed = { rtn_code: 1004, rtn_msg: 'This invite is no longer open.' }
    expect(teacherRefusalText(closed, english)).toBe('This invite is no longer open.')
    expect(teacherRefusalText(closed, chinese)).toBe('此邀请已不再开放。')
    expect(teacherRefusalText({ rtn_code: 1000, rtn_msg: 'The file is larger than 5 MB.' }, chinese)).toBe(
      '文件大于 5 MB。',
    )
  })

  it("shows another 1003 or 1004 sentence as the server wrote it, not the catalogue's fixed text", () => {
    expect(teacherRefusalText({ rtn_code: 1004, rtn_msg: 'A new rule says no.' }, english)).toBe('A new rule says no.')
  })

  it('leaves every other refusal to the request layer', () => {
    expect(teacherRefusalText({ rtn_code: 1002, rtn_msg: 'You are not permitted to do this.' }, english)).toBeUndefined()
    expect(teacherRefusalText({ rtn_code: 1004, rtn_msg: '' }, english)).toBeUndefined()
  })
})
