import { describe, expect, it } from 'vitest'

import {
  assignChoices,
  attachmentProblem,
  mayClose,
  mayReopen,
  mayReply,
  MAX_ATTACHMENT_BYTES,
  staffMayReply,
  staffStatusChoices,
  TICKET_STATUS_COLOURS,
  TICKET_STATUSES,
} from './ticketRules'

describe('ticket states', () => {
  it('gives each of the 8 states its own colour', () => {
    const colours = TICKET_STATUSES.map((status) => TICKET_STATUS_COLOURS[status])
    expect(colours.every(Boolean)).toBe(true)
    expect(new Set(colours).size).toBe(8)
  })

  it('lets the centre reply until resolved or closed, close until closed, and reopen only then', () => {
    expect(TICKET_STATUSES.filter(mayReply)).toEqual([1, 2, 3, 4, 5, 8])
    expect(TICKET_STATUSES.filter(mayClose)).toEqual([1, 2, 3, 4, 5, 6, 8])
    expect(TICKET_STATUSES.filter(mayReopen)).toEqual([6, 7])
  })
})

describe('attachmentProblem', () => {
  it('accepts PDF, JPG and PNG up to 5 MB', () => {
    expect(attachmentProblem({ type: 'application/pdf', size: 10 })).toBeNull()
    expect(attachmentProblem({ type: 'image/png', size: MAX_ATTACHMENT_BYTES })).toBeNull()
    expect(attachmentProblem({ type: 'image/jpeg', size: 1 })).toBeNull()
  })

  it('names the problem otherwise', () => {
    expect(attachmentProblem({ type: 'image/gif', size: 10 })).toBe('supportTickets.upload.type')
    expect(attachmentProblem({ type: 'image/png', size: MAX_ATTACHMENT_BYTES + 1 })).toBe('supportTickets.upload.size')
    expect(attachmentProblem({ type: 'image/png', size: 0 })).toBe('supportTickets.upload.empty')
  })
})

describe('staff on a ticket', () => {
  it('replies to any ticket but a closed one', () => {
    expect(TICKET_STATUSES.filter((status) => !staffMayReply(status))).toEqual([7])
  })

  it('moves a ticket to any state but new and the one it is in', () => {
    expect(staffStatusChoices(1)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(staffStatusChoices(2)).toEqual([3, 4, 5, 6, 7, 8])
    expect(staffStatusChoices(7)).toEqual([2, 3, 4, 5, 6, 8])
  })
})

describe('assignChoices', () => {
  const people = [
    { id: 2, name: 'Mere' },
    { id: 5, name: 'Ana' },
    { id: 7, name: 'Ben' },
  ]

  it('offers me first, then the others, on an unassigned ticket', () => {
    expect(assignChoices(people, 2, null)).toEqual([
      { assigneeId: 2, kind: 'me' },
      { assigneeId: 5, kind: 'person', name: 'Ana' },
      { assigneeId: 7, kind: 'person', name: 'Ben' },
    ])
  })

  it('never offers who holds it already, and offers to unassign', () => {
    expect(assignChoices(people, 2, 5)).toEqual([
      { assigneeId: 2, kind: 'me' },
      { assigneeId: 7, kind: 'person', name: 'Ben' },
      { assigneeId: null, kind: 'nobody' },
    ])
    expect(assignChoices(people, 2, 2).map((choice) => choice.kind)).toEqual(['person', 'person', 'nobody'])
  })

  it('offers me only when I may reply to tickets', () => {
    expect(assignChoices(people, 9, null).some((choice) => choice.kind === 'me')).toBe(false)
  })
})
