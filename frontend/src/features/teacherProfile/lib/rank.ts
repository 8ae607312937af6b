import type { TeacherProfile } from '../api/teacherProfile'

export interface RankProgress {
  /** Percent of the way from this rank's threshold to the next rank's (100 at the top rank). */
  percent: number
  /** Points still needed, or null at the top rank. */
  pointsToNext: number | null
  nextRank: string | null
}

/**
 * How far the teacher is towards the next rank (product rules: 1 working point
 * per paid hour; bronze 0, silver 300, black 1000). The server answers the
 * points still needed; the bar spans this rank's threshold to the next one's.
 */
export function rankProgress(profile: Pick<TeacherProfile, 'rank' | 'points'>): RankProgress {
  const { rank, points } = profile
  if (rank.nextRank === null || rank.pointsToNext === null) {
    return { percent: 100, pointsToNext: null, nextRank: null }
  }
  const earned = Math.max(0, points - rank.pointsNeeded)
  const span = earned + Math.max(0, rank.pointsToNext)
  const percent = span > 0 ? Math.min(100, Math.max(0, Math.floor((earned / span) * 100))) : 0
  return { percent, pointsToNext: Math.max(0, rank.pointsToNext), nextRank: rank.nextRank }
}

/** The colour of a rank's tag (Ant Design tag colours); unknown ranks are plain. */
export function rankColour(name: string): string {
  switch (name.toLowerCase()) {
    case 'bronze':
      return 'orange'
    case 'silver':
      return 'default'
    case 'black':
      return '#262626'
    default:
      return 'blue'
  }
}
