import { describe, expect, it } from 'vitest'

import { ApiError } from '@/shared/api/ApiError'
import codes from '@/shared/refusals/codes.json'

import { ALREADY_OPEN, offerRefusal } from './offerRefusal'

const refused = (code: number, msg: string) => {
  const declared = codes[String(code) as keyof typeof codes]
  return new ApiError('refusal', declared.rtnCode, msg, { code, field: declared.field }, 200)
}

describe('offerRefusal', () => {
  it('knows a second open offer by its code', () => {
    expect(codes[String(ALREADY_OPEN) as keyof typeof codes].message).toBe('You have already created a job offer.')
    expect(offerRefusal(refused(ALREADY_OPEN, 'x'))).toEqual({ kind: 'alreadyOpen' })
  })

  it('shows a refusal on the field it names', () => {
    const [code] = Object.entries(codes).find(([, refusal]) => refusal.message === 'Offer expiry must be after offer start.') ?? []
    expect(offerRefusal(refused(Number(code), '职位截止日期必须晚于开始日期。'))).toEqual({
      kind: 'field',
      field: 'expiresOn',
      text: '职位截止日期必须晚于开始日期。',
    })
  })

  it('shows any other refusal above the form', () => {
    expect(offerRefusal(new ApiError('refusal', 1000, 'Parameter error.', null, 200))).toEqual({
      kind: 'alert',
      text: 'Parameter error.',
    })
    expect(offerRefusal(new Error('boom'))).toEqual({ kind: 'alert', text: 'Error: boom' })
  })
})
