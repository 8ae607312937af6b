import { describe, expect, it } from 'vitest'

import { messages } from '@/shared/i18n/allMessages'

import {
  bookingStatusMeta,
  connectionMeta,
  connectionSummary,
  inviteStatusMeta,
  jobRecordStatusMeta,
  PAST_STATUS_FILTERS,
  stageLabelKey,
} from './status'

function translate(language: 'en' | 'zh-CN', key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[language])
}

const label = (key: string) => translate('en', key)

/** Each status's words in both languages: present, and different from every other status's. */
function expectWordedApart(labelKeys: readonly string[]): void {
  for (const language of ['en', 'zh-CN'] as const) {
    const words = labelKeys.map((key) => translate(language, key))
    words.forEach((word, index) => expect(typeof word, `${labelKeys[index]} in ${language}`).toBe('string'))
    expect(new Set(words).size).toBe(labelKeys.length)
  }
}

describe('booking status (spec section 4: 0 canceled, 1 confirmed, 2 processing, 3 failed, 4 split)', () => {
  it('words every status apart from the others, in English and Chinese', () => {
    expectWordedApart([0, 1, 2, 3, 4].map((status) => bookingStatusMeta(status).labelKey))
  })

  it('marks a confirmed booking as a success and a failed one as a failure', () => {
    expect(bookingStatusMeta(1).color).toBe('green')
    expect(bookingStatusMeta(3).color).toBe('red')
  })

  it('names an unknown status rather than failing', () => {
    expect(label(bookingStatusMeta(9).labelKey)).toBe('Unknown')
  })

  it('offers every past status, never processing, as a Past filter', () => {
    expect([...PAST_STATUS_FILTERS].sort()).toEqual([0, 1, 3, 4])
  })
})

describe('job-record status (2 processing, 3 completed, 4 leave, 5 cancelled, 6 extended)', () => {
  it('words every status apart from the others, in English and Chinese', () => {
    expectWordedApart([2, 3, 4, 5, 6].map((status) => jobRecordStatusMeta(status).labelKey))
  })

  it('shows a day the teacher will not work (leave, cancelled) in one warning colour', () => {
    expect(jobRecordStatusMeta(4).color).toBe(jobRecordStatusMeta(5).color)
    expect(jobRecordStatusMeta(4).color).not.toBe(jobRecordStatusMeta(2).color)
  })
})

describe('invitation status and connection short label', () => {
  it.each([
    [0, 'Withdrawn', 'Failed'],
    [1, 'Interested', 'Connected'],
    [2, 'Connecting', 'Connecting'],
    [3, 'Expired', 'Failed'],
    [4, 'Declined', 'Failed'],
  ])('%i is %s, short label %s', (status, invite, connection) => {
    expect(label(inviteStatusMeta(status).labelKey)).toBe(invite)
    expect(label(connectionMeta(status).labelKey)).toBe(connection)
  })

  it('shows a confirmed interested invite as booked', () => {
    expect(label(inviteStatusMeta(1, true).labelKey)).toBe('Booked')
    expect(inviteStatusMeta(1, true).color).toBe('green')
  })

  it('counts invites by connection, connected first, withdrawn apart from failed, leaving out empty groups', () => {
    const summary = connectionSummary([2, 2, 1, 3, 4, 0, 0])
    expect(summary.map(({ meta, count }) => [label(meta.labelKey), count])).toEqual([
      ['Connected', 1],
      ['Connecting', 2],
      ['Withdrawn', 2],
      ['Failed', 2],
    ])
    expect(connectionSummary([0]).map(({ meta }) => label(meta.labelKey))).toEqual(['Withdrawn'])
    expect(connectionSummary([])).toEqual([])
  })
})

describe('stages', () => {
  it.each([
    [0, 'No stage running'],
    [1, 'Stage 1'],
    [3, 'Stage 3'],
    [4, 'Boost'],
    [5, 'Favourites'],
    [8, 'No stage running'],
  ])('%i is %s', (stage, text) => {
    expect(label(stageLabelKey(stage))).toBe(text)
  })
})

describe('every label', () => {
  it('exists in English and Chinese', () => {
    const keys = [
      ...[0, 1, 2, 3, 4, 9].map((status) => bookingStatusMeta(status).labelKey),
      ...[0, 1, 2, 3, 4].flatMap((status) => [inviteStatusMeta(status).labelKey, connectionMeta(status).labelKey]),
      inviteStatusMeta(1, true).labelKey,
      ...[2, 3, 4, 5, 6].map((status) => jobRecordStatusMeta(status).labelKey),
      ...[0, 1, 2, 3, 4, 5].map(stageLabelKey),
    ]
    for (const key of keys) {
      expect(typeof translate('en', key), key).toBe('string')
      expect(typeof translate('zh-CN', key), key).toBe('string')
    }
  })
})
