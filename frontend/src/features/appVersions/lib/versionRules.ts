import dayjs, { type Dayjs } from 'dayjs'

import { zonedDate } from '@/shared/lib/platformTime'

import type { VersionDraft } from '../api/versionActions'
import type { VersionCheck } from '../api/versionCheck'
import type { AppVersion, Platform, UpdateType } from '../api/versions'

export const PLATFORMS: readonly Platform[] = ['android', 'ios', 'web']
export const UPDATE_TYPES: readonly UpdateType[] = ['general', 'silent', 'forced']

export const NUMBER_MAX = 20
export const PACKAGE_MAX = 500
export const DESCRIPTION_MAX = 2000

/** The form of a version number, as the server reads it: three whole numbers, such as 1.2.3. */
const VERSION_NUMBER = /^\s*[0-9]{1,5}\.[0-9]{1,5}\.[0-9]{1,5}\s*$/

export function isVersionNumber(text: string): boolean {
  return VERSION_NUMBER.test(text)
}

/** The version form's values. */
export interface VersionValues {
  platform: Platform
  number: string
  type: UpdateType
  package: string
  releaseDate: Dayjs
  description: string
}

/** The form's values for a version, or for a new one (Android, a general update released today in New Zealand). */
export function valuesOf(version: AppVersion | null, today: Dayjs = dayjs(zonedDate(new Date()))): VersionValues {
  return {
    platform: version?.platform ?? 'android',
    number: version?.number ?? '',
    type: version?.type ?? 'general',
    package: version?.package ?? '',
    releaseDate: version ? dayjs(version.releaseDate) : today.startOf('day'),
    description: version?.description ?? '',
  }
}

/** What the server is sent: texts trimmed, the release date as a day. */
export function draftOf(values: VersionValues, id?: number): VersionDraft {
  return {
    ...(id === undefined ? {} : { id }),
    platform: values.platform,
    number: values.number.trim(),
    type: values.type,
    package: values.package.trim(),
    releaseDate: values.releaseDate.format('YYYY-MM-DD'),
    description: values.description.trim(),
  }
}

/** What the app shows for the server's answer: a prompt that cannot be dismissed, a notice, or nothing. */
export type UpdatePromptKind = 'reload' | 'notice' | null

export function promptFor(check: VersionCheck | undefined): UpdatePromptKind {
  if (check?.update === 'forced') return 'reload'
  if (check?.update === 'general') return 'notice'
  // A silent update is taken at the next load without a word; none is nothing.
  return null
}
