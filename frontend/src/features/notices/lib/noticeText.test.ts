import { describe, expect, it } from 'vitest'

import type { components } from '@/shared/api/schema'
import { i18n } from '@/shared/i18n'
import { NOTICE_FACTS, noticeWords } from '@/shared/ui/notices/noticeWords'

import { isKnownKind, kindLabelKey, noticeColour, noticeTarget } from './noticeText'

type Notice = components['schemas']['NoticeOut']

const invite: Notice = {
  id: 3,
  kind: 'invite_new',
  title: 'New relief job at Kowhai Kids Centre',
  body: 'Kowhai Kids Centre (Henderson) asks for a relief teacher.',
  data: {
    kind: 'invite_new',
    bookingId: 17,
    centre: 'Kowhai Kids Centre',
    place: 'Henderson',
    startsAt: '2026-11-25T08:30:00+13:00',
    rate: '32.00',
  },
  createdAt: '2026-11-22T05:40:00Z',
  read: false,
}

describe('notice wording', () => {
  it('words the notice in English', () => {
    expect(noticeWords(invite, i18n.getFixedT('en')).title).toBe('New relief job at Kowhai Kids Centre')
  })

  it('words a known kind from its facts in Chinese', () => {
    const zh = i18n.getFixedT('zh-CN')
    expect(noticeWords(invite, zh).title).toBe('Kowhai Kids Centre 有新的代课工作')
    expect(noticeWords(invite, zh).body).toBe(
      'Kowhai Kids Centre（Henderson）需要一位代课老师，11月25日 08:30 开始，时薪 $32.00。请在应用中回复。',
    )
    const booked: Notice = {
      ...invite,
      kind: 'job_confirmed',
      data: { kind: 'job_confirmed', bookingId: 17, centre: 'Kowhai Kids Centre', days: 2, startsAt: '2026-11-25T08:30:00+13:00' },
    }
    expect(noticeWords(booked, zh).title).toBe('您已被 Kowhai Kids Centre 预订')
  })

  it('labels every kind a teacher receives in English and Chinese, each differently', () => {
    const teacherKinds = Object.keys(NOTICE_FACTS).filter(isKnownKind)
    expect(teacherKinds.length).toBeGreaterThan(0)
    for (const language of ['en', 'zh-CN']) {
      const t = i18n.getFixedT(language)
      const labels = teacherKinds.map((kind) => {
        const key = kindLabelKey(kind) ?? ''
        expect(t(key), `the label of ${kind} in ${language}`).not.toBe(key)
        return t(key)
      })
      expect(new Set(labels).size).toBe(teacherKinds.length)
    }
  })

  it('gives a kind the teacher does not receive no label, no colour and no screen', () => {
    expect(kindLabelKey('ticket_reply')).toBeNull()
    expect(noticeColour('ticket_reply')).toBe('default')
    expect(noticeTarget('ticket_reply')).toBeNull()
  })
})
