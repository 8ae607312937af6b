import type { DocumentKind } from '../api/uploadDocument'

/** Every kind of document, in the order the screen lists them (docs/api.md, "Teacher documents"). */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'registration',
  'first_aid',
  'police_vetting',
  'cv',
  'photo_id',
  'photo',
  'vaccine_pass',
  'transcripts',
  'work_eligibility',
  'tax_letter',
]

/** The kinds whose expiry matching checks: an expired one stops invites. */
export const VETTING_KINDS: readonly DocumentKind[] = ['registration', 'first_aid', 'police_vetting']

const MB = 1_048_576
/** The server's defaults (`UPLOAD_MAX_BYTES`; the profile photo 1 MB): the server has the last word. */
export const DOCUMENT_MAX_BYTES = 5 * MB
export const PHOTO_MAX_BYTES = 1 * MB

const DOCUMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png']

export interface KindRules {
  /** The file picker's `accept`. */
  accept: string
  maxBytes: number
  /** The dates the form asks for. */
  dates: boolean
  vetting: boolean
}

export function kindRules(kind: DocumentKind): KindRules {
  if (kind === 'photo') {
    return { accept: '.jpg,.jpeg,.png,image/jpeg,image/png', maxBytes: PHOTO_MAX_BYTES, dates: false, vetting: false }
  }
  return {
    accept: '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    maxBytes: DOCUMENT_MAX_BYTES,
    dates: kind !== 'cv' && kind !== 'transcripts',
    vetting: VETTING_KINDS.includes(kind),
  }
}

export type FileProblem = 'empty' | 'tooLarge' | 'type'

/**
 * Why a chosen file cannot go up, or null. The server checks the content
 * itself; this only saves a phone from sending a file that must fail.
 */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>, kind: DocumentKind): FileProblem | null {
  const rules = kindRules(kind)
  if (file.size === 0) return 'empty'
  const extension = file.name.toLowerCase().split('.').pop() ?? ''
  const allowed = kind === 'photo' ? PHOTO_EXTENSIONS : Object.keys(DOCUMENT_TYPES)
  if (!allowed.includes(extension)) return 'type'
  if (file.type && file.type !== DOCUMENT_TYPES[extension]) return 'type'
  if (file.size > rules.maxBytes) return 'tooLarge'
  return null
}

export type DatesProblem = 'expiryBeforeIssue' | 'expired'

/** The server's date rules: expiry after issue, and not already past (dates are `YYYY-MM-DD`). */
export function datesProblem(issuedOn: string | null, expiresOn: string | null, today: string): DatesProblem | null {
  if (issuedOn && expiresOn && expiresOn <= issuedOn) return 'expiryBeforeIssue'
  if (expiresOn && expiresOn < today) return 'expired'
  return null
}

/** A file size for people: `48 KB`, `1.2 MB`. */
export function fileSizeText(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(Math.round((bytes / MB) * 10) / 10).toString()} MB`
}
