import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { renderWithProviders } from '@/test/render'

import { InviteCard } from './InviteCard'

type TeacherInvite = components['schemas']['TeacherInvite']

const MINUTE = 60_000

/** A sent invite for one day, its answer time `minutesLeft` from now (negative: run out). */
function invite(change: Partial<TeacherInvite> = {}, minutesLeft = 10): TeacherInvite {
  return {
    inviteId: 7,
    bookingId: 4,
    status: 2,
    centre: { name: 'Kowhai Kids Centre', suburb: 'Henderson', city: 'Auckland' },
    distanceKm: 3.2,
    days: [
      { date: '2026-11-24', startsAt: '2026-11-23T19:30:00Z', endsAt: '2026-11-24T02:00:00Z', breakMinutes: 30, hourlyRate: '32.00' },
    ],
    hourlyRate: '32.00',
    boostIncentive: null,
    qualification: 1,
    ageGroup: 3,
    notes: null,
    numberOfTeachers: 1,
    invitedAt: '2026-11-22T05:40:00Z',
    answeredAt: null,
    confirmed: false,
    stageEndsAt: new Date(Date.now() + minutesLeft * MINUTE).toISOString(),
    ...change,
  }
}

const COLOURS = ['success', 'processing', 'error', 'warning', 'gold'] as const

/** The colour a tag shows: one of Ant Design's named colours, or the plain grey ("default"). */
function colourOf(tag: HTMLElement): string {
  return COLOURS.find((colour) => tag.classList.contains(`ant-tag-${colour}`)) ?? 'default'
}

/** The card as the teacher sees it: the state's tag (label and colour), the next step, and whether it can be answered. */
function shown(of: TeacherInvite) {
  cleanup()
  renderWithProviders(
    <InviteCard invite={of} labels={{ qualification: 'Qualified', ageGroup: 'Preschool (3-5)' }} answering={null} onAnswer={vi.fn()} />,
  )
  const card = screen.getByRole('article', { name: 'Invite from Kowhai Kids Centre, booking 4' })
  const tag = card.querySelector<HTMLElement>('.invite-card__state')
  expect(tag, 'the state tag').not.toBeNull()
  return {
    label: tag?.textContent,
    colour: tag ? colourOf(tag) : null,
    answerable: within(card).queryByRole('button', { name: 'Interested' }) !== null,
    card,
  }
}

describe('the state an invite card shows', () => {
  it('a sent invite with time left is new, stands out and can be answered', () => {
    expect(shown(invite())).toMatchObject({ label: 'New', colour: 'processing', answerable: true })
  })

  it('a sent invite whose time ran out is expired and can no longer be answered, before the server says so', () => {
    const { label, colour, answerable, card } = shown(invite({}, -1))
    expect({ label, colour, answerable }).toEqual({ label: 'Expired', colour: 'default', answerable: false })
    expect(card).toHaveTextContent('The time to answer ran out.')
  })

  it('an interested answer waits for the centre, and tells the teacher so', () => {
    const { label, colour, answerable, card } = shown(invite({ status: 1, answeredAt: '2026-11-22T05:45:00Z' }))
    expect({ label, colour, answerable }).toEqual({ label: 'Interested', colour: 'gold', answerable: false })
    expect(card).toHaveTextContent('The centre has your answer')
  })

  it('an interest the centre confirmed shows as booked, a success', () => {
    const { label, colour, card } = shown(invite({ status: 1, confirmed: true, answeredAt: '2026-11-22T05:45:00Z' }))
    expect({ label, colour }).toEqual({ label: 'Confirmed', colour: 'success' })
    expect(card).toHaveTextContent('The centre booked you for this job')
  })

  it('declined, expired and withdrawn invites are muted alike', () => {
    expect(shown(invite({ status: 4 }))).toMatchObject({ label: 'Declined', colour: 'default', answerable: false })
    expect(shown(invite({ status: 3 }))).toMatchObject({ label: 'Expired', colour: 'default', answerable: false })
    const withdrawn = shown(invite({ status: 0 }))
    expect(withdrawn).toMatchObject({ label: 'Withdrawn', colour: 'default', answerable: false })
    expect(withdrawn.card).toHaveTextContent('The centre withdrew this invite')
  })
})
