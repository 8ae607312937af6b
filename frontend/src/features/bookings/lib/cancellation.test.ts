import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import { cancelRequest, cancelStep, canConfirmCancel, feeNotice, reasonProblem } from './cancellation'

const en = i18n.getFixedT('en')
const zh = i18n.getFixedT('zh-CN')

describe('the fee shown before cancelling', () => {
  it('inside the 24 hours: the server’s fee, and its share of the amount', () => {
    const notice = feeNotice({ amount: '192.00', fee: '57.60', insideFreePeriod: true, freeCancellationHours: 24 })
    expect(notice).toMatchObject({ free: false, tone: 'warning' })
    expect(notice.values).toEqual({ fee: '$57.60', amount: '$192.00', percent: 30, hours: 24 })
    expect(en(notice.messageKey, notice.values)).toBe(
      'The work starts within 24 hours, so 30% of $192.00 is charged on your next invoice.',
    )
    expect(zh(notice.messageKey, notice.values)).toBe('工作将在 24 小时内开始，因此将按 $192.00 的 30% 在下一张账单中收费。')
  })

  it('outside the period: free', () => {
    const notice = feeNotice({ amount: '192.00', fee: '0.00', insideFreePeriod: false, freeCancellationHours: 24 })
    expect(notice).toMatchObject({ free: true, tone: 'success', messageKey: 'bookings.cancel.freeOutside' })
    expect(en(notice.messageKey, notice.values)).toBe('The work starts more than 24 hours from now, so nothing is charged.')
  })

  it('with nobody booked: free, even close to the start', () => {
    const notice = feeNotice({ amount: '0.00', fee: '0.00', insideFreePeriod: false, freeCancellationHours: 24 })
    expect(notice).toMatchObject({ free: true, messageKey: 'bookings.cancel.freeNobodyBooked' })
    expect(notice.values.percent).toBe(0)
  })

  it('follows the settings the server answers (another period, another share)', () => {
    const notice = feeNotice({ amount: '100.00', fee: '50.00', insideFreePeriod: true, freeCancellationHours: 48 })
    expect(en(notice.messageKey, notice.values)).toBe(
      'The work starts within 48 hours, so 50% of $100.00 is charged on your next invoice.',
    )
  })
})

describe('the reason', () => {
  it('is required', () => {
    expect(reasonProblem(undefined)).toBe('bookings.cancel.reasonRequired')
    expect(reasonProblem('  ')).toBe('bookings.cancel.reasonRequired')
    expect(en(reasonProblem(null) ?? '')).toBe('Please select a cancellation reason.')
    expect(reasonProblem('Ratio covered')).toBeNull()
  })
})

describe('the steps of the dialog', () => {
  it('lets the centre confirm only once the fee is shown', () => {
    expect(cancelStep({ feeLoading: true, feeFailed: false, sending: false })).toBe('loadingFee')
    expect(cancelStep({ feeLoading: false, feeFailed: true, sending: false })).toBe('feeFailed')
    expect(cancelStep({ feeLoading: false, feeFailed: false, sending: false })).toBe('ready')
    expect(cancelStep({ feeLoading: false, feeFailed: false, sending: true })).toBe('sending')
    expect(canConfirmCancel('ready')).toBe(true)
    expect(canConfirmCancel('loadingFee')).toBe(false)
    expect(canConfirmCancel('feeFailed')).toBe(false)
    expect(canConfirmCancel('sending')).toBe(false)
  })

  it('cancels one job record or the whole booking', () => {
    expect(cancelRequest(4, 7, ' Ratio covered ')).toEqual({ bookingId: 4, jobRecordId: 7, reason: 'Ratio covered' })
    expect(cancelRequest(4, null, 'Wait time was too long')).toEqual({ bookingId: 4, reason: 'Wait time was too long' })
  })
})
