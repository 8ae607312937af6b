import type { TeacherInvite } from '../api/inviteList'

/** Invitation status (spec section 4): 0 withdrawn, 1 interested, 2 connecting, 3 expired, 4 declined. */
export const InviteStatus = {
  withdrawn: 0,
  interested: 1,
  connecting: 2,
  expired: 3,
  declined: 4,
} as const

/** How an invite stands for the teacher. */
export type InviteState = 'open' | 'interested' | 'confirmed' | 'declined' | 'expired' | 'withdrawn'

export interface InviteStateMeta {
  labelKey: string
  /** Ant Design tag colour. */
  color: string
}

export const INVITE_STATES: Record<InviteState, InviteStateMeta> = {
  open: { labelKey: 'teacherInvites.state.open', color: 'processing' },
  interested: { labelKey: 'teacherInvites.state.interested', color: 'gold' },
  confirmed: { labelKey: 'teacherInvites.state.confirmed', color: 'success' },
  declined: { labelKey: 'teacherInvites.state.declined', color: 'default' },
  expired: { labelKey: 'teacherInvites.state.expired', color: 'default' },
  withdrawn: { labelKey: 'teacherInvites.state.withdrawn', color: 'default' },
}

/**
 * The invite's state in the spec's invitation words. An interested invite the
 * centre confirmed is "confirmed" (the teacher is booked); a sent invite whose
 * answer time has run out is "expired" even before the server's sweep marks it.
 */
export function inviteState(
  invite: Pick<TeacherInvite, 'status' | 'confirmed' | 'stageEndsAt'>,
  now: number,
): InviteState {
  switch (invite.status) {
    case InviteStatus.connecting:
      return invite.stageEndsAt && Date.parse(invite.stageEndsAt) > now ? 'open' : 'expired'
    case InviteStatus.interested:
      return invite.confirmed ? 'confirmed' : 'interested'
    case InviteStatus.declined:
      return 'declined'
    case InviteStatus.withdrawn:
      return 'withdrawn'
    case InviteStatus.expired:
    default:
      return 'expired'
  }
}

/** What the teacher sees under an answered invite: the next step, in a translation key. */
export function inviteStateHintKey(state: InviteState): string | null {
  switch (state) {
    case 'interested':
      return 'teacherInvites.hint.interested'
    case 'confirmed':
      return 'teacherInvites.hint.confirmed'
    case 'withdrawn':
      return 'teacherInvites.hint.withdrawn'
    case 'expired':
      return 'teacherInvites.hint.expired'
    default:
      return null
  }
}
