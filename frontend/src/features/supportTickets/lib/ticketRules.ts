/** Ticket status 1 new ... 8 reopened. */
export const TICKET_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8] as const

/**
 * The colour of each state's tag (antd preset colours, each distinct; docs/rules.md):
 * new blue, processing cyan, waiting (on the centre) orange, review purple,
 * pending gold, resolved green, closed grey, reopened magenta.
 */
export const TICKET_STATUS_COLOURS: Record<number, string> = {
  1: 'blue',
  2: 'cyan',
  3: 'orange',
  4: 'purple',
  5: 'gold',
  6: 'green',
  7: 'default',
  8: 'magenta',
}

/** The categories a centre chooses from (the server's fixed list). */
export const TICKET_CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const

export const MAX_ATTACHMENTS = 3
export const MAX_ATTACHMENT_BYTES = 5 * 1_048_576
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

/** Whether the centre may reply: not once the ticket is resolved or closed (it reopens it first). */
export function mayReply(status: number): boolean {
  return status !== 6 && status !== 7
}

export function mayClose(status: number): boolean {
  return status !== 7
}

export function mayReopen(status: number): boolean {
  return status === 6 || status === 7
}

/** The translation key of what is wrong with a file before it is uploaded, or null. */
export function attachmentProblem(file: { type: string; size: number }): string | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'supportTickets.upload.type'
  if (file.size > MAX_ATTACHMENT_BYTES) return 'supportTickets.upload.size'
  if (file.size === 0) return 'supportTickets.upload.empty'
  return null
}

/** Whether staff may reply: every ticket but a closed one (a reply to a new or reopened ticket makes it processing). */
export function staffMayReply(status: number): boolean {
  return status !== 7
}

/** The states staff may move a ticket to: any but new (a ticket is new only until someone handles it) and its own. */
export function staffStatusChoices(current: number): number[] {
  return TICKET_STATUSES.filter((status) => status !== 1 && status !== current)
}

/** The desk's assignee filter: the caller's tickets, nobody's, or one staff member's (by id). */
export type AssigneeFilter = 'mine' | 'unassigned' | number

export interface AssignChoice {
  /** The staff member's id, or null to unassign. */
  assigneeId: number | null
  /** 'me' for "Assign to me", 'nobody' for "Unassign", otherwise the staff member's name. */
  kind: 'me' | 'nobody' | 'person'
  name?: string
}

/**
 * What the Assign action offers: "Assign to me" first when the caller may be
 * assigned, then the other staff who may reply, then "Unassign" when someone
 * holds the ticket; never the person who holds it already.
 */
export function assignChoices(
  assignees: readonly { id: number; name: string }[],
  me: number | null,
  current: number | null,
): AssignChoice[] {
  const choices: AssignChoice[] = []
  if (me !== null && me !== current && assignees.some((person) => person.id === me)) {
    choices.push({ assigneeId: me, kind: 'me' })
  }
  for (const person of assignees) {
    if (person.id !== me && person.id !== current) choices.push({ assigneeId: person.id, kind: 'person', name: person.name })
  }
  if (current !== null) choices.push({ assigneeId: null, kind: 'nobody' })
  return choices
}
