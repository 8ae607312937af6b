import { describe, expect, it } from 'vitest'

import type { BookingDetail, InviteItem, JobRecordItem } from '../api/bookingDetail'
import type { BookingItem } from '../api/bookingList'
import {
  canBoost,
  canCancelBooking,
  canCancelJobRecord,
  canConfirmAll,
  canConfirmPrice,
  canExtend,
  canMakePublic,
  canRepost,
  canSplit,
  canWithdrawInvite,
  repostPath,
  waitingFirst,
} from './actions'

const now = Date.parse('2026-11-22T05:00:00Z')

const booking = (changes: Partial<BookingItem> = {}): BookingItem => ({
  bookingId: 4,
  status: 2,
  bookingType: 1,
  inviteType: 1,
  qualification: 1,
  gender: 0,
  startsAt: '2026-11-23T19:30:00Z',
  endsAt: '2026-11-24T02:00:00Z',
  days: 1,
  numberOfTeachers: 2,
  confirmedTeachers: 0,
  interestedTeachers: 0,
  invitedTeachers: 6,
  hourlyRate: '32.00',
  boostIncentive: null,
  stage: 1,
  stageEndsAt: '2026-11-22T05:10:00Z',
  autoConfirm: false,
  teachers: [],
  parentId: null,
  ...changes,
})

const teacher = { teacherId: 9, name: 'Aroha Smith', rank: 'silver', rating: '4.62' }

const invite = (changes: Partial<InviteItem> = {}): InviteItem => ({
  inviteId: 3,
  teacher,
  status: 2,
  stage: 1,
  distanceKm: 2.1,
  hourlyRate: '32.00',
  invitedAt: '2026-11-22T04:50:00Z',
  answeredAt: null,
  confirmed: false,
  ...changes,
})

const record = (changes: Partial<JobRecordItem> = {}): JobRecordItem => ({
  jobRecordId: 7,
  bookingId: 4,
  teacher,
  status: 2,
  date: '2026-11-24',
  startsAt: '2026-11-23T19:30:00Z',
  endsAt: '2026-11-24T02:00:00Z',
  breakMinutes: 30,
  hourlyRate: '32.00',
  leaveReason: null,
  cancelReason: null,
  cancelFee: null,
  extensionEndsAt: null,
  extensionAnswer: null,
  ...changes,
})

describe('confirming teachers', () => {
  it('confirms an interested invite of a processing booking', () => {
    expect(canConfirmPrice(booking(), invite({ status: 1 }))).toBe(true)
    expect(canConfirmPrice(booking(), invite({ status: 2 }))).toBe(false)
    expect(canConfirmPrice(booking(), invite({ status: 1, confirmed: true }))).toBe(false)
    expect(canConfirmPrice(booking({ status: 1 }), invite({ status: 1 }))).toBe(false)
  })

  it('offers confirm all while someone interested waits', () => {
    const detail = { booking: booking(), invites: [invite(), invite({ inviteId: 4, status: 1 })] } as BookingDetail
    expect(canConfirmAll(detail)).toBe(true)
    expect(canConfirmAll({ ...detail, invites: [invite()] })).toBe(false)
  })

  it('puts the interested teachers waiting for confirmation first, first answer first', () => {
    const invites = [
      invite({ inviteId: 1 }),
      invite({ inviteId: 2, status: 1, answeredAt: '2026-11-22T04:58:00Z' }),
      invite({ inviteId: 3, status: 1, confirmed: true, answeredAt: '2026-11-22T04:51:00Z' }),
      invite({ inviteId: 4, status: 4 }),
      invite({ inviteId: 5, status: 1, answeredAt: '2026-11-22T04:55:00Z' }),
    ]
    expect(waitingFirst(booking(), invites).map((item) => item.inviteId)).toEqual([5, 2, 1, 3, 4])
    // Once the booking stops matching nobody waits: the order is the server's.
    expect(waitingFirst(booking({ status: 1 }), invites).map((item) => item.inviteId)).toEqual([1, 2, 3, 4, 5])
  })

  it('withdraws open invites only', () => {
    expect(canWithdrawInvite(booking(), invite({ status: 2 }))).toBe(true)
    expect(canWithdrawInvite(booking(), invite({ status: 1 }))).toBe(true)
    expect(canWithdrawInvite(booking(), invite({ status: 1, confirmed: true }))).toBe(false)
    expect(canWithdrawInvite(booking(), invite({ status: 3 }))).toBe(false)
    expect(canWithdrawInvite(booking({ status: 0 }), invite())).toBe(false)
  })
})

describe('restarting matching', () => {
  it('boosts a processing or failed booking that has not started', () => {
    expect(canBoost(booking(), now)).toBe(true)
    expect(canBoost(booking({ status: 3 }), now)).toBe(true)
    expect(canBoost(booking({ status: 1 }), now)).toBe(false)
    expect(canBoost(booking({ startsAt: '2026-11-22T04:00:00Z' }), now)).toBe(false)
  })

  it('makes a favourite booking public', () => {
    expect(canMakePublic(booking({ inviteType: 2 }), now)).toBe(true)
    expect(canMakePublic(booking({ inviteType: 1 }), now)).toBe(false)
  })

  it('splits a partly filled booking', () => {
    expect(canSplit(booking({ confirmedTeachers: 1 }), now)).toBe(true)
    expect(canSplit(booking({ confirmedTeachers: 0 }), now)).toBe(false)
    expect(canSplit(booking({ confirmedTeachers: 2 }), now)).toBe(false)
    expect(canSplit(booking({ confirmedTeachers: 1, status: 3 }), now)).toBe(true)
  })
})

describe('cancelling and extending', () => {
  it('cancels a booking before it starts, unless already cancelled or split', () => {
    expect(canCancelBooking(booking({ status: 1 }), now)).toBe(true)
    expect(canCancelBooking(booking({ status: 0 }), now)).toBe(false)
    expect(canCancelBooking(booking({ status: 4 }), now)).toBe(false)
    expect(canCancelBooking(booking({ startsAt: '2026-11-22T04:00:00Z' }), now)).toBe(false)
  })

  it('cancels a booked day that has not started', () => {
    expect(canCancelJobRecord(booking({ status: 1 }), record(), now)).toBe(true)
    expect(canCancelJobRecord(booking({ status: 1 }), record({ status: 6 }), now)).toBe(true)
    expect(canCancelJobRecord(booking({ status: 1 }), record({ status: 5 }), now)).toBe(false)
    expect(canCancelJobRecord(booking({ status: 1 }), record({ startsAt: '2026-11-22T04:00:00Z' }), now)).toBe(false)
  })

  it('extends a booked day that has not ended and has no extension waiting', () => {
    expect(canExtend(record(), now)).toBe(true)
    expect(canExtend(record({ extensionEndsAt: '2026-11-24T03:00:00Z', extensionAnswer: null }), now)).toBe(false)
    expect(canExtend(record({ extensionEndsAt: '2026-11-24T03:00:00Z', extensionAnswer: 0 }), now)).toBe(true)
    expect(canExtend(record({ status: 3 }), now)).toBe(false)
    expect(canExtend(record({ endsAt: '2026-11-22T04:00:00Z' }), now)).toBe(false)
  })
})

describe('reposting', () => {
  it('is offered once the booking no longer matches', () => {
    expect(canRepost(booking({ status: 2 }))).toBe(false)
    expect(canRepost(booking({ status: 0 }))).toBe(true)
    expect(canRepost(booking({ status: 3 }))).toBe(true)
  })

  it('opens Standard Booking for a standard booking, Advance Booking for more days', () => {
    expect(repostPath({ bookingId: 4, bookingType: 1, days: 1 })).toBe('/Create-Job/Standard Booking?repost=4')
    expect(repostPath({ bookingId: 5, bookingType: 2, days: 3 })).toBe('/Create-Job/Advance-Booking?repost=5')
    expect(repostPath({ bookingId: 6, bookingType: 3, days: 8 })).toBe('/Create-Job/Advance-Booking?repost=6')
  })
})
