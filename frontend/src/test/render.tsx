import { QueryClientProvider } from '@tanstack/react-query'
import App from 'antd/es/app'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { type Mock, vi } from 'vitest'

import { createQueryClient } from '@/shared/api/queryClient'
import type { SessionUser } from '@/shared/session/types'

export const demoUser: SessionUser = {
  avatar: null,
  phone: '+6498361234',
  email: 'centre@example.com',
  userName: 'centre@example.com',
  account: 'centre@example.com',
  deviceToken: null,
  deviceType: 'web',
  realName: 'Kowhai Kids Centre',
  level: 1,
  agreed: 0,
  centerContactPerson: 'Aroha Ngata',
  deactiveNotice: null,
  deactiveReason: null,
  deactiveType: null,
  roles: ['centre'],
  passwordIsDefault: false,
}

export function envelope(rtn_code: number, rtn_data: unknown = null, rtn_msg = rtn_code === 0 ? 'success' : 'refused') {
  return new Response(JSON.stringify({ rtn_code, rtn_msg, rtn_data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  })
}

export type ApiHandler = (path: string, body: unknown) => Response | Promise<Response>

/** Replaces fetch with a handler keyed by API path (without /api/); returns the mock. */
export function serveApi(handler: ApiHandler): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const path = url.pathname.replace(/^\/api\//, '')
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null
    return handler(path, body)
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

export function callsTo(fetchMock: Mock<typeof fetch>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).startsWith(`/api/${path}`))
    .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null))
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter>{children}</MemoryRouter>
      </App>
    </QueryClientProvider>
  )
}

/** Renders inside the providers the portal's components expect. */
export function renderWithProviders(element: ReactElement): RenderResult {
  return render(element, { wrapper: Providers })
}
