import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { SearchItem } from '../api/favouriteSearch'
import { FavouriteSearchPanel } from './FavouriteSearchPanel'

type SearchAnswer = components['schemas']['SearchOut']

const aroha: SearchItem = {
  teacherId: 12,
  firstName: 'Aroha',
  lastName: 'Ngata',
  rank: 'silver',
  rating: '4.80',
  qualification: 1,
  registrationNumber: 'TR000012',
  isFavourite: false,
  isBlocked: false,
  workedHere: true,
}

// Ant Design's table is slow to render in jsdom when the whole suite runs at once.

describe('FavouriteSearchPanel', () => {
  it('asks for a first name, last name or registration number before sending anything', async () => {
    const fetchMock = serveApi(() => envelope(0, { list: [] } satisfies SearchAnswer))
    renderWithProviders(<FavouriteSearchPanel onOpenProfile={vi.fn()} />)

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: /Search/ }))

    expect(await screen.findByText('Please enter a first name, last name or registration number.')).toBeVisible()
    expect(callsTo(fetchMock, 'center/favourite/search')).toEqual([])
  })

  it('searches by the fields given, trimmed, and offers to add the teacher', async () => {
    // The search finds Aroha; the suggestions (the same answer's shape) are empty.
    const fetchMock = serveApi((path) =>
      envelope(0, { list: path === 'center/favourite/search' ? [aroha] : [] } satisfies SearchAnswer),
    )
    renderWithProviders(<FavouriteSearchPanel onOpenProfile={vi.fn()} />)

    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: ' Nga ' } })
    fireEvent.click(screen.getByRole('button', { name: /Search/ }))

    expect(await screen.findByText('Aroha Ngata')).toBeVisible()
    expect(screen.getByText('Worked here')).toBeVisible()
    expect(screen.getByRole('button', { name: /Add to favourites/ })).toBeEnabled()
    await waitFor(() =>
      expect(callsTo(fetchMock, 'center/favourite/search')).toEqual([
        { firstName: '', lastName: 'Nga', registrationNumber: '' },
      ]),
    )
  })

  it('suggests the teachers who have worked at the centre, to add them at once', async () => {
    const fetchMock = serveApi((path) =>
      envelope(0, { list: path === 'center/favourite/suggested' ? [aroha] : [] } satisfies SearchAnswer),
    )
    renderWithProviders(<FavouriteSearchPanel onOpenProfile={vi.fn()} />)

    const suggested = await screen.findByRole('table', { name: 'Worked at your centre' })
    expect(within(suggested).getByText('Aroha Ngata')).toBeVisible()
    expect(within(suggested).getByRole('button', { name: /Add to favourites/ })).toBeEnabled()
    expect(callsTo(fetchMock, 'center/favourite/search')).toEqual([])
  })
})
