import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import { type TimelineItem, timelineEntry } from './timelineEntry'

const en = i18n.getFixedT('en')
const zh = i18n.getFixedT('zh-CN')
const event = (kind: string, data: TimelineItem['data'] = {}): TimelineItem => ({ kind, data })

describe('timeline wording', () => {
  it.each<[string, TimelineItem['data'], string, string]>([
    [
      'booking_created',
      { teachers: 2, days: 1 },
      'Booking created: teachers asked for 2, days 1',
      '预订已创建：需要老师 2 位，共 1 天',
    ],
    [
      'stage_started',
      { stage: 1, radiusKm: 5, minutes: 10, invited: 6 },
      'Stage 1 started: 6 invited within 5 km, for 10 min',
      '第 1 阶段开始：在 5 公里内邀请了 6 位老师，持续 10 分钟',
    ],
    [
      'stage_started',
      { stage: 4, radiusKm: 20, minutes: 60, invited: 3 },
      'Boost started: 3 invited within 20 km, for 60 min',
      '加价阶段开始：在 20 公里内邀请了 3 位老师，持续 60 分钟',
    ],
    [
      'stage_started',
      { stage: 5, radiusKm: null, minutes: 55, invited: 4 },
      'Favourite teachers invited: 4, for 55 min',
      '已邀请收藏老师 4 位，持续 55 分钟',
    ],
    ['stage_ended', { stage: 2, expired: 3 }, 'Stage 2 ended: 3 unanswered invites expired', '第 2 阶段结束：3 个未回复的邀请已过期'],
    ['teacher_interested', { teacherId: 9, teacher: 'Aroha Smith' }, 'Aroha Smith is interested', 'Aroha Smith 有意向'],
    ['teacher_declined', { teacher: 'Aroha Smith' }, 'Aroha Smith declined', 'Aroha Smith 已拒绝'],
    ['teacher_confirmed', { teacher: 'Aroha Smith' }, 'Aroha Smith is booked: price confirmed', 'Aroha Smith 已预订：价格已确认'],
    ['booking_confirmed', {}, 'Booking confirmed: every teacher is booked', '预订已确认：所有老师均已预订'],
    [
      'matching_ended_short',
      { confirmed: 1, waiting: 2 },
      'Matching ended short: booked 1, waiting for your confirmation 2',
      '匹配结束但人数未满：已预订 1 位，等待您确认 2 位',
    ],
    ['booking_failed', { reason: 'stages_over' }, 'Booking failed: no teacher took it in time', '预订失败：没有老师及时接单'],
    [
      'booking_failed',
      { reason: 'start_time' },
      'Booking failed: the start time came before a teacher was booked',
      '预订失败：开始时间已到仍未预订到老师',
    ],
    ['boosted', { incentive: '3.00' }, 'Boosted: +$3.00/h', '已加价：+$3.00/小时'],
    ['made_public', {}, 'Made public: the public stages start', '已改为公开：公开阶段开始'],
    ['invite_withdrawn', { teacher: 'Tama Walker' }, 'Invite to Tama Walker withdrawn', '已撤回对 Tama Walker 的邀请'],
    [
      'booking_canceled',
      { reason: 'Ratio covered', fee: '0.00', jobRecordId: null },
      'Booking cancelled (Ratio covered), fee $0.00',
      '预订已取消（Ratio covered），费用 $0.00',
    ],
    [
      'day_canceled',
      { reason: 'Ratio covered', fee: '57.60', jobRecordId: 7 },
      'Job record #7 cancelled (Ratio covered), fee $57.60',
      '工作记录 #7 已取消（Ratio covered），费用 $57.60',
    ],
    [
      'extension_asked',
      { jobRecordId: 7, until: '2026-11-24T16:30:00+13:00', teacher: 'Mere Tane' },
      'Mere Tane asked to stay until 4:30 pm',
      '已请 Mere Tane 工作至 16:30',
    ],
    ['extension_accepted', { teacher: 'Mere Tane' }, 'Mere Tane accepted the extension', 'Mere Tane 已接受延时'],
    ['extension_declined', { teacher: 'Mere Tane' }, 'Mere Tane declined the extension', 'Mere Tane 已拒绝延时'],
    [
      'booking_split',
      { filledBookingId: 5, restBookingId: 6 },
      'Split: the booked part is booking #5, the rest booking #6',
      '已拆分：已预订部分为预订 #5，其余为预订 #6',
    ],
    ['split_from', { bookingId: 4 }, 'Split from booking #4', '由预订 #4 拆分而来'],
    ['something_new', {}, 'Update: something new', '更新：something new'],
  ])('%s %j', (kind, data, english, chinese) => {
    expect(timelineEntry(event(kind, data), en).text).toBe(english)
    expect(timelineEntry(event(kind, data), zh).text).toBe(chinese)
  })

  it('words leave with the day and the booking that matches it again, and links that booking', () => {
    const entry = timelineEntry(
      event('teacher_leave', { teacher: 'Mere Tane', day: '2026-11-24', rematchBookingId: 12, reason: 'Sick child' }),
      en,
    )
    expect(entry.text).toBe(
      'Mere Tane applied for leave on Tue 24 Nov 2026 (Sick child); the day is matched again as booking #12',
    )
    expect(entry.bookingIds).toEqual([12])
    expect(entry.color).toBe('orange')
  })

  it('links the bookings a split made', () => {
    expect(timelineEntry(event('booking_split', { filledBookingId: 5, restBookingId: 6 }), en).bookingIds).toEqual([5, 6])
    expect(timelineEntry(event('split_from', { bookingId: 4 }), en).bookingIds).toEqual([4])
    expect(timelineEntry(event('booking_confirmed'), en).bookingIds).toEqual([])
  })

  it('shows the cancellation reason in the reader’s language', () => {
    const reasonLabel = (reason: string) => (reason === 'Ratio covered' ? '师生比例已满足' : reason)
    expect(timelineEntry(event('booking_canceled', { reason: 'Ratio covered', fee: '0.00' }), zh, { reasonLabel }).text).toBe(
      '预订已取消（师生比例已满足），费用 $0.00',
    )
  })

  it('colours good news green and bad news red', () => {
    expect(timelineEntry(event('teacher_confirmed', { teacher: 'A' }), en).color).toBe('green')
    expect(timelineEntry(event('booking_failed', { reason: 'stages_over' }), en).color).toBe('red')
    expect(timelineEntry(event('stage_ended', { stage: 1, expired: 0 }), en).color).toBe('gray')
  })

  it('still reads well when the teacher is not named', () => {
    expect(timelineEntry(event('teacher_interested', { teacher: null }), en).text).toBe('A teacher is interested')
    expect(timelineEntry(event('teacher_interested', {}), zh).text).toBe('一位老师 有意向')
  })

  it('words what Relief staff did to the booking, in both languages', () => {
    const moved = event('moved_by_staff', { jobRecordId: 40, fromTeacher: 'Mere Tane', toTeacher: 'Ana Smith', reason: 'Closer to home' })
    expect(timelineEntry(moved, en).text).toBe('Relief staff moved job record #40 from Mere Tane to Ana Smith (Closer to home)')
    expect(timelineEntry(moved, zh).text).toBe('Relief 工作人员将工作记录 #40 从 Mere Tane 转给 Ana Smith（Closer to home）')
    expect(timelineEntry(event('canceled_by_staff', { staffId: 2, reason: 'Centre closed' }), en).text).toBe(
      'Cancelled by Relief staff for the centre (Centre closed)',
    )
    expect(timelineEntry(event('rematched_by_staff', { staffId: 2 }), zh).text).toBe('Relief 工作人员重新发起了匹配')
    expect(timelineEntry(event('removed_by_staff', { staffId: 2 }), en).text).toBe('Removed by Relief staff')
    expect(timelineEntry(event('invite_removed_by_staff', { inviteId: 7 }), en).text).toBe('Invite #7 removed by Relief staff')
    expect(timelineEntry(event('job_record_removed_by_staff', { jobRecordId: 9 }), zh).text).toBe('工作记录 #9 已被 Relief 工作人员删除')
  })
})
