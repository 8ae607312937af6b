import { describe, expect, it } from 'vitest'

import { i18n } from '@/shared/i18n'

import { kindLabelKey, noticeColour, noticeHeadline, noticeTarget } from './noticeText'

const invite = {
  kind: 'invite_new',
  title: 'New relief job at Kowhai Kids Centre',
  data: { bookingId: 17, centre: 'Kowhai Kids Centre' },
}
const translate = (key: string, values: Record<string, unknown>) => i18n.t(key, { ...values, lng: 'zh-CN' })

describe('notice wording', () => {
  it('keeps the server title in English', () => {
    expect(noticeHeadline(invite, 'en', translate)).toBe('New relief job at Kowhai Kids Centre')
  })

  it('words a known kind from its facts in Chinese', () => {
    expect(noticeHeadline(invite, 'zh-CN', translate)).toBe('Kowhai Kids Centre 有新的代课工作')
    expect(noticeHeadline({ kind: 'job_confirmed', title: 'You are booked at X', data: {} }, 'zh-CN', translate)).toBe(
      '您已被预订',
    )
  })

  it('falls back to the server title for a kind it does not know', () => {
    expect(noticeHeadline({ kind: 'ticket_reply', title: 'Support answered', data: {} }, 'zh-CN', translate)).toBe(
      'Support answered',
    )
    expect(kindLabelKey('ticket_reply')).toBeNull()
  })

  it('leads to the screen of the change', () => {
    expect(noticeTarget('invite_new')).toBe('invites')
    expect(noticeTarget('extension_asked')).toBe('jobs')
    expect(noticeTarget('ticket_reply')).toBeNull()
    expect(noticeTarget('document_requested')).toBe('setup')
    expect(noticeColour('job_canceled')).toBe('error')
  })
})
