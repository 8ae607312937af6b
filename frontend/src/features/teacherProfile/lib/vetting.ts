import type { ChecklistItem } from '../api/approvalState'

/** The checklist items the app has a step for, in the order it asks for them (docs/api.md). */
export const SETUP_ITEMS = [
  'cv',
  'first_aid',
  'police_vetting',
  'registration',
  'photo_id',
  'work_eligibility',
  'tax_letter',
  'bank_account',
] as const

export type SetupItem = (typeof SETUP_ITEMS)[number]

export function isSetupItem(value: string | undefined): value is SetupItem {
  return (SETUP_ITEMS as readonly string[]).includes(value ?? '')
}

/** The steps of this teacher's setup: the checklist's items the app has a step for, in its order. */
export function setupSteps(items: readonly ChecklistItem[]): SetupItem[] {
  const present = new Set(items.map((item) => item.item))
  return SETUP_ITEMS.filter((item) => present.has(item))
}

/** The step after `current` (skipped or done), or null after the last one. */
export function stepAfter(steps: readonly SetupItem[], current: SetupItem): SetupItem | null {
  const index = steps.indexOf(current)
  return index >= 0 ? (steps[index + 1] ?? null) : null
}

/** The first step still owed, or null when nothing is. */
export function firstOwed(items: readonly ChecklistItem[]): SetupItem | null {
  const owed = items.find((item) => item.problem !== null && isSetupItem(item.item))
  return owed && isSetupItem(owed.item) ? owed.item : null
}

/** A problem's translation key (`teacherProfile.vetting.problems.*`). */
export function problemKey(problem: string | null): string {
  if (problem === 'missing' || problem === 'expired' || problem === 'requested') return `teacherProfile.vetting.problems.${problem}`
  return 'teacherProfile.vetting.problems.done'
}
