import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { createQueryClient } from '@/shared/api/queryClient'
import type { components } from '@/shared/api/schema'
import { changeLanguage } from '@/shared/i18n'
import { envelope, serveApi } from '@/test/render'

import { type DictionaryEntry, dictionaryOptions, useDict } from './dictionary'

type DictionaryPage = components['schemas']['DictionaryPageOut']

const gender: DictionaryEntry[] = [
  { id: 8, value: '2', label: 'Male', labelZh: '男', dictSort: 3 },
  { id: 6, value: '0', label: 'None', labelZh: '不限', dictSort: 1 },
  { id: 7, value: '1', label: 'Female', labelZh: '女', dictSort: 2 },
]

afterEach(async () => {
  await changeLanguage('en')
})

describe('dictionaryOptions', () => {
  it('orders by dictSort and labels in the language', () => {
    expect(dictionaryOptions(gender, 'en')).toEqual([
      { value: '0', label: 'None' },
      { value: '1', label: 'Female' },
      { value: '2', label: 'Male' },
    ])
    expect(dictionaryOptions(gender, 'zh-CN').map((option) => option.label)).toEqual(['不限', '女', '男'])
  })

  it('falls back to the English label when there is no Chinese one', () => {
    expect(dictionaryOptions([{ id: 1, value: 'a', label: 'Alpha', labelZh: '', dictSort: 1 }], 'zh-CN')).toEqual([
      { value: 'a', label: 'Alpha' },
    ])
  })
})

describe('useDict', () => {
  it('loads a dictionary whole and follows the interface language', async () => {
    const fetchMock = serveApi(() => envelope(0, { content: gender, totalElements: 3 } satisfies DictionaryPage))
    const client = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )

    const { result } = renderHook(() => useDict('gender'), { wrapper })

    await waitFor(() => expect(result.current.options).toHaveLength(3))
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/dictDetail?dictName=gender&page=0&size=9999')
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET')
    expect(result.current.labelOf(1)).toBe('Female')
    expect(result.current.labelOf('9')).toBe('9')
    expect(result.current.labelOf(null)).toBe('')

    await act(() => changeLanguage('zh-CN'))
    await waitFor(() => expect(result.current.labelOf('1')).toBe('女'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
