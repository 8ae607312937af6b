/**
 * The job-creation draft's rules (spec section 4, "Job-creation draft"): which
 * paths are creation pages, what happens when the centre leaves one, and the
 * abandonment report. Pure: the cookies and the process type live in
 * `jobProcessStore.ts`, which applies these rules.
 */
import type { AbandonReport } from '../api/reportAbandonedDraft'

/** Where the creation process stands. */
export const ProcessType = {
  /** A live quote was shown. */
  quoted: 1,
  /** A creation page was entered; nothing quoted yet. */
  entered: 2,
  /** The booking was created; the centre is on the way to Processing. */
  created: 31,
} as const
export type ProcessType = (typeof ProcessType)[keyof typeof ProcessType]

export function isProcessType(value: unknown): value is ProcessType {
  return value === ProcessType.quoted || value === ProcessType.entered || value === ProcessType.created
}

/** The draft fields kept in the `jobProcess` cookie. */
export interface JobProcessDraft {
  jobStartTime?: string | null
  jobEndTime?: string | null
  gender?: 0 | 1 | 2 | null
  teacherTalentPool?: number | null
  /** The number of teachers. */
  jobUtilization?: number | null
  liveRate?: string | null
}

export const CREATION_PATHS = {
  standard: '/Create-Job/Standard Booking',
  advance: '/Create-Job/Advance-Booking',
  multiple: '/Create-Job/Multiple-Booking',
} as const

export const PROCESSING_PATH = '/bookings/Processing'
const RELOAD_PREFIX = '/redirect'

/**
 * The route path of a location: `#/Create-Job/Standard%20Booking?repost=4`
 * and `/Create-Job/Standard Booking` both give `/Create-Job/Standard Booking`.
 */
export function routePath(location: string): string {
  const withoutHash = location.startsWith('#') ? location.slice(1) : location
  const path = withoutHash.split(/[?#]/, 1)[0] ?? ''
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape: compare the path as it is.
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** Two locations name the same route (the router matches paths without regard to case). */
export function samePath(a: string, b: string): boolean {
  return routePath(a).toLowerCase() === routePath(b).toLowerCase()
}

/** A job-creation page, also when the tags view reloads it through /redirect. */
export function isCreationPath(location: string): boolean {
  let path = routePath(location)
  if (path.toLowerCase().startsWith(`${RELOAD_PREFIX}/`)) path = path.slice(RELOAD_PREFIX.length)
  return Object.values(CREATION_PATHS).some((creation) => samePath(path, creation))
}

export function isProcessingPath(location: string): boolean {
  return samePath(routePath(location), PROCESSING_PATH)
}

/**
 * The report is due only when something was quoted (process type is not 2),
 * the start, end and gender are all known, and the start is still ahead.
 */
export function shouldReport(processType: ProcessType | null, draft: JobProcessDraft, now: number): boolean {
  if (processType === null || processType === ProcessType.entered) return false
  if (!draft.jobStartTime || !draft.jobEndTime) return false
  if (draft.gender === null || draft.gender === undefined) return false
  const start = Date.parse(draft.jobStartTime)
  return Number.isFinite(start) && start > now
}

/**
 * What leaving for `destination` means:
 * - `stay`: another creation page (the Standard / Advance / Multiple switch) keeps the draft;
 * - `discard`: drop the draft without a report. Going to Processing is never
 *   reported, and process type 31 (the booking was made) is not reported
 *   wherever the centre goes next: a booked draft was not abandoned;
 * - `report`: send the abandonment report, then drop the draft.
 */
export type LeaveAction = 'stay' | 'discard' | 'report'

export function leaveAction(
  destination: string,
  processType: ProcessType | null,
  draft: JobProcessDraft,
  now: number,
): LeaveAction {
  if (isCreationPath(destination)) return 'stay'
  if (isProcessingPath(destination) || processType === ProcessType.created) return 'discard'
  return shouldReport(processType, draft, now) ? 'report' : 'discard'
}

/** The abandonment report's body; null when the draft lacks what the report needs. */
export function abandonmentReport(processId: string, draft: JobProcessDraft): AbandonReport | null {
  if (!processId || !draft.jobStartTime || !draft.jobEndTime) return null
  if (draft.gender === null || draft.gender === undefined) return null
  return {
    processType: 3,
    processId,
    teacherTalentPool: draft.teacherTalentPool ?? null,
    jobStartTime: draft.jobStartTime,
    jobEndTime: draft.jobEndTime,
    gender: draft.gender,
    jobUtilization: draft.jobUtilization ?? null,
    liveRate: draft.liveRate ?? null,
  }
}

export const PROCESS_ID_LENGTH = 16
const PROCESS_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** A 16-character random id (64 symbols: 96 random bits), before the server's quote gives one. */
export function randomProcessId(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(PROCESS_ID_LENGTH))
  return Array.from(bytes, (byte) => PROCESS_ID_ALPHABET[byte % PROCESS_ID_ALPHABET.length]).join('')
}

/** Reads the `jobProcess` cookie's text; anything that is not a draft object is an empty draft. */
export function parseDraft(text: string | undefined): JobProcessDraft {
  if (!text) return {}
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return {}
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const raw = value as Record<string, unknown>
  const text_ = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : null)
  const number_ = (key: string) => (typeof raw[key] === 'number' && Number.isFinite(raw[key]) ? (raw[key] as number) : null)
  const gender = raw.gender === 0 || raw.gender === 1 || raw.gender === 2 ? raw.gender : null
  return {
    jobStartTime: text_('jobStartTime'),
    jobEndTime: text_('jobEndTime'),
    gender,
    teacherTalentPool: number_('teacherTalentPool'),
    jobUtilization: number_('jobUtilization'),
    liveRate: text_('liveRate'),
  }
}
