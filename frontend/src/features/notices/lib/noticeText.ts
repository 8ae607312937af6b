/** Where a notice leads in the app. */
export type NoticeTarget = 'invites' | 'jobs' | 'setup' | null

interface KindMeta {
  /** Ant Design tag colour. */
  color: string
  target: NoticeTarget
}

/** The notice kinds a teacher receives (docs/api.md, "Notices"); others are shown as the server wrote them. */
const KINDS: Record<string, KindMeta> = {
  invite_new: { color: 'processing', target: 'invites' },
  invite_withdrawn: { color: 'default', target: 'invites' },
  invite_filled: { color: 'default', target: 'invites' },
  job_confirmed: { color: 'success', target: 'jobs' },
  job_canceled: { color: 'error', target: 'jobs' },
  job_moved_away: { color: 'error', target: 'jobs' },
  job_moved_to_you: { color: 'success', target: 'jobs' },
  extension_asked: { color: 'warning', target: 'jobs' },
  offer_hired: { color: 'success', target: null },
  offer_declined: { color: 'default', target: null },
  offer_ended: { color: 'default', target: null },
  profile_approved: { color: 'success', target: null },
  profile_rejected: { color: 'error', target: 'setup' },
  profile_reopened: { color: 'processing', target: 'setup' },
  document_requested: { color: 'warning', target: 'setup' },
}

export function isKnownKind(kind: string): boolean {
  return kind in KINDS
}

export function noticeColour(kind: string): string {
  return KINDS[kind]?.color ?? 'default'
}

export function noticeTarget(kind: string): NoticeTarget {
  return KINDS[kind]?.target ?? null
}

/** The translation key of a known kind's label and headline. */
export function kindLabelKey(kind: string): string | null {
  return isKnownKind(kind) ? `teacherNotices.kinds.${kind}.label` : null
}
