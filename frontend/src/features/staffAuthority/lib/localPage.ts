/** A page of rows the console has whole (roles), filtered, sorted and paged as the server would. */
export function localPage<Row>(
  rows: readonly Row[],
  { pageNo, pageSize, sort }: { pageNo: number; pageSize: number; sort?: string },
  matches: (row: Row) => boolean = () => true,
): { list: Row[]; total: number } {
  const kept = rows.filter(matches)
  const [field, direction] = (sort ?? '').split(',')
  const sorted = field ? [...kept].sort((a, b) => compare(a, b, field) * (direction === 'desc' ? -1 : 1)) : kept
  const start = (pageNo - 1) * pageSize
  return { list: sorted.slice(start, start + pageSize), total: kept.length }
}

function compare<Row>(a: Row, b: Row, field: string): number {
  const left = (a as Record<string, unknown>)[field]
  const right = (b as Record<string, unknown>)[field]
  if (typeof left === 'number' && typeof right === 'number') return left - right
  return String(left ?? '').localeCompare(String(right ?? ''))
}

/** Whether a text holds a keyword, any case (no keyword: yes). */
export function holdsKeyword(keyword: string | undefined, ...texts: (string | null | undefined)[]): boolean {
  const wanted = keyword?.trim().toLowerCase()
  if (!wanted) return true
  return texts.some((text) => text?.toLowerCase().includes(wanted))
}
