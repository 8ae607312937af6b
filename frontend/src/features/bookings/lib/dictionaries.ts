/**
 * What the booking screens need from the reference dictionaries
 * (`age_group`, `talent_pool`, `cancel_reason`). The app's page reads them
 * through the dictionary feature and hands them in, so that this feature does
 * not reach into another.
 */
export interface BookingDictionaries {
  ageGroupLabel: (value: number | null) => string
  talentPoolLabel: (value: number | null) => string
  /** The spec's cancellation reasons: `value` is the text the server keeps, `label` the text shown. */
  cancelReasons: { value: string; label: string }[]
  /** A kept cancellation reason in the current language. */
  reasonLabel: (reason: string) => string
  /** The reasons are still loading. */
  cancelReasonsLoading: boolean
}

/** A dictionary entry as the dictionary call answers it. */
export interface ReasonEntry {
  value: string
  label: string
  labelZh: string
  dictSort: number
}

/**
 * Cancellation reasons as options: the server keeps the reason's English
 * text (it words the teacher's notice with it); the centre reads its own language.
 */
export function reasonOptions(entries: readonly ReasonEntry[], language: string): { value: string; label: string }[] {
  const chinese = language.toLowerCase().startsWith('zh')
  return [...entries]
    .sort((a, b) => a.dictSort - b.dictSort)
    .map((entry) => ({ value: entry.label, label: chinese && entry.labelZh ? entry.labelZh : entry.label }))
}

/** A kept reason in the current language; a reason outside the list is shown as kept. */
export function reasonLabeller(entries: readonly ReasonEntry[], language: string): (reason: string) => string {
  const labels = new Map(reasonOptions(entries, language).map((option) => [option.value, option.label]))
  return (reason) => labels.get(reason) ?? reason
}
