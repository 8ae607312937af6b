import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import type { SettingItem } from '../api/settings'
import {
  boundsProblem,
  fieldValueOf,
  groupedSettings,
  inLanguage,
  isChanged,
  precisionOf,
  serverValueOf,
  shownValue,
  timeOfDay,
} from './settingRules'

function setting(changes: Partial<SettingItem>): SettingItem {
  return {
    key: 'stage1_minutes',
    kind: 'integer',
    value: 10,
    default: 10,
    group: 'matching',
    label: 'Stage 1 duration',
    labelZh: '第一阶段时长',
    description: 'How long the first stage invites.',
    descriptionZh: '第一阶段持续的时间。',
    unit: 'minutes',
    unitZh: '分钟',
    minimum: '1',
    maximum: '1440',
    ...changes,
  }
}

const money = setting({ key: 'boost_incentive', kind: 'money', value: '3.00', default: '3.00', minimum: '0', maximum: '100' })

describe('settingRules', () => {
  it('picks the Chinese words for a Chinese interface, else the English', () => {
    expect(inLanguage('zh-CN', 'Pricing', '价格')).toBe('价格')
    expect(inLanguage('en', 'Pricing', '价格')).toBe('Pricing')
    expect(inLanguage('zh-CN', 'Pricing', '')).toBe('Pricing')
  })

  it('groups settings in the order of the groups and leaves empty groups out', () => {
    const groups = [
      { key: 'pricing', label: 'Pricing', labelZh: '价格' },
      { key: 'matching', label: 'Matching', labelZh: '匹配' },
      { key: 'system', label: 'System', labelZh: '系统' },
    ]
    const list = [setting({ key: 'a', group: 'matching' }), setting({ key: 'b', group: 'pricing' }), setting({ key: 'c', group: 'matching' })]
    expect(groupedSettings(groups, list).map(({ group, settings }) => [group.key, settings.map((s) => s.key)])).toEqual([
      ['pricing', ['b']],
      ['matching', ['a', 'c']],
    ])
  })

  it('holds each kind in its input and sends it back as the server reads it', () => {
    expect(fieldValueOf(setting({}))).toBe(10)
    expect(serverValueOf(setting({}), 12)).toBe(12)
    expect(fieldValueOf(money)).toBe('3.00')
    expect(serverValueOf(money, '4.5')).toBe('4.5')
    const start = setting({ kind: 'time', value: '08:30', unit: null, minimum: null, maximum: null })
    const held = fieldValueOf(start)
    expect(dayjs.isDayjs(held) && held.format('HH:mm')).toBe('08:30')
    expect(serverValueOf(start, timeOfDay('07:45'))).toBe('07:45')
    const popup = setting({ kind: 'boolean', value: true, unit: null, minimum: null, maximum: null })
    expect(fieldValueOf(popup)).toBe(true)
    const name = setting({ kind: 'text', value: 'Relief Teachers Limited', unit: null, minimum: null, maximum: null })
    expect(serverValueOf(name, '  Relief Teachers Ltd ')).toBe('Relief Teachers Ltd')
  })

  it('reads a time of day only as HH:MM', () => {
    expect(timeOfDay('17:00')?.format('HH:mm')).toBe('17:00')
    expect(timeOfDay('24:00')).toBeNull()
    expect(timeOfDay('8:30')).toBeNull()
  })

  it('sees an amount written differently as unchanged', () => {
    expect(isChanged(money, '3')).toBe(false)
    expect(isChanged(money, '3.00')).toBe(false)
    expect(isChanged(money, '3.01')).toBe(true)
    expect(isChanged(money, null)).toBe(true)
    expect(isChanged(setting({}), 10)).toBe(false)
    expect(isChanged(setting({}), 11)).toBe(true)
  })

  it('keeps no decimals for whole numbers and two for money', () => {
    expect(precisionOf(setting({}))).toBe(0)
    expect(precisionOf(money)).toBe(2)
    expect(precisionOf(setting({ kind: 'decimal' }))).toBeUndefined()
  })

  it('names the bound a number crosses', () => {
    expect(boundsProblem(money, '100')).toBeNull()
    expect(boundsProblem(money, '100.01')).toEqual({ problem: 'above', limit: '100' })
    expect(boundsProblem(money, '-1')).toEqual({ problem: 'below', limit: '0' })
    expect(boundsProblem(money, null)).toEqual({ problem: 'required' })
  })

  it('writes a switch as on or off', () => {
    const popup = setting({ kind: 'boolean' })
    expect(shownValue(popup, false, { on: 'On', off: 'Off' })).toBe('Off')
    expect(shownValue(money, '3.00', { on: 'On', off: 'Off' })).toBe('3.00')
  })
})
