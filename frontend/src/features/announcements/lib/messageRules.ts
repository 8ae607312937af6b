import { type Refusal, refusalOf } from '@/shared/refusals'
import { isApiError } from '@/shared/api/ApiError'

import type { MessageDraft } from '../api/messageActions'
import type { Audience, Message, MessageAccount } from '../api/messages'

export const AUDIENCES: readonly Audience[] = ['everyone', 'centres', 'teachers', 'accounts']

export const SUBJECT_MAX = 100
export const DESCRIPTION_MAX = 2000
export const ACCOUNTS_MAX = 500

/** The message form's values. */
export interface MessageValues {
  subject: string
  description: string
  audience: Audience
  accountIds: number[]
  sendEmail: boolean
}

/** The form's values for a draft, or for a new message (every centre and teacher, no e-mail). */
export function valuesOf(message?: Message | null): MessageValues {
  return {
    subject: message?.subject ?? '',
    description: message?.description ?? '',
    audience: message?.audience ?? 'everyone',
    accountIds: message?.accountIds ?? [],
    sendEmail: message?.sendEmail ?? false,
  }
}

/** What the server is sent: texts trimmed, the chosen accounts only for the `accounts` audience. */
export function draftOf(values: MessageValues, id?: number): MessageDraft {
  return {
    ...(id === undefined ? {} : { id }),
    subject: values.subject.trim(),
    description: values.description.trim(),
    audience: values.audience,
    accountIds: values.audience === 'accounts' ? values.accountIds : [],
    sendEmail: values.sendEmail,
  }
}

const FIELDS: readonly string[] = ['subject', 'description', 'audience', 'accountIds', 'sendEmail']

/** Where a refusal of the form is shown: under the field it names, else above the form. */
export function refusalPlace(error: unknown): { field: keyof MessageValues; text: string } | { field: null; text: string } {
  const text = error instanceof Error ? error.message : String(error)
  if (!isApiError(error)) return { field: null, text }
  const refusal: Refusal = refusalOf(error.code, error.data)
  return refusal.field && FIELDS.includes(refusal.field)
    ? { field: refusal.field as keyof MessageValues, text }
    : { field: null, text }
}

/** Accounts by id: those a draft names, then those found, the latest found winning. */
export function knownAccounts(...groups: readonly (readonly MessageAccount[] | undefined)[]): Map<number, MessageAccount> {
  const known = new Map<number, MessageAccount>()
  for (const group of groups) for (const account of group ?? []) known.set(account.userId, account)
  return known
}
