/** Pure rules of the console's teacher screens. */

export const APPROVAL = { pending: 0, approved: 1, rejected: 2 } as const
export type ApprovalState = (typeof APPROVAL)[keyof typeof APPROVAL]

export const QUALIFICATIONS = [1, 2, 3] as const
export const GENDERS = [0, 1, 2] as const
export const JOB_STATUSES = [2, 3, 4, 5, 6] as const

/** The Ant Design tag colour of a vetting state. */
export function approvalColour(approval: number): string {
  if (approval === APPROVAL.approved) return 'success'
  if (approval === APPROVAL.rejected) return 'error'
  return 'processing'
}

/** The vetting decisions offered from a state: every other state. */
export function vettingChoices(approval: number): ApprovalState[] {
  return ([APPROVAL.approved, APPROVAL.rejected, APPROVAL.pending] as ApprovalState[]).filter((each) => each !== approval)
}

/** A job record's colour, as the spec's status table gives it. */
export function jobStatusColour(status: number): string {
  switch (status) {
    case 2:
      return 'green'
    case 4:
    case 5:
      return 'orange'
    case 6:
      return 'gold'
    default:
      return 'default'
  }
}

export interface Rank {
  rankId: number
  name: string
  pointsNeeded: number
}

/** The rank a number of points reaches: the highest whose points needed are reached (the lowest when none). */
export function rankFor(points: number, ranks: readonly Rank[]): Rank | null {
  if (ranks.length === 0) return null
  const sorted = [...ranks].sort((a, b) => a.pointsNeeded - b.pointsNeeded)
  const reached = sorted.filter((rank) => rank.pointsNeeded <= points)
  return reached.at(-1) ?? sorted[0] ?? null
}

/** The next rank up and the points still missing to it; null at the top. */
export function nextRank(points: number, ranks: readonly Rank[]): { rank: Rank; missing: number } | null {
  const above = [...ranks].sort((a, b) => a.pointsNeeded - b.pointsNeeded).find((rank) => rank.pointsNeeded > points)
  return above ? { rank: above, missing: above.pointsNeeded - points } : null
}

/** Why an adjustment cannot be sent, as a locale key under adminTeachers.points; null when it can. */
export function adjustmentProblem(points: number, change: number | null | undefined, reason: string | null | undefined): string | null {
  if (change === null || change === undefined || !Number.isInteger(change) || change === 0) return 'changeRequired'
  if (Math.abs(change) > 100_000) return 'changeTooLarge'
  if (!reason?.trim()) return 'reasonRequired'
  if (points + change < 0) return 'belowZero'
  return null
}

/** A document's state for its tag: expired, expiring soon (the server's 30 days), or fine. */
export function documentState(document: { expired: boolean; expiringSoon: boolean }): 'expired' | 'expiring' | 'valid' {
  if (document.expired) return 'expired'
  if (document.expiringSoon) return 'expiring'
  return 'valid'
}

/** A share (0 to 1) as a whole percentage, or null. */
export function percent(share: number | null | undefined): number | null {
  return share === null || share === undefined ? null : Math.round(share * 100)
}

/** The days until a date (negative when past), from `today` (both YYYY-MM-DD). */
export function daysUntil(day: string, today: string): number {
  const ms = Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)
  return Math.round(ms / 86_400_000)
}
