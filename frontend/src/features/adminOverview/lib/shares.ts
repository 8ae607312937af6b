/** A count's share of a total as a whole percentage, 0 when there is nothing to share. */
export function shareOf(count: number, total: number): number {
  if (total <= 0 || count <= 0) return 0
  return Math.round((count / total) * 100)
}
