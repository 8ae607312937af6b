/**
 * Where the job-creation draft lives while the centre is on a creation page:
 * the `jobProcess` cookie (start, end, gender, talent pool, number of teachers,
 * live rate), the `processId` cookie (16 random characters, then the live
 * quote's id) and the process type (this tab's sessionStorage, so a reload of
 * the page keeps it and another tab has its own).
 */
import Cookies from 'js-cookie'

import { cookieOptions } from '@/shared/lib/cookieOptions'

import {
  abandonmentReport,
  isProcessType,
  type JobProcessDraft,
  leaveAction,
  type LeaveAction,
  parseDraft,
  ProcessType,
  randomProcessId,
} from './jobProcess'
import type { AbandonReport } from '../api/reportAbandonedDraft'

export const JOB_PROCESS_COOKIE = 'jobProcess'
export const PROCESS_ID_COOKIE = 'processId'
export const PROCESS_TYPE_KEY = 'jobProcessType'

/** The draft cookies live a day; Secure when the page is served over HTTPS. */
const draftCookieOptions = (): Cookies.CookieAttributes => cookieOptions({ expires: 1 })

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function writeSession(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, value)
  } catch {
    // Storage refused (a private window): the in-memory value below still holds for this page.
  }
}

let memoryProcessType: ProcessType | null = null

export const jobProcessStore = {
  processType(): ProcessType | null {
    const stored = Number(readSession(PROCESS_TYPE_KEY))
    return isProcessType(stored) ? stored : memoryProcessType
  },

  setProcessType(type: ProcessType): void {
    memoryProcessType = type
    writeSession(PROCESS_TYPE_KEY, String(type))
  },

  draft(): JobProcessDraft {
    return parseDraft(Cookies.get(JOB_PROCESS_COOKIE))
  },

  /** Merges fields into the draft cookie (undefined leaves a field as it is). */
  updateDraft(fields: JobProcessDraft): void {
    const next: JobProcessDraft = { ...this.draft() }
    for (const [key, value] of Object.entries(fields) as [keyof JobProcessDraft, JobProcessDraft[keyof JobProcessDraft]][]) {
      if (value !== undefined) Object.assign(next, { [key]: value })
    }
    Cookies.set(JOB_PROCESS_COOKIE, JSON.stringify(next), draftCookieOptions())
  },

  processId(): string | null {
    return Cookies.get(PROCESS_ID_COOKIE) || null
  },

  setProcessId(processId: string): void {
    Cookies.set(PROCESS_ID_COOKIE, processId, draftCookieOptions())
  },

  /** Entering a creation page: process type 2, and a processId if the draft has none yet. */
  enter(): void {
    this.setProcessType(ProcessType.entered)
    if (!this.processId()) this.setProcessId(randomProcessId())
  },

  /** A live quote was shown: its id and rate become the draft's, process type 1. */
  quoted(processId: string, liveRate: string): void {
    this.setProcessId(processId)
    this.updateDraft({ liveRate })
    this.setProcessType(ProcessType.quoted)
  },

  /** The booking was made: leaving for Processing skips the report. */
  created(): void {
    this.setProcessType(ProcessType.created)
  },

  discard(): void {
    Cookies.remove(JOB_PROCESS_COOKIE, { path: '/' })
    Cookies.remove(PROCESS_ID_COOKIE, { path: '/' })
    memoryProcessType = null
    writeSession(PROCESS_TYPE_KEY, null)
  },

  /**
   * The centre left a creation page for `destination`: report the draft when
   * the rules ask for it, and drop it unless the destination is another
   * creation page. Answers what was done.
   */
  leave(destination: string, send: (report: AbandonReport) => unknown, now: number = Date.now()): LeaveAction {
    const draft = this.draft()
    const action = leaveAction(destination, this.processType(), draft, now)
    if (action === 'stay') return action
    if (action === 'report') {
      const report = abandonmentReport(this.processId() ?? '', draft)
      if (report) send(report)
    }
    this.discard()
    return action
  },
}
