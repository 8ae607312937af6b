import { describe, expect, it } from 'vitest'

import { messages } from '@/shared/i18n/messages'

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

describe('booking status (spec section 4: 0 canceled, 1 confirmed, 2 processing, 3 failed, 4 split)', () => {
  it.each([
    [0, 'Cancelled', 'default'],
    [1, 'Confirmed', 'green'],
    [2, 'Processing', 'processing'],
    [3, 'Failed', 'red'],
    [4, 'Split', 'purple'],
  ])('%i is %s', (status, text, color) => {
    const meta = bookingStatusMeta(status)
    expect(label(meta.labelKey)).toBe(text)
    expect(meta.color).toBe(color)
  })

  it('names an unknown status rather than failing', () => {
    expect(label(bookingStatusMeta(9).labelKey)).toBe('Unknown')
  })

  it('offers every past status, never processing, as a Past filter', () => {
    expect([...PAST_STATUS_FILTERS].sort()).toEqual([0, 1, 3, 4])
  })
})

describe('job-record status colours (2 green, 3 grey, 4 and 5 orange, 6 amber)', () => {
  it.each([
    [2, 'Processing', 'green'],
    [3, 'Completed', 'default'],
    [4, 'Leave', 'orange'],
    [5, 'Cancelled', 'orange'],
    [6, 'Extended', 'gold'],
  ])('%i is %s in %s', (status, text, color) => {
    const meta = jobRecordStatusMeta(status)
    expect(label(meta.labelKey)).toBe(text)
    expect(meta.color).toBe(color)
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
