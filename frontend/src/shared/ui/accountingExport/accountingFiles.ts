import type { Dayjs } from 'dayjs'

import type { components } from '../../api/schema'
import { inPlatformZone, type Moment } from '../../lib/platformTime'

/** A period of issue as the accounting calls take it: whole days, inclusive. */
export type AccountingPeriod = components['schemas']['AccountingPeriodIn']
/** How many invoices a period holds, and how many files of `perFile` they fill. */
export type AccountingSummary = components['schemas']['AccountingSummary']
/** One file of the period: which part, and the signed link to it. */
export type AccountingExport = components['schemas']['AccountingExportIn']
export type AccountingLink = components['schemas']['AccountingLinkOut']

/** One file of a period's invoices: invoices `first` to `last` (1-based), oldest first. */
export interface FileRange {
  part: number
  first: number
  last: number
}

/** The files a period's invoices fill, `perFile` to a file (Xero imports at most 500 from one). */
export function fileRanges(count: number, perFile: number): FileRange[] {
  if (count <= 0 || perFile <= 0) return []
  const ranges: FileRange[] = []
  for (let first = 1, part = 1; first <= count; first += perFile, part += 1) {
    ranges.push({ part, first, last: Math.min(count, first + perFile - 1) })
  }
  return ranges
}

/** Last calendar month in the platform's zone, the period an accountant usually exports. */
export function previousMonth(today: Moment): [Dayjs, Dayjs] {
  const month = inPlatformZone(today).startOf('month').subtract(1, 'month')
  return [month, month.endOf('month')]
}

/** The period two picked days stand for (YYYY-MM-DD each). */
export function periodOf([from, to]: [Dayjs, Dayjs]): AccountingPeriod {
  return { issuedFrom: from.format('YYYY-MM-DD'), issuedTo: to.format('YYYY-MM-DD') }
}

/**
 * Hands the browser a file behind a signed link to save under its name: the
 * link answers it as an attachment, so the page stays where it is.
 */
export function followLink(url: string, fileName: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}
