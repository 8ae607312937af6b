/** The review statuses staff filter by: 0 waiting for approval, 1 approved, 2 disapproved. */
export const REVIEW_STATUSES = [0, 1, 2] as const
export type ReviewStatusName = 'waiting' | 'approved' | 'disapproved'

export function reviewStatusName(status: number): ReviewStatusName {
  if (status === 1) return 'approved'
  if (status === 2) return 'disapproved'
  return 'waiting'
}

export const REASON_LIMIT = 500

/** A disapproval's reason as sent: trimmed; null when blank (the server then refuses). */
export function reasonOf(text: string | undefined | null): string | null {
  const trimmed = (text ?? '').trim()
  return trimmed ? trimmed : null
}

/** Which decisions a review still offers: a waiting one both, a decided one the other. */
export function decisionsFor(status: number): { approve: boolean; disapprove: boolean } {
  return { approve: status !== 1, disapprove: status !== 2 }
}

/** The queue's filter form as the list's filters: the status (waiting unless chosen) and the keyword trimmed. */
export function reviewFilters(values: Record<string, unknown>): { status?: 0 | 1 | 2; keyword?: string } {
  const status = values.status as 0 | 1 | 2 | 'all' | undefined
  const keyword = typeof values.keyword === 'string' ? values.keyword.trim() : ''
  return {
    ...(status === undefined || status === 'all' ? {} : { status }),
    ...(keyword ? { keyword } : {}),
  }
}
