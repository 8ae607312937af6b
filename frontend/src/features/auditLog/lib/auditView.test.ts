import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { actorOf, auditFilters, differs, recordOf, shownValue, succeeded } from './auditView'

describe('auditFilters', () => {
  it('trims the texts, leaves blanks out and sends the period as two days', () => {
    expect(
      auditFilters({
        who: '  ana@example.com ',
        call: '',
        targetTable: 'staff_roles',
        period: [dayjs('2026-03-01T10:00:00'), dayjs('2026-03-07T23:00:00')],
        result: 'refused',
      }),
    ).toEqual({ who: 'ana@example.com', targetTable: 'staff_roles', dateFrom: '2026-03-01', dateTo: '2026-03-07', result: 'refused' })
    expect(auditFilters({})).toEqual({})
    expect(auditFilters({ period: null })).toEqual({})
  })
})

describe('an entry', () => {
  it('names who acted, or the account a sign-in tried', () => {
    expect(actorOf({ actorName: 'Ana', actorEmail: 'ana@example.com', account: null })).toBe('Ana')
    expect(actorOf({ actorName: null, actorEmail: 'ana@example.com', account: null })).toBe('ana@example.com')
    expect(actorOf({ actorName: null, actorEmail: null, account: 'typo@example' })).toBe('typo@example')
    expect(actorOf({ actorName: null, actorEmail: null, account: null })).toBeNull()
  })

  it('names its record and its outcome', () => {
    expect(recordOf({ targetTable: 'users', targetId: '12' })).toBe('users #12')
    expect(recordOf({ targetTable: 'system_settings', targetId: null })).toBe('system_settings')
    expect(recordOf({ targetTable: null, targetId: null })).toBeNull()
    expect(succeeded({ rtnCode: 0 })).toBe(true)
    expect(succeeded({ rtnCode: 1002 })).toBe(false)
  })
})

describe('changed values', () => {
  it('are shown as text, and compared as shown', () => {
    expect(shownValue(null)).toBe('—')
    expect(shownValue('***')).toBe('***')
    expect(shownValue(false)).toBe('false')
    expect(shownValue(['a', 1])).toBe('["a",1]')
    expect(differs(1, '1')).toBe(false)
    expect(differs(null, 'x')).toBe(true)
  })
})
