import { renderHook, waitFor } from '@testing-library/react'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import type { components } from '@/shared/api/schema'
import { callsTo, envelope, serveApi } from '@/test/render'

import { changeLanguage } from '.'
import { accountLanguageOf, useAccountLanguage } from './accountLanguage'

type LanguageAnswer = components['schemas']['LanguageOut']

afterEach(async () => {
  await changeLanguage('en')
})

describe('the account language', () => {
  it('maps the interface language to the account language', () => {
    expect(accountLanguageOf('en')).toBe('en')
    expect(accountLanguageOf('zh-CN')).toBe('zh')
  })

  it('tells the server after sign-in and at every switch, never before', async () => {
    const fetchMock = serveApi(() => envelope(0, { language: 'en' } satisfies LanguageAnswer))
    const { rerender } = renderHook(({ signedIn }) => useAccountLanguage(signedIn), {
      initialProps: { signedIn: false },
    })
    expect(callsTo(fetchMock, 'user/language')).toHaveLength(0)
    rerender({ signedIn: true })
    await waitFor(() => expect(callsTo(fetchMock, 'user/language')).toHaveLength(1))
    await act(() => changeLanguage('zh-CN'))
    await waitFor(() => expect(callsTo(fetchMock, 'user/language')).toHaveLength(2))
    expect(callsTo(fetchMock, 'user/language')).toEqual([{ language: 'en' }, { language: 'zh' }])
  })
})
