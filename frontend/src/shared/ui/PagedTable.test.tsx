import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithProviders } from '@/test/render'
import { setScreenWidth } from '@/test/screen'

import type { CardColumns } from './cardColumns'

import { FIRST_PAGE, type Paging, PagedTable } from './PagedTable'

interface Letter {
  id: number
  name: string
}

const columns: CardColumns<Letter> = [{ key: 'name', title: 'Name', dataIndex: 'name', card: 'title' }]

/** A server of 45 letters, 'Letter 1' to 'Letter 45', paged by pageNo and pageSize. */
function letterPage({ pageNo, pageSize }: Paging) {
  const first = (pageNo - 1) * pageSize + 1
  const last = Math.min(45, pageNo * pageSize)
  const list = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => ({ id: first + i, name: `Letter ${first + i}` }))
  return { list, total: 45, pageNo, pageSize }
}

function Letters({ onPaging, sizeChanger }: { onPaging?: (paging: Paging) => void; sizeChanger?: boolean }) {
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 10 })
  return (
    <PagedTable<Letter>
      rowKey="id"
      columns={columns}
      page={letterPage(paging)}
      loading={false}
      label="Letters"
      emptyText="No letters yet"
      paging={paging}
      onPaging={(next) => {
        onPaging?.(next)
        setPaging(next)
      }}
      sizeChanger={sizeChanger}
      showTotal={(count) => `${count} letters`}
    />
  )
}

function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Letters' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '')
}

describe('PagedTable', () => {
  it('starts at the first page of twenty', () => {
    expect(FIRST_PAGE).toEqual({ pageNo: 1, pageSize: 20 })
  })

  it('shows the page rows under its name, the total and no size choice unless asked', () => {
    renderWithProviders(<Letters />)
    expect(rowNames()).toEqual(Array.from({ length: 10 }, (_, i) => `Letter ${i + 1}`))
    expect(screen.getByText('45 letters')).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: '5' })).toBeInTheDocument()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    expect(screen.queryByText('No letters yet')).not.toBeInTheDocument()
  })

  it('asks for another page and keeps the page size', async () => {
    const onPaging = vi.fn()
    renderWithProviders(<Letters onPaging={onPaging} />)
    await userEvent.click(screen.getByRole('listitem', { name: '3' }))
    expect(onPaging).toHaveBeenLastCalledWith({ pageNo: 3, pageSize: 10 })
    expect(rowNames()[0]).toBe('Letter 21')
  })

  it('starts again at page 1 when the page size changes', async () => {
    const onPaging = vi.fn()
    renderWithProviders(<Letters onPaging={onPaging} sizeChanger />)
    await userEvent.click(screen.getByRole('listitem', { name: '2' }))
    fireEvent.mouseDown(screen.getByRole('combobox'))
    await userEvent.click(await screen.findByTitle('20 / page'))
    expect(onPaging).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 20 })
    expect(rowNames()).toEqual(Array.from({ length: 20 }, (_, i) => `Letter ${i + 1}`))
  })

  it('says there is nothing, with the way to make the first one', () => {
    renderWithProviders(
      <PagedTable<Letter>
        rowKey="id"
        columns={columns}
        page={undefined}
        loading={false}
        label="Letters"
        emptyText="No letters yet"
        emptyAction={<button type="button">Write a letter</button>}
        paging={FIRST_PAGE}
        onPaging={() => {}}
      />,
    )
    expect(screen.getByText('No letters yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Write a letter' })).toBeInTheDocument()
    expect(screen.queryByText('Letter 1')).not.toBeInTheDocument()
  })

  describe('on a phone', () => {
    const withFacts: CardColumns<Letter> = [
      { key: 'name', title: 'Name', dataIndex: 'name', card: 'title' },
      { key: 'id', title: 'Number', dataIndex: 'id' },
      { key: 'wide', title: 'Only on wide screens', responsive: ['lg'], render: () => 'hidden on a phone' },
      {
        key: 'actions',
        title: 'Actions',
        card: 'actions',
        render: (_, letter) => <button type="button">Open {letter.name}</button>,
      },
    ]

    it('shows each row as a card: its title, its facts by label and its action', () => {
      setScreenWidth(375)
      renderWithProviders(
        <PagedTable<Letter>
          rowKey="id"
          columns={withFacts}
          page={letterPage({ pageNo: 1, pageSize: 10 })}
          loading={false}
          label="Letters"
          emptyText="No letters yet"
          paging={{ pageNo: 1, pageSize: 10 }}
          onPaging={() => {}}
        />,
      )
      expect(screen.queryByRole('table', { name: 'Letters' })).not.toBeInTheDocument()
      const cards = within(screen.getByRole('list', { name: 'Letters' })).getAllByRole('listitem')
      expect(cards).toHaveLength(10)
      const first = within(cards[0] as HTMLElement)
      expect(first.getByText('Letter 1')).toBeInTheDocument()
      expect(first.getByText('Number')).toBeInTheDocument()
      expect(first.getByRole('button', { name: 'Open Letter 1' })).toBeInTheDocument()
      expect(first.queryByText('hidden on a phone')).not.toBeInTheDocument()
    })

    it('pages the cards', async () => {
      setScreenWidth(375)
      const onPaging = vi.fn()
      renderWithProviders(<Letters onPaging={onPaging} />)
      await userEvent.click(screen.getByRole('listitem', { name: 'Next Page' }))
      expect(onPaging).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10 })
      expect(screen.getByText('Letter 11')).toBeInTheDocument()
    })
  })
})
