import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import {
  coversName,
  DESK_STATUSES,
  deskFilters,
  deskStatusName,
  expirable,
  expiryDayAllowed,
  issueBody,
  type IssueFormValues,
  matchFilter,
  USE_TYPES,
  VOUCHER_TYPES,
  voucherTypeName,
} from './voucherDeskRules'

const LANGUAGES = ['en', 'zh-CN'] as const

function worded(codes: readonly number[], key: (code: number) => string): void {
  for (const language of LANGUAGES) {
    const t = i18n.getFixedT(language)
    const words = codes.map((code) => t(key(code)))
    words.forEach((word, index) => expect(word, `${key(codes[index] ?? 0)} in ${language}`).not.toBe(key(codes[index] ?? 0)))
    expect(new Set(words).size).toBe(codes.length)
  }
}

describe('the desk’s words', () => {
  it('labels the statuses active, processing, using, used and expired, each in both languages', () => {
    expect(DESK_STATUSES.map(deskStatusName)).toEqual(['active', 'processing', 'using', 'used', 'expired'])
    expect(i18n.getFixedT('en')('adminVouchers.status.processing')).toBe('Processing')
    worded(DESK_STATUSES, (status) => `adminVouchers.status.${deskStatusName(status)}`)
    expect(deskStatusName(4)).toBe('used')
    expect(deskStatusName(9)).toBe('active')
  })

  it('words the three voucher types and three use types in both languages', () => {
    expect(VOUCHER_TYPES.map(voucherTypeName)).toEqual(['signup', 'booking', 'platform'])
    worded(VOUCHER_TYPES, (type) => `adminVouchers.type.${voucherTypeName(type)}`)
    worded(USE_TYPES, (useType) => `adminVouchers.useType.${coversName(useType)}`)
  })

  it('offers an early expiry only for an active voucher', () => {
    expect(DESK_STATUSES.filter((status) => expirable({ status }))).toEqual([0])
  })
})

describe('deskFilters', () => {
  it('sends only what is chosen, the periods as days', () => {
    expect(deskFilters({})).toEqual({})
    expect(
      deskFilters({
        statuses: [1, 2],
        centreId: 3,
        voucherType: 3,
        useType: 0,
        keyword: '  Matariki ',
        issued: [dayjs('2026-11-01'), null],
        expires: [null, dayjs('2026-12-31')],
      }),
    ).toEqual({
      statuses: [1, 2],
      centreId: 3,
      voucherType: 3,
      useType: 0,
      keyword: 'Matariki',
      issuedFrom: '2026-11-01',
      expiresTo: '2026-12-31',
    })
    expect(deskFilters({ statuses: [], centreId: null, keyword: '   ', voucherType: null })).toEqual({})
  })
})

describe('the issue form', () => {
  const base: IssueFormValues = {
    recipients: 'chosen',
    centreIds: [3, 4, 3],
    name: '  Matariki thanks ',
    conditions: '  For the July holidays. ',
    value: 50,
    useType: 1,
    validity: 'days',
    validDays: 30,
  }

  it('sends the chosen centres once each, the value in dollars and cents and one validity', () => {
    expect(issueBody(base)).toEqual({
      centreIds: [3, 4],
      name: 'Matariki thanks',
      conditions: 'For the July holidays.',
      value: '50.00',
      useType: 1,
      validDays: 30,
    })
    expect(issueBody({ ...base, conditions: '  ', validity: 'date', expiresOn: dayjs('2027-07-31'), validDays: 30 })).toEqual({
      centreIds: [3, 4],
      name: 'Matariki thanks',
      conditions: null,
      value: '50.00',
      useType: 1,
      expiresOn: '2027-07-31',
    })
  })

  it('sends the centre list’s filter, switched-on centres unless asked otherwise', () => {
    const matching = { ...base, recipients: 'matching' as const, region: 'Wellington', keyword: ' kids ' }
    expect(issueBody(matching)).toMatchObject({ matching: { region: 'Wellington', keyword: 'kids', enabled: true } })
    expect(issueBody(matching)).not.toHaveProperty('centreIds')
    expect(matchFilter({ enabledOnly: false })).toEqual({})
    expect(matchFilter({ region: null, keyword: '' })).toEqual({ enabled: true })
  })

  it('allows a last day after today and at most 730 days ahead', () => {
    const today = dayjs('2026-11-25')
    expect(expiryDayAllowed(today, today)).toBe(false)
    expect(expiryDayAllowed(today.add(1, 'day'), today)).toBe(true)
    expect(expiryDayAllowed(today.add(730, 'day'), today)).toBe(true)
    expect(expiryDayAllowed(today.add(731, 'day'), today)).toBe(false)
  })
})
