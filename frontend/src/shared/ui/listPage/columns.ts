import type { ColumnType } from 'antd/es/table'

import { storageKeys } from '../../config'

/**
 * A column of a list page: Ant Design's column, with a string `key` (the
 * row's field, the export's column key and the server's sort field) and a
 * string `title` (the column chooser's and the spreadsheet's heading).
 */
export type ListColumn<Row> = Omit<ColumnType<Row>, 'key' | 'title' | 'sorter' | 'sortOrder'> & {
  key: string
  title: string
  /** The server sorts the list by this column: `true` by its `key`, or the name of the field it sorts by. */
  sortable?: boolean | string
  /** Hidden until the user shows it in the column chooser. */
  defaultHidden?: boolean
  /** The row's buttons: always shown, never offered in the chooser, never exported. */
  actions?: boolean
  /** A coded field's values in the user's words (`wordsFor`), so the spreadsheet says what the screen says. */
  exportLabels?: Record<string, string>
}

/** The user's choice of columns for one list: column key → shown. Columns not in it keep their default. */
export type ColumnChoice = Readonly<Record<string, boolean>>

/** A column of a spreadsheet export: the row field, its heading and the words of its coded values in the user's language. */
export interface ExportColumn {
  key: string
  title: string
  labels?: Record<string, string>
}

/** The words of a coded field's values (`true` and `false` as the server looks them up), for `exportLabels`. */
export function wordsFor<Code extends string | number | boolean>(codes: readonly Code[], word: (code: Code) => string): Record<string, string> {
  return Object.fromEntries(codes.map((code) => [String(code), word(code)]))
}

function storageKey(listKey: string): string {
  return `${storageKeys.listColumns}:${listKey}`
}

/** The column choice remembered for a list (none: every column as its default). */
export function readColumnChoice(listKey: string): ColumnChoice {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(storageKey(listKey)) ?? '{}')
    if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) return {}
    return Object.fromEntries(Object.entries(saved).filter(([, shown]) => typeof shown === 'boolean'))
  } catch {
    return {}
  }
}

/** Remembers a list's column choice in this browser; an empty choice forgets it. */
export function saveColumnChoice(listKey: string, choice: ColumnChoice): void {
  try {
    if (Object.keys(choice).length === 0) window.localStorage.removeItem(storageKey(listKey))
    else window.localStorage.setItem(storageKey(listKey), JSON.stringify(choice))
  } catch {
    // Without storage the choice lasts while the page is open.
  }
}

/** Whether a column shows under a choice. */
export function isShown<Row>(column: ListColumn<Row>, choice: ColumnChoice): boolean {
  if (column.actions) return true
  return choice[column.key] ?? !column.defaultHidden
}

/** The columns that show, in their order; at least one column besides the buttons always stays. */
export function shownColumns<Row>(columns: readonly ListColumn<Row>[], choice: ColumnChoice): ListColumn<Row>[] {
  const shown = columns.filter((column) => isShown(column, choice))
  if (shown.some((column) => !column.actions)) return shown
  const first = columns.find((column) => !column.actions)
  return first ? columns.filter((column) => column === first || column.actions) : shown
}

/** The choice after showing or hiding one column; a column back at its default leaves the choice. */
export function chooseColumn<Row>(
  columns: readonly ListColumn<Row>[],
  choice: ColumnChoice,
  key: string,
  shown: boolean,
): ColumnChoice {
  const column = columns.find((candidate) => candidate.key === key)
  if (!column || column.actions) return choice
  const rest = Object.fromEntries(Object.entries(choice).filter(([chosen]) => chosen !== key))
  return shown === !column.defaultHidden ? rest : { ...rest, [key]: shown }
}

/** The export's columns: the shown ones, without the buttons, with their headings. */
export function exportColumns<Row>(columns: readonly ListColumn<Row>[], choice: ColumnChoice): ExportColumn[] {
  return shownColumns(columns, choice)
    .filter((column) => !column.actions)
    .map((column) => ({ key: column.key, title: column.title, ...(column.exportLabels ? { labels: column.exportLabels } : {}) }))
}
