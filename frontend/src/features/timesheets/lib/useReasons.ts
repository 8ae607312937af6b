import { useDict } from '@/shared/dictionary/dictionary'

/** The reasons for adjusting a time sheet (the `timesheet_reason` dictionary), in the current language. */
export function useReasons() {
  return useDict('timesheet_reason')
}

export function useReasonLabel() {
  return useReasons().labelOf
}
