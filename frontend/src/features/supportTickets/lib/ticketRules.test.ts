import { describe, expect, it } from 'vitest'

import {
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
