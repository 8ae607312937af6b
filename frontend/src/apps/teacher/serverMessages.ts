import type { Envelope } from '@/shared/api/envelope'

/**
 * The sentences the teacher calls refuse with (docs/api.md, "Teacher app
 * calls" and "Teacher documents"), mapped to translations so that they show
 * in the chosen language.
 */
const SENTENCES: Record<string, string> = {
  'This invite is no longer open.': 'teacherApp.server.inviteClosed',
  'The invite does not exist.': 'teacherApp.server.inviteMissing',
  'A job that has started cannot be left; please contact the centre.': 'teacherApp.server.jobStarted',
  'This job can no longer be left.': 'teacherApp.server.jobNotLeavable',
  'Please give a reason for the leave.': 'teacherApp.server.leaveReason',
  'The job record does not exist.': 'teacherApp.server.jobMissing',
  'There is no extension waiting for your answer.': 'teacherApp.server.noExtension',
  'This job can no longer be extended.': 'teacherApp.server.notExtendable',
  'The extension time has already passed.': 'teacherApp.server.extensionPassed',
  'You are already booked at that time.': 'teacherApp.server.alreadyBooked',
  'This time overlaps a time you already marked unavailable.': 'teacherApp.server.spanOverlaps',
  'The end of an unavailable time must be later than its start.': 'teacherApp.server.spanEnd',
  'An unavailable time can be at most 31 days long.': 'teacherApp.server.spanTooLong',
  'This time has already passed; please choose a time that ends in the future.': 'teacherApp.server.spanPassed',
  'The unavailable time does not exist.': 'teacherApp.server.spanMissing',
  'The end date cannot be earlier than the start date.': 'teacherApp.server.rangeOrder',
  'Please choose a range of at most 92 days.': 'teacherApp.server.rangeTooLong',
  'Parameter error: latitude and longitude of your home must be given together.': 'teacherApp.server.homeTogether',
  'Parameter error: mobile must be a phone number such as +64 21 123 4567.': 'teacherApp.server.mobile',
  'Parameter error: travelRadiusKm input should be less than or equal to 100.': 'teacherApp.server.radius',
  'This call is for teacher accounts.': 'teacherApp.server.teacherOnly',
  'The file is empty.': 'teacherApp.server.fileEmpty',
  "The file's content does not match its name.": 'teacherApp.server.fileMismatch',
  'Only JPG or PDF or PNG files are accepted.': 'teacherApp.server.fileType',
  'Only JPG or PNG files are accepted.': 'teacherApp.server.photoType',
  'This document has already expired.': 'teacherApp.server.documentExpired',
  'The expiry date must be after the issue date.': 'teacherApp.server.documentDates',
  'The document does not exist.': 'teacherApp.server.documentMissing',
  'The file does not exist.': 'teacherApp.server.fileMissing',
}

/** The codes whose rtn_msg the teacher calls word for the case (docs/api.md, "Teacher app calls"). */
const RECORD_MISSING = 1003
const REFUSED = 1004

const FILE_TOO_LARGE = /^The file is larger than (\d+) MB\.$/

type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * How the teacher app words a refusal: a known sentence in the chosen
 * language; otherwise, for 1003 and 1004, the server's own sentence (the
 * teacher calls say why, where the catalogue's fixed text would not);
 * otherwise undefined, leaving the request layer's default.
 */
export function teacherRefusalText(envelope: Pick<Envelope, 'rtn_code' | 'rtn_msg'>, translate: Translate): string | undefined {
  const text = (envelope.rtn_msg ?? '').trim()
  const key = SENTENCES[text]
  if (key) return translate(key)
  const tooLarge = FILE_TOO_LARGE.exec(text)
  if (tooLarge) return translate('teacherApp.server.fileTooLarge', { size: tooLarge[1] })
  if ((envelope.rtn_code === RECORD_MISSING || envelope.rtn_code === REFUSED) && text) return text
  return undefined
}
