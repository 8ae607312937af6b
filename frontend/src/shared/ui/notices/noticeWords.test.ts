import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'
import { messages } from '@/shared/i18n/allMessages'

import { factShapes, type Notice, NOTICE_FACTS, type NoticeFacts, noticeBookingId, noticeWords } from './noticeWords'

const en = i18n.getFixedT('en')
const zh = i18n.getFixedT('zh-CN')

const notice = (data: NoticeFacts, title = 'Server title', body = 'Server body'): Notice => ({
  id: 12,
  kind: data.kind,
  title,
  body,
  data,
  createdAt: '2026-11-22T05:40:00Z',
  read: false,
})

/** A notice whose facts are not what its kind needs (an older or newer server). */
const loose = (kind: string, data: Record<string, unknown>, title = 'Server title', body = 'Server body'): Notice =>
  ({ ...notice({ kind, ...data } as unknown as NoticeFacts, title, body), kind }) as unknown as Notice

const withWords = (n: Notice) => ({ ...noticeWords(n, en), bookingId: noticeBookingId(n) })

describe('notice wording', () => {
  it('words a teacher’s interest in both languages and links the booking', () => {
    const interested = notice({ kind: 'teacher_interested', bookingId: 4, teacher: 'Aroha Smith', autoConfirm: false })
    expect(withWords(interested)).toMatchObject({
      title: 'Aroha Smith is interested in booking #4',
      bookingId: 4,
    })
    expect(noticeWords(interested, zh).title).toBe('Aroha Smith 对预订 #4 有意向')
  })

  it.each<[NoticeFacts, string, string]>([
    [{ kind: 'booking_confirmed', bookingId: 4 }, 'Booking #4 is confirmed', '预订 #4 已确认'],
    [{ kind: 'booking_failed', bookingId: 4, startReached: false }, 'No teacher was found for booking #4', '预订 #4 未找到老师'],
    [{ kind: 'matching_ended_short', bookingId: 4, confirmed: 1, wanted: 2 }, 'Booking #4 is not yet full', '预订 #4 人数未满'],
    [
      { kind: 'teacher_leave', bookingId: 4, rematchBookingId: 9, teacher: 'Mere Tane', day: '2026-11-24', reason: 'Sick' },
      'Mere Tane cannot come',
      'Mere Tane 无法到岗',
    ],
    [
      { kind: 'extension_accepted', jobRecordId: 7, teacher: 'Mere Tane', until: '2026-11-24T17:30:00+13:00' },
      'Mere Tane accepted the extension',
      'Mere Tane 已接受延时',
    ],
    [
      { kind: 'extension_declined', jobRecordId: 7, teacher: 'Mere Tane', until: '2026-11-24T17:30:00+13:00' },
      'Mere Tane declined the extension',
      'Mere Tane 已拒绝延时',
    ],
    [
      {
        kind: 'invite_new',
        bookingId: 4,
        centre: 'Kowhai Kids Centre',
        place: 'Henderson',
        startsAt: '2026-11-25T08:30:00+13:00',
        rate: '32.00',
      },
      'New relief job at Kowhai Kids Centre',
      'Kowhai Kids Centre 有新的代课工作',
    ],
    [{ kind: 'job_canceled', bookingId: 4, centre: 'Kowhai Kids', reason: 'Ratio covered' }, 'A booking was cancelled', '一个预订已取消'],
    [
      { kind: 'job_moved_away', bookingId: 4, centre: 'Kowhai Kids', startsAt: '2026-11-25T08:30:00+13:00', reason: 'Unwell' },
      'Your job at Kowhai Kids went to another teacher',
      '您在 Kowhai Kids 的工作已转给其他老师',
    ],
    [
      { kind: 'job_moved_to_you', bookingId: 4, centre: 'Kowhai Kids', startsAt: '2026-11-25T08:30:00+13:00' },
      'You are booked at Kowhai Kids',
      '您已被预订到 Kowhai Kids',
    ],
    [
      {
        kind: 'job_teacher_changed',
        bookingId: 4,
        jobRecordId: 40,
        fromTeacher: 'Mere Tane',
        toTeacher: 'Aroha King',
        startsAt: '2026-11-25T08:30:00+13:00',
        reason: 'Unwell',
      },
      'Aroha King now takes a day of booking #4',
      'Aroha King 接手了预订 #4 的一天',
    ],
  ])('%s', (data, english, chinese) => {
    expect(noticeWords(notice(data), en).title).toBe(english)
    expect(noticeWords(notice(data), zh).title).toBe(chinese)
  })

  it('puts the facts into the text', () => {
    const leave = notice({ kind: 'teacher_leave', bookingId: 4, rematchBookingId: 9, teacher: 'Mere Tane', day: '2026-11-24', reason: 'Sick' })
    expect(noticeWords(leave, en).body).toBe(
      'Mere Tane applied for leave on Tue 24 Nov from booking #4 (Sick). The day is back in matching as booking #9.',
    )
    const cancelled = notice({ kind: 'job_canceled', bookingId: 4, centre: 'Kowhai Kids', reason: 'Ratio covered' })
    expect(noticeWords(cancelled, zh).body).toBe('Kowhai Kids 取消了预订 #4：Ratio covered。')
    const asked = notice({ kind: 'document_requested', document: 'police_vetting', note: 'The one from 2026, please.' })
    expect(noticeWords(asked, zh)).toEqual({
      title: '请上传您的警方背景审查',
      body: '我们需要您的警方背景审查来完成您的代课老师资料。The one from 2026, please. 请在“我的 > 文件”中上传。',
    })
    expect(noticeWords({ ...asked, data: { kind: 'document_requested', document: 'cv', note: null } }, en).body).toBe(
      'We need your CV to complete your relief teaching profile. Please upload it under Me, Documents.',
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
      const waiting = notice({ kind: 'timesheet_to_confirm', ...facts })
      expect(withWords(waiting)).toEqual({
        title: 'Time sheet to confirm: Aroha Ngata, Tue 24 Nov',
        body:
          "Aroha Ngata's time sheet for Tue 24 Nov waits for your confirmation: 6.00 hours, $192.00. " +
          'Confirm or adjust it by Wed 25 Nov, 6:00 pm; after that it is confirmed with the booked hours.',
        bookingId: 17,
      })
      expect(noticeWords(waiting, zh)).toMatchObject({
        title: '待确认工时表：Aroha Ngata，11月24日',
        body: 'Aroha Ngata 11月24日 的工时表等待您确认：6.00 小时，$192.00。请在 11月25日 18:00 前确认或调整，逾期将按预订工时自动确认。',
      })
    })

    it('shows the deadline in New Zealand time, whatever offset the server wrote', () => {
      const utc = notice({ kind: 'timesheet_to_confirm', ...facts, confirmBy: '2026-11-25T05:00:00Z' })
      expect(noticeWords(utc, zh).body).toContain('请在 11月25日 18:00 前')
    })

    it('tells the centre a time sheet was confirmed by default', () => {
      const byDefault = notice({ kind: 'timesheet_default_confirmed', ...facts })
      expect(noticeWords(byDefault, en).title).toBe('Time sheet confirmed by default: Aroha Ngata, Tue 24 Nov')
      expect(noticeWords(byDefault, en).body).toContain('confirmed with the booked hours: 6.00 hours, $192.00.')
      expect(noticeWords(byDefault, zh).title).toBe('工时表已自动确认：Aroha Ngata，11月24日')
    })

    it('falls back to the server’s text without a deadline it can read', () => {
      const broken = notice({ kind: 'timesheet_to_confirm', ...facts, confirmBy: 'soon' })
      expect(noticeWords(broken, zh)).toMatchObject({ title: 'Server title', body: 'Server body' })
    })
  })

  describe('vouchers', () => {
    const facts = { voucherId: 5, value: '100.00', expiresAt: '2027-02-22T15:00:00+13:00' }

    it('words a booking voucher and links its booking', () => {
      const earned = notice({ kind: 'voucher_earned', ...facts, voucherType: 2, bookingId: 17 })
      expect(withWords(earned)).toMatchObject({
        title: 'You earned a $100.00 booking voucher',
        bookingId: 17,
      })
      expect(noticeWords(earned, en).body).toContain('valid until 22 Feb 2027')
      expect(noticeWords(earned, zh).title).toBe('您获得一张 $100.00 的预订代金券')
      expect(noticeWords(earned, zh).body).toContain('有效期至 2027年2月22日')
    })

    it('words the welcome voucher', () => {
      const welcome = notice({ kind: 'voucher_earned', ...facts, voucherType: 1, bookingId: null })
      expect(withWords(welcome)).toMatchObject({ title: 'Welcome: a $100.00 voucher for you', bookingId: null })
      expect(noticeWords(welcome, zh).title).toBe('欢迎：送您一张 $100.00 的代金券')
    })

    it('falls back for a voucher type it does not know', () => {
      expect(noticeWords(notice({ kind: 'voucher_earned', ...facts, voucherType: 9 }), zh).title).toBe('Server title')
    })

    it('words a voucher staff issued, by the teachers it covers', () => {
      const issued = notice({ kind: 'voucher_issued', ...facts, name: 'Matariki thanks', useType: 1 })
      expect(noticeWords(issued, en).title).toBe('A $100.00 voucher from Relief: Matariki thanks')
      expect(noticeWords(issued, en).body).toContain('off a booking of qualified teachers, valid until 22 Feb 2027')
      expect(noticeWords(issued, zh).title).toBe('Relief 送您一张 $100.00 的代金券：Matariki thanks')
      expect(noticeWords(issued, zh).body).toContain('可抵扣持证教师预订 $100.00，有效期至 2027年2月22日')
      const anyone = notice({ kind: 'voucher_issued', ...facts, name: 'Matariki thanks', useType: 0 })
      expect(noticeWords(anyone, en).body).toContain('off a booking of any teachers')
    })

    it('words a voucher staff ended early, with their reason', () => {
      const ended = notice({ kind: 'voucher_expired_early', voucherId: 5, name: 'Matariki thanks', value: '50.00', reason: 'Issued twice.' })
      expect(noticeWords(ended, en)).toEqual({
        title: 'Your voucher Matariki thanks has ended',
        body: 'Relief has ended your $50.00 voucher Matariki thanks before its expiry date: Issued twice. It can no longer be chosen for a booking.',
      })
      expect(noticeWords(ended, zh).title).toBe('您的代金券“Matariki thanks”已提前失效')
    })
  })

  it('falls back to the server’s words for a kind it does not know', () => {
    const unknown = loose('timesheet_due', { bookingId: 4 }, 'Time sheet due', 'Confirm it by 6pm.')
    expect(withWords(unknown)).toEqual({ title: 'Time sheet due', body: 'Confirm it by 6pm.', bookingId: 4 })
    const written = notice({ kind: 'written', title: 'Booking 3 is confirmed', body: 'Booked.' }, 'Booking 3 is confirmed', 'Booked.')
    expect(noticeWords(written, zh)).toEqual({ title: 'Booking 3 is confirmed', body: 'Booked.' })
  })

  it('falls back when the facts it needs are missing', () => {
    expect(noticeWords(loose('teacher_interested', { bookingId: 4 }), zh)).toMatchObject({
      title: 'Server title',
      body: 'Server body',
    })
  })

  it('finds the booking only when the data names one', () => {
    expect(noticeBookingId(notice({ kind: 'booking_confirmed', bookingId: 4 }))).toBe(4)
    expect(noticeBookingId(loose('extension_asked', { jobRecordId: 7 }))).toBeNull()
    expect(noticeBookingId(loose('booking_confirmed', { bookingId: 'x' }))).toBeNull()
  })
})

type Catalogue = { [key: string]: string | Catalogue }

function entry(catalogue: Catalogue, path: string[]): Catalogue | string | undefined {
  let found: Catalogue | string | undefined = catalogue
  for (const part of path) found = typeof found === 'object' ? found[part] : undefined
  return found
}

function placeholders(template: string): Set<string> {
  return new Set([...template.matchAll(/{{\s*(\w+)/g)].map((match) => match[1] ?? ''))
}

describe('the notice catalogue', () => {
  const languages = ['en', 'zh-CN'] as const

  it.each(Object.keys(NOTICE_FACTS) as (keyof typeof NOTICE_FACTS)[])(
    'words %s in both languages with every fact',
    (kind) => {
      const shapes = factShapes(kind)
      const worded = Object.keys(shapes).filter((fact) => !['ref', 'variant', 'optional'].includes(shapes[fact] ?? 'ref'))
      const optional = Object.keys(shapes).find((fact) => shapes[fact] === 'optional')
      for (const language of languages) {
        const wording = entry(messages[language] as Catalogue, ['notice', 'kinds', kind])
        expect(wording, `${language} ${kind}`).toBeTypeOf('object')
        const variants =
          typeof wording === 'object' && typeof wording.title === 'string'
            ? [['', wording] as const]
            : Object.entries(wording as Catalogue).map(([name, words]) => [name, words] as const)
        for (const [variant, words] of variants) {
          expect(words).toMatchObject({ title: expect.any(String), body: expect.any(String) })
          const { title, body } = words as { title: string; body: string }
          const used = new Set([...placeholders(title), ...placeholders(body)])
          const needed = optional && variant === 'True' ? [...worded, optional] : worded
          for (const fact of needed) expect(used, `${language} ${kind} ${variant} ${fact}`).toContain(fact)
          for (const fact of used) expect(Object.keys(shapes), `${language} ${kind} ${fact}`).toContain(fact)
        }
      }
      const english = entry(messages.en as Catalogue, ['notice', 'kinds', kind]) as Catalogue
      const chinese = entry(messages['zh-CN'] as Catalogue, ['notice', 'kinds', kind]) as Catalogue
      expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort())
    },
  )

  it('names every document, offer state and ticket state in both languages', () => {
    for (const language of languages) {
      const names = entry(messages[language] as Catalogue, ['notice', 'names']) as Catalogue
      expect(Object.keys(names.document as Catalogue)).toHaveLength(10)
      expect(Object.keys(names.offerStatus as Catalogue).sort()).toEqual(['2', '3', '4'])
      expect(Object.keys(names.status as Catalogue).sort()).toEqual(['2', '3', '4', '5', '6', '7', '8'])
    }
  })
})
