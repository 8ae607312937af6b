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

  describe('time sheets', () => {
    const facts = {
      timeSheetId: 3,
      jobRecordId: 7,
      bookingId: 17,
      teacher: 'Aroha Ngata',
      date: '2026-11-24',
      hours: '6.00',
      amount: '192.00',
      // 18:00 in Auckland the next evening (the job ended at 19:00).
      confirmBy: '2026-11-25T18:00:00+13:00',
    }

    it('tells the centre a time sheet waits, and by when, in both languages', () => {
      const waiting = notice('timesheet_to_confirm', facts)
      expect(noticeText(waiting, en)).toEqual({
        title: 'Time sheet to confirm: Aroha Ngata, Tue 24 Nov',
        body:
          "Aroha Ngata's time sheet for Tue 24 Nov waits for your confirmation: 6.00 hours, $192.00. " +
          'Confirm or adjust it by Wed 25 Nov, 6:00 pm; after that it is confirmed with the booked hours.',
        bookingId: 17,
      })
      expect(noticeText(waiting, zh)).toMatchObject({
        title: '待确认工时表：Aroha Ngata，11月24日',
        body: 'Aroha Ngata 11月24日 的工时表等待您确认：6.00 小时，$192.00。请在 11月25日 18:00 前确认或调整，逾期将按预订工时自动确认。',
      })
    })

    it('shows the deadline in New Zealand time, whatever offset the server wrote', () => {
      const utc = notice('timesheet_to_confirm', { ...facts, confirmBy: '2026-11-25T05:00:00Z' })
      expect(noticeText(utc, zh).body).toContain('请在 11月25日 18:00 前')
    })

    it('tells the centre a time sheet was confirmed by default', () => {
      const confirmed: Notice['data'] = { ...facts }
      delete confirmed.confirmBy
      const byDefault = notice('timesheet_default_confirmed', confirmed)
      expect(noticeText(byDefault, en).title).toBe('Time sheet confirmed by default: Aroha Ngata, Tue 24 Nov')
      expect(noticeText(byDefault, en).body).toContain('confirmed with the booked hours: 6.00 hours, $192.00.')
      expect(noticeText(byDefault, zh).title).toBe('工时表已自动确认：Aroha Ngata，11月24日')
    })

    it('falls back to the server’s text without a deadline it can read', () => {
      const broken = notice('timesheet_to_confirm', { ...facts, confirmBy: 'soon' })
      expect(noticeText(broken, zh)).toMatchObject({ title: 'Server title', body: 'Server body' })
    })
  })

  describe('vouchers', () => {
    const facts = { voucherId: 5, value: '100.00', expiresAt: '2027-02-22T15:00:00+13:00' }

    it('words a booking voucher and links its booking', () => {
      const earned = notice('voucher_earned', { ...facts, voucherType: 2, bookingId: 17 })
      expect(noticeText(earned, en)).toMatchObject({
        title: 'You earned a $100.00 booking voucher',
        bookingId: 17,
      })
      expect(noticeText(earned, en).body).toContain('valid until 22 Feb 2027')
      expect(noticeText(earned, zh).title).toBe('您获得一张 $100.00 的预订代金券')
      expect(noticeText(earned, zh).body).toContain('有效期至 2027年2月22日')
    })

    it('words the welcome voucher', () => {
      const welcome = notice('voucher_earned', { ...facts, voucherType: 1 })
      expect(noticeText(welcome, en)).toMatchObject({ title: 'Welcome: a $100.00 voucher for you', bookingId: null })
      expect(noticeText(welcome, zh).title).toBe('欢迎：送您一张 $100.00 的代金券')
    })

    it('falls back for a voucher type it does not know', () => {
      expect(noticeText(notice('voucher_earned', { ...facts, voucherType: 9 }), zh).title).toBe('Server title')
    })
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
