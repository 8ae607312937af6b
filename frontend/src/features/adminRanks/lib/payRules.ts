import dayjs, { type Dayjs } from 'dayjs'

import { isApiError } from '@/shared/api/ApiError'
import { refusalOf, refusalText } from '@/shared/refusals'
import { formRefusal } from '@/shared/refusals/formRefusal'

import type { NewParityStep, ParityStep } from '../api/parity'
import type { AdminRank, RankChange } from '../api/ranks'

/** The server's warnings that staff confirm: a rank's rate below a pay parity step, a step above a rank's rate. */
export const CONFIRM_CODES: readonly number[] = [45016, 45025]

/** The bounds of an hourly rate and of a rank's points (the server's rules). */
export const LOWEST_RATE = 1
export const HIGHEST_RATE = 500
export const MOST_POINTS = 1_000_000
export const NAME_MAX = 64

export const RANK_FIELDS = ['pointsNeeded', 'qualifiedRate', 'unqualifiedRate'] as const
export const STEP_FIELDS = ['name', 'minimumRate', 'effectiveFrom'] as const

export interface RankValues {
  pointsNeeded: number
  qualifiedRate: number
  unqualifiedRate: number
}

export interface StepValues {
  name: string
  minimumRate: number | null
  effectiveFrom: Dayjs | null
}

/** Where a refused save goes: a warning to confirm, the field it names, or above the fields. */
export interface SaveRefusal<Field extends string> {
  confirm: boolean
  field: Field | null
  text: string
}

/** The values of a refusal that name a rank (bronze, silver, black). */
const RANK_VALUES = ['rank', 'previous', 'next'] as const

/**
 * Where a refused save goes, worded with the ranks named in the reader's
 * language (`rankName`): the server names them as it keeps them.
 */
export function saveRefusal<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  rankName: (name: string) => string = (name) => name,
): SaveRefusal<Field> {
  const refusal = formRefusal(error, fields)
  const confirm = refusal.code !== null && CONFIRM_CODES.includes(refusal.code)
  let text = refusal.text
  if (isApiError(error) && error.kind === 'refusal') {
    const found = refusalOf(error.code, error.data)
    const named = RANK_VALUES.filter((name) => typeof found.values[name] === 'string')
    if (named.length > 0) {
      const values = { ...found.values }
      for (const name of named) values[name] = rankName(String(values[name]))
      text = refusalText({ ...found, values }) ?? text
    }
  }
  return { confirm, field: confirm ? null : refusal.field, text }
}

export function rankValuesOf(rank: AdminRank): RankValues {
  return { pointsNeeded: rank.pointsNeeded, qualifiedRate: Number(rank.qualifiedRate), unqualifiedRate: Number(rank.unqualifiedRate) }
}

/** Money as the server takes it: two places. */
export function amount(value: number): string {
  return value.toFixed(2)
}

export function rankChangeOf(rankId: number, values: RankValues, confirmed = false): RankChange {
  return {
    rankId,
    pointsNeeded: values.pointsNeeded,
    qualifiedRate: amount(values.qualifiedRate),
    unqualifiedRate: amount(values.unqualifiedRate),
    confirmed,
  }
}

/** The first rank needs 0 points, which it keeps. */
export function isFirstRank(rank: AdminRank, ranks: readonly AdminRank[]): boolean {
  return ranks.length > 0 && ranks[0]?.rankId === rank.rankId
}

/** The points a rank may need: above the rank before, below the rank after. */
export function pointsRange(rank: AdminRank, ranks: readonly AdminRank[]): { min: number; max: number } {
  const at = ranks.findIndex((one) => one.rankId === rank.rankId)
  const before = at > 0 ? ranks[at - 1] : undefined
  const after = at >= 0 ? ranks[at + 1] : undefined
  if (at === 0) return { min: 0, max: 0 }
  return { min: before ? before.pointsNeeded + 1 : 0, max: after ? after.pointsNeeded - 1 : MOST_POINTS }
}

export function stepValuesOf(step: ParityStep | null): StepValues {
  if (!step) return { name: '', minimumRate: null, effectiveFrom: null }
  return { name: step.name, minimumRate: Number(step.minimumRate), effectiveFrom: dayjs(step.effectiveFrom) }
}

export function newStepOf(values: StepValues, confirmed = false): NewParityStep {
  return {
    name: values.name.trim(),
    minimumRate: amount(values.minimumRate ?? 0),
    effectiveFrom: values.effectiveFrom ? values.effectiveFrom.format('YYYY-MM-DD') : '',
    confirmed,
  }
}

export type StepState = 'inForce' | 'upcoming' | 'superseded'

/** Whether pricing applies a step today, will from its day, or no longer does. */
export function stepState(step: ParityStep, today: string): StepState {
  if (step.inForce) return 'inForce'
  return step.effectiveFrom > today ? 'upcoming' : 'superseded'
}
