import { useDict } from '@/shared/dictionary/dictionary'

/** The `timesheet_reason` dictionary value that needs text. */
export const OTHER_REASON = '5'

/** The reasons for adjusting a time sheet (the `timesheet_reason` dictionary), in the current language. */
export function useReasons() {
  return useDict('timesheet_reason')
}

export function useReasonLabel() {
  return useReasons().labelOf
}
