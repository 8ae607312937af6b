import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest'

import { serveApi } from '@/test/render'

import { browser } from '../lib/browser'
import { notifier } from '../ui/notifier'
import { ApiError } from './ApiError'
import { callApi } from './client'
import type { components } from './schema'

type DictionaryPage = components['schemas']['DictionaryPageOut']
type Offer = components['schemas']['OfferOut']

const page: DictionaryPage = {
  content: [{ id: 1, value: '1', label: 'Female', labelZh: '女', dictSort: 1 }],
  totalElements: 1,
}

const offer: Offer = {
  id: 7,
  title: 'Head teacher',
  description: 'A permanent role.',
  workType: 1,
  rateRange: 2,
  startsOn: '2026-12-01',
  endsOn: null,
  expiresOn: '2026-12-20',
  status: 2,
  createdAt: '2026-11-20T01:00:00Z',
  closedAt: '2026-11-24T01:00:00Z',
  applicantCount: 0,
  shortlistedCount: 0,
  placementFee: '1500.00',
}

function answer(rtn_data: unknown, rtn_code = 0, status = 200): Response {
  return new Response(JSON.stringify({ rtn_code, rtn_msg: rtn_code === 0 ? 'success' : 'refused', rtn_data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

let fetchMock: Mock<typeof fetch>
let notices: Mock<typeof notifier.error>

beforeEach(() => {
  fetchMock = serveApi(() => answer(null))
  notices = vi.spyOn(notifier, 'error').mockImplementation(() => undefined)
  vi.spyOn(browser, 'reload').mockImplementation(() => undefined)
})


describe('a call through the typed client', () => {
  it('GETs its path under /api with its query, and resolves rtn_data', async () => {
    fetchMock.mockResolvedValue(answer(page))
    const result = await callApi((api) => api.GET('/dictDetail', { params: { query: { dictName: 'gender', page: 0 } } }))
    expect(result).toEqual(page)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/dictDetail?dictName=gender&page=0')
    expect(init?.method).toBe('GET')
  })

  it('POSTs its body as JSON with the headers of every call', async () => {
    fetchMock.mockResolvedValue(answer(offer))
    const result = await callApi((api) => api.POST('/center/offer/close', { body: { offerId: 7 } }))
    expect(result.status).toBe(2)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toBe('/api/center/offer/close')
    expect(init?.method).toBe('POST')
    expect(init?.body).toBe('{"offerId":7}')
    const headers = new Headers(init?.headers)
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('X-Timestamp')).toMatch(/^\d+$/)
  })

  it('rejects a refusal with its code and data, after the notice', async () => {
    fetchMock.mockResolvedValue(answer({ field: 'offerId' }, 71004))
    const error = await callApi((api) => api.POST('/center/offer/close', { body: { offerId: 7 } })).catch(
      (cause: unknown) => cause,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'refusal', code: 71004, data: { field: 'offerId' } })
    expect(notices).toHaveBeenCalledTimes(1)
  })

  it('keeps a refusal to itself when silent', async () => {
    fetchMock.mockResolvedValue(answer(null, 71004))
    await expect(
      callApi((api) => api.POST('/center/offer/close', { body: { offerId: 7 } }), { silent: true }),
    ).rejects.toMatchObject({ kind: 'refusal', code: 71004 })
    expect(notices).not.toHaveBeenCalled()
  })

  it('fails a successful answer that is not JSON like any answer without an envelope', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }))
    await expect(
      callApi((api) => api.POST('/center/offer/close', { body: { offerId: 7 } }), { silent: true }),
    ).rejects.toMatchObject({ kind: 'network', status: 200 })
  })

  it('answers a non-2xx status as an HTTP failure with its envelope', async () => {
    fetchMock.mockResolvedValue(answer(null, 1000, 422))
    await expect(
      callApi((api) => api.POST('/center/offer/close', { body: { offerId: 7 } }), { silent: true }),
    ).rejects.toMatchObject({ kind: 'http', code: 1000, status: 422 })
  })
})
