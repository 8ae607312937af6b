import { afterEach, describe, expect, it } from 'vitest'

import {
  chooseColumn,
  exportColumns,
  type ListColumn,
  readColumnChoice,
  saveColumnChoice,
  shownColumns,
  wordsFor,
} from './columns'
import { sortOrderOf, sortParamOf } from './sort'

type Row = { a: string; b: string; c: string }

const columns: ListColumn<Row>[] = [
  { key: 'a', title: 'A', sortable: true },
  { key: 'b', title: 'B', defaultHidden: true, sortable: 'bField' },
  { key: 'c', title: 'C' },
  { key: 'actions', title: 'Actions', actions: true },
]

afterEach(() => window.localStorage.clear())

describe('column choice', () => {
  it('shows the default columns and the buttons without a choice', () => {
    expect(shownColumns(columns, {}).map((column) => column.key)).toEqual(['a', 'c', 'actions'])
  })

  it('keeps only what differs from the defaults', () => {
    let choice = chooseColumn(columns, {}, 'b', true)
    choice = chooseColumn(columns, choice, 'a', false)
    expect(choice).toEqual({ b: true, a: false })
    expect(chooseColumn(columns, choice, 'b', false)).toEqual({ a: false })
    expect(chooseColumn(columns, choice, 'actions', false)).toBe(choice)
  })

  it('never hides every column', () => {
    const shown = shownColumns(columns, { a: false, c: false })
    expect(shown.map((column) => column.key)).toEqual(['a', 'actions'])
  })

  it('exports the shown columns without the buttons', () => {
    expect(exportColumns(columns, { b: true })).toEqual([
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B' },
      { key: 'c', title: 'C' },
    ])
  })

  it('sends a coded column with the words the screen shows for its values', () => {
    const coded: ListColumn<Row>[] = [
      { key: 'a', title: 'Status', exportLabels: wordsFor([1, 2] as const, (code) => (code === 1 ? 'Unpaid' : 'Paid')) },
      { key: 'b', title: 'On', exportLabels: wordsFor([true, false], (on) => (on ? 'Yes' : 'No')) },
    ]
    expect(exportColumns(coded, {})).toEqual([
      { key: 'a', title: 'Status', labels: { '1': 'Unpaid', '2': 'Paid' } },
      { key: 'b', title: 'On', labels: { true: 'Yes', false: 'No' } },
    ])
  })

  it('is remembered per list, and ignores what is not a choice', () => {
    saveColumnChoice('one', { b: true })
    expect(readColumnChoice('one')).toEqual({ b: true })
    expect(readColumnChoice('two')).toEqual({})
    window.localStorage.setItem('listColumns:bad', '[1,2]')
    expect(readColumnChoice('bad')).toEqual({})
    window.localStorage.setItem('listColumns:odd', '{"a":"yes","c":false}')
    expect(readColumnChoice('odd')).toEqual({ c: false })
    saveColumnChoice('one', {})
    expect(window.localStorage.getItem('listColumns:one')).toBeNull()
  })
})

describe('sort', () => {
  it("turns the table's sorter into the server's parameter", () => {
    expect(sortParamOf({ columnKey: 'a', order: 'ascend' }, columns)).toBe('a,asc')
    expect(sortParamOf({ columnKey: 'b', order: 'descend' }, columns)).toBe('bField,desc')
    expect(sortParamOf({ columnKey: 'a', order: null }, columns)).toBeUndefined()
    expect(sortParamOf({ columnKey: 'c', order: 'ascend' }, columns)).toBeUndefined()
    expect(sortParamOf([{ columnKey: 'a', order: 'descend' }], columns)).toBe('a,desc')
  })

  it('shows the sort on its column only', () => {
    const [a, b, c] = columns as [ListColumn<Row>, ListColumn<Row>, ListColumn<Row>]
    expect(sortOrderOf(a, 'a,desc')).toBe('descend')
    expect(sortOrderOf(b, 'bField,asc')).toBe('ascend')
    expect(sortOrderOf(a, 'bField,asc')).toBeNull()
    expect(sortOrderOf(c, 'c,asc')).toBeNull()
    expect(sortOrderOf(a, undefined)).toBeNull()
  })
})
