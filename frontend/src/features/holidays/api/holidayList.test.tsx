import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

import { createQueryClient } from '@/shared/api/queryClient'
import type { components } from '@/shared/api/schema'
import { callsTo, envelope, serveApi } from '@/test/render'

import { useHolidayList } from './holidayList'

type HolidayList = components['schemas']['HolidayListOut']

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
}

describe('useHolidayList', () => {
  it('asks for one year', async () => {
    const fetchMock = serveApi(() =>
      envelope(0, { list: [{ date: '2027-01-01', name: "New Year's Day", region: null }] } satisfies HolidayList),
    )
    const { result } = renderHook(() => useHolidayList(2027), { wrapper })
    await waitFor(() => expect(result.current.data?.list).toHaveLength(1))
    expect(callsTo(fetchMock, 'show/holiday/list')).toEqual([{ year: 2027 }])
  })

  it('asks for the current year without a body field', async () => {
    const fetchMock = serveApi(() => envelope(0, { list: [] } satisfies HolidayList))
    const { result } = renderHook(() => useHolidayList(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(callsTo(fetchMock, 'show/holiday/list')).toEqual([{}])
  })
})
