import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import type { Notice } from '../api/noticeList'
import { noticeBookingId, noticeText } from './noticeText'

const en = i18n.getFixedT('en')
const zh = i18n.getFixedT('zh-CN')

const notice = (kind: string, data: Notice['data'], title = 'Server title', body = 'Server body'): Notice => ({
  id: 12,
  kind,
  title,
  body,
  data,
  createdAt: '2026-11-22T05:40:00Z',
  read: false,
})

describe('notice wording', () => {
  it('words a teacher’s interest in both languages and links the booking', () => {
    const interested = notice('teacher_interested', { bookingId: 4, teacher: 'Aroha Smith' })
    expect(noticeText(interested, en)).toMatchObject({
      title: 'Aroha Smith is interested in booking #4',
      bookingId: 4,
    })
    expect(noticeText(interested, zh).title).toBe('Aroha Smith 对预订 #4 有意向')
  })

  it.each<[string, Notice['data'], string, string]>([
    ['booking_confirmed', { bookingId: 4 }, 'Booking #4 is confirmed', '预订 #4 已确认'],
    ['booking_failed', { bookingId: 4 }, 'No teacher was found for booking #4', '预订 #4 未找到老师'],
    ['matching_ended_short', { bookingId: 4 }, 'Booking #4 is not yet full', '预订 #4 人数未满'],
    ['teacher_leave', { bookingId: 4, rematchBookingId: 9, teacher: 'Mere Tane' }, 'Mere Tane cannot come', 'Mere Tane 无法到岗'],
    ['extension_accepted', { jobRecordId: 7, teacher: 'Mere Tane' }, 'Mere Tane accepted the extension', 'Mere Tane 已接受延时'],
    ['extension_declined', { jobRecordId: 7, teacher: 'Mere Tane' }, 'Mere Tane declined the extension', 'Mere Tane 已拒绝延时'],
    ['invite_new', { bookingId: 4, centre: 'Kowhai Kids Centre' }, 'New relief job at Kowhai Kids Centre', 'Kowhai Kids Centre 有新的代课工作'],
    ['job_canceled', { bookingId: 4, reason: 'Ratio covered' }, 'A booking was cancelled', '一个预订已取消'],
  ])('%s', (kind, data, english, chinese) => {
    expect(noticeText(notice(kind, data), en).title).toBe(english)
    expect(noticeText(notice(kind, data), zh).title).toBe(chinese)
  })

  it('puts the facts into the text', () => {
    expect(noticeText(notice('teacher_leave', { bookingId: 4, rematchBookingId: 9, teacher: 'Mere Tane' }), en).body).toBe(
      'Mere Tane applied for leave from booking #4. The day is back in matching as booking #9.',
    )
    expect(noticeText(notice('job_canceled', { bookingId: 4, reason: 'Ratio covered' }), zh).body).toBe(
      '预订 #4 已取消：Ratio covered。',
    )
  })

  it('falls back to the server’s English for a kind it does not know', () => {
    expect(noticeText(notice('timesheet_due', { bookingId: 4 }, 'Time sheet due', 'Confirm it by 6pm.'), zh)).toEqual({
      title: 'Time sheet due',
      body: 'Confirm it by 6pm.',
      bookingId: 4,
    })
  })

  it('falls back when the facts it needs are missing', () => {
    expect(noticeText(notice('teacher_interested', { bookingId: 4 }), zh)).toMatchObject({ title: 'Server title', body: 'Server body' })
  })

  it('finds the booking only when the data names one', () => {
    expect(noticeBookingId({ data: { bookingId: 4 } })).toBe(4)
    expect(noticeBookingId({ data: { jobRecordId: 7 } })).toBeNull()
    expect(noticeBookingId({ data: { bookingId: 'x' } })).toBeNull()
  })
})
