import type { Dayjs } from 'dayjs'

/**
 * The voucher desk's words and forms, without React. The bounds mirror the
 * server's (backend/relief/voucherdesk/rules.py), which checks them again and
 * words its refusals.
 */

/** Statuses as the lists show them, with the admin labels (1 is a voucher attached to a booking: processing). */
export const DESK_STATUSES = [0, 1, 2, 3, 5] as const
export type DeskStatus = (typeof DESK_STATUSES)[number]
export type DeskStatusName = 'active' | 'processing' | 'using' | 'used' | 'expired'

export function deskStatusName(status: number): DeskStatusName {
  switch (status) {
    case 1:
      return 'processing'
    case 2:
      return 'using'
    case 3:
    case 4:
      return 'used'
    case 5:
      return 'expired'
    default:
      return 'active'
  }
}

export const STATUS_COLOURS: Record<DeskStatusName, string> = {
  active: 'green',
  processing: 'blue',
  using: 'gold',
  used: 'default',
  expired: 'red',
}

export const VOUCHER_TYPES = [1, 2, 3] as const
export type VoucherTypeName = 'signup' | 'booking' | 'platform'

/** Voucher type 1 signup voucher, 2 booking voucher, 3 issued by the platform. */
export function voucherTypeName(type: number): VoucherTypeName {
  if (type === 2) return 'booking'
  if (type === 3) return 'platform'
  return 'signup'
}

export const USE_TYPES = [0, 1, 2] as const
export type UseTypeName = 'all' | 'qualified' | 'unqualified'

/** Use type 0 all teachers, 1 qualified teachers, 2 unqualified teachers. */
export function coversName(useType: number): UseTypeName {
  if (useType === 1) return 'qualified'
  if (useType === 2) return 'unqualified'
  return 'all'
}

/** Only an active voucher (shown so: before its expiry, on no booking or invoice) may be expired early. */
export function expirable(voucher: { status: number }): boolean {
  return voucher.status === 0
}

export const NAME_LENGTH = { min: 2, max: 64 } as const
export const CONDITIONS_LENGTH = 500
export const REASON_LENGTH = 500
export const LOWEST_VALUE = 1
export const HIGHEST_VALUE = 1000
export const LONGEST_VALIDITY_DAYS = 730
export const MOST_CENTRES = 1000

/** Whether a voucher may be valid until the end of `day`: after `today` (the platform's), at most two years ahead. */
export function expiryDayAllowed(day: Dayjs, today: Dayjs): boolean {
  return day.isAfter(today, 'day') && !day.isAfter(today.add(LONGEST_VALIDITY_DAYS, 'day'), 'day')
}

export interface DeskFilterValues {
  statuses?: number[]
  centreId?: number | null
  voucherType?: number | null
  useType?: number | null
  keyword?: string
  issued?: [Dayjs | null, Dayjs | null] | null
  expires?: [Dayjs | null, Dayjs | null] | null
}

export interface DeskFilters {
  statuses?: DeskStatus[]
  centreId?: number
  voucherType?: 1 | 2 | 3
  useType?: 0 | 1 | 2
  keyword?: string
  issuedFrom?: string
  issuedTo?: string
  expiresFrom?: string
  expiresTo?: string
}

const day = (value: Dayjs | null | undefined) => value?.format('YYYY-MM-DD')

/** The filter form's values as the list's filters: empty choices left out, the periods as their days. */
export function deskFilters(values: Record<string, unknown>): DeskFilters {
  const form = values as DeskFilterValues
  const statuses = (form.statuses ?? []).filter((status): status is DeskStatus => (DESK_STATUSES as readonly number[]).includes(status))
  const centreId = Number(form.centreId)
  const keyword = form.keyword?.trim()
  const [issuedFrom, issuedTo] = form.issued ?? [null, null]
  const [expiresFrom, expiresTo] = form.expires ?? [null, null]
  const filters: DeskFilters = {}
  if (statuses.length) filters.statuses = statuses
  if (Number.isInteger(centreId) && centreId > 0) filters.centreId = centreId
  if (form.voucherType === 1 || form.voucherType === 2 || form.voucherType === 3) filters.voucherType = form.voucherType
  if (form.useType === 0 || form.useType === 1 || form.useType === 2) filters.useType = form.useType
  if (keyword) filters.keyword = keyword
  if (day(issuedFrom)) filters.issuedFrom = day(issuedFrom)
  if (day(issuedTo)) filters.issuedTo = day(issuedTo)
  if (day(expiresFrom)) filters.expiresFrom = day(expiresFrom)
  if (day(expiresTo)) filters.expiresTo = day(expiresTo)
  return filters
}

export type Recipients = 'chosen' | 'matching'
export type Validity = 'date' | 'days'

export interface IssueFormValues {
  recipients: Recipients
  centreIds?: number[]
  region?: string | null
  keyword?: string
  enabledOnly?: boolean
  name: string
  conditions?: string
  value: number | null
  useType: 0 | 1 | 2
  validity: Validity
  expiresOn?: Dayjs | null
  validDays?: number | null
}

export interface CentreMatchFilter {
  keyword?: string
  region?: string
  enabled?: boolean
}

/** The centres an issue by filter reaches: the centre list's filter (a switched-off centre only when asked). */
export function matchFilter(values: Pick<IssueFormValues, 'region' | 'keyword' | 'enabledOnly'>): CentreMatchFilter {
  const keyword = values.keyword?.trim()
  return {
    ...(keyword ? { keyword } : {}),
    ...(values.region ? { region: values.region } : {}),
    ...(values.enabledOnly === false ? {} : { enabled: true }),
  }
}

export interface IssueBody {
  centreIds?: number[]
  matching?: CentreMatchFilter
  name: string
  conditions?: string | null
  value: string
  useType: 0 | 1 | 2
  expiresOn?: string
  validDays?: number
}

/** The issue form as the call's body: the centres chosen or the filter, the value in cents' text, one validity. */
export function issueBody(values: IssueFormValues): IssueBody {
  const conditions = values.conditions?.trim()
  return {
    ...(values.recipients === 'matching' ? { matching: matchFilter(values) } : { centreIds: [...new Set(values.centreIds ?? [])] }),
    name: values.name.trim(),
    conditions: conditions ? conditions : null,
    value: (values.value ?? 0).toFixed(2),
    useType: values.useType,
    ...(values.validity === 'date'
      ? values.expiresOn
        ? { expiresOn: values.expiresOn.format('YYYY-MM-DD') }
        : {}
      : values.validDays
        ? { validDays: values.validDays }
        : {}),
  }
}
