import type { Dayjs } from 'dayjs'

import type { AuditEntry, AuditFilters } from '../api/audit'

/** The audit filter form's values. */
export interface AuditFilterValues {
  who?: string
  call?: string
  permission?: string
  targetTable?: string
  targetId?: string
  period?: [Dayjs | null, Dayjs | null] | null
  result?: 'success' | 'refused'
}

const trimmed = (text: string | undefined) => (text?.trim() ? text.trim() : undefined)

/** The form's values as the list's filters: texts trimmed (blank ones left out), the period as its two days. */
export function auditFilters(values: Record<string, unknown>): AuditFilters {
  const form = values as AuditFilterValues
  const [from, to] = form.period ?? [null, null]
  const filters: AuditFilters = {
    who: trimmed(form.who),
    call: trimmed(form.call),
    permission: trimmed(form.permission),
    targetTable: trimmed(form.targetTable),
    targetId: trimmed(form.targetId),
    dateFrom: from ? from.format('YYYY-MM-DD') : undefined,
    dateTo: to ? to.format('YYYY-MM-DD') : undefined,
    result: form.result,
  }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as AuditFilters
}

/** Who acted: the staff member's name or e-mail, else the account a sign-in tried, else nobody known. */
export function actorOf(entry: Pick<AuditEntry, 'actorName' | 'actorEmail' | 'account'>): string | null {
  return entry.actorName || entry.actorEmail || entry.account || null
}

/** The record a call changed, as `table #id`. */
export function recordOf(entry: Pick<AuditEntry, 'targetTable' | 'targetId'>): string | null {
  if (!entry.targetTable) return null
  return entry.targetId ? `${entry.targetTable} #${entry.targetId}` : entry.targetTable
}

/** Whether the call went through (rtn_code 0). */
export function succeeded(entry: Pick<AuditEntry, 'rtnCode'>): boolean {
  return entry.rtnCode === 0
}

/** A value of a changed field as text: nothing as an empty mark, lists and objects as JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Whether a field's value changed (a created or deleted record's every field did). */
export function differs(before: unknown, after: unknown): boolean {
  return shownValue(before) !== shownValue(after)
}
