import type { ColumnType } from 'antd/es/table'
import type { ReactNode } from 'react'

/**
 * Where a column goes when its row is shown as a card on a narrow screen:
 * the card's title, the corner beside it (a status), a line under the title
 * (dates), or its actions at the foot. A column without a place is one of the
 * card's labelled facts.
 */
export type CardPlace = 'title' | 'extra' | 'lead' | 'actions'

/** A table column that also knows its place on the row's card. */
export interface CardColumn<Row> extends Omit<ColumnType<Row>, 'title'> {
  key: string
  title: string
  card?: CardPlace
}

export type CardColumns<Row> = readonly CardColumn<Row>[]

type ColumnOptions<Row> = Omit<CardColumn<Row>, 'key' | 'title' | 'card' | 'render'>

/** A row's status column: its tag, in the corner of the row's card. */
export function statusColumn<Row>(
  title: string,
  tag: (row: Row) => ReactNode,
  options: ColumnOptions<Row> = {},
): CardColumn<Row> {
  return { key: 'status', title, card: 'extra', ...options, render: (_, row) => tag(row) }
}

/** A row's actions column: its buttons, at the foot of the row's card. */
export function actionsColumn<Row>(
  title: string,
  actions: (row: Row) => ReactNode,
  options: ColumnOptions<Row> = {},
): CardColumn<Row> {
  return { key: 'actions', title, card: 'actions', ...options, render: (_, row) => actions(row) }
}

type Breakpoint = NonNullable<ColumnType<unknown>['responsive']>[number]

/** Which breakpoints the window is at or above (Grid.useBreakpoint). */
export type Screens = Partial<Record<Breakpoint, boolean>>

/** What a column shows for a row, as the table would show it in the cell. */
export function cellContent<Row>(column: CardColumn<Row>, row: Row, index: number): ReactNode {
  const value =
    typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : undefined
  if (!column.render) return value as ReactNode
  const rendered = column.render(value, row, index)
  if (rendered !== null && typeof rendered === 'object' && 'props' in rendered && 'children' in rendered) {
    return rendered.children as ReactNode
  }
  return rendered as ReactNode
}

/** Whether the table shows the column on these screens (a responsive column shows from its breakpoints up). */
export function shownOn<Row>(column: CardColumn<Row>, screens: Screens): boolean {
  if (column.hidden) return false
  return !column.responsive || column.responsive.some((breakpoint) => screens[breakpoint])
}

export interface CardLayout<Row> {
  title: CardColumn<Row> | undefined
  extra: CardColumn<Row> | undefined
  leads: CardColumn<Row>[]
  facts: CardColumn<Row>[]
  actions: CardColumn<Row> | undefined
}

/** The columns shown on these screens, sorted into the parts of a card. */
export function cardLayout<Row>(columns: CardColumns<Row>, screens: Screens): CardLayout<Row> {
  const shown = columns.filter((column) => shownOn(column, screens))
  return {
    title: shown.find((column) => column.card === 'title'),
    extra: shown.find((column) => column.card === 'extra'),
    leads: shown.filter((column) => column.card === 'lead'),
    facts: shown.filter((column) => column.card === undefined),
    actions: shown.find((column) => column.card === 'actions'),
  }
}

/** The columns as Ant Design's table takes them (without their card places). */
export function tableColumns<Row>(columns: CardColumns<Row>): ColumnType<Row>[] {
  return columns.map(({ card: _card, ...column }) => column)
}
