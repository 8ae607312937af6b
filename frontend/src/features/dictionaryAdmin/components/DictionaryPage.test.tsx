import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { DictionaryPage } from './DictionaryPage'

afterEach(() => window.localStorage.clear())

const DICTIONARIES = [
  { name: 'age_group', description: 'Age group a teacher will work with', entries: 2 },
  { name: 'gender', description: 'Gender preference of a booking', entries: 3 },
]

const ENTRIES: Record<string, { id: number; value: string; label: string; labelZh: string; dictSort: number }[]> = {
  age_group: [
    { id: 11, value: '1', label: 'Infants (0-2)', labelZh: '婴儿（0-2 岁）', dictSort: 1 },
    { id: 12, value: '2', label: 'Toddlers (2-3)', labelZh: '幼儿（2-3 岁）', dictSort: 2 },
  ],
  gender: [
    { id: 21, value: '0', label: 'None', labelZh: '不限', dictSort: 1 },
    { id: 22, value: '1', label: 'Female', labelZh: '女', dictSort: 2 },
    { id: 23, value: '2', label: 'Male', labelZh: '男', dictSort: 3 },
  ],
}

function urlsOf(fetchMock: ReturnType<typeof serveApi>, start: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith(start))
}

/** GET /api/dictDetail answers the dictionary asked for, by its query. */
function serveWithEntries(added?: (body: unknown) => Response) {
  const fetchMock = serveApi((path, body) => {
    if (path === 'admin/dictionary/list') return envelope(0, { list: DICTIONARIES })
    if (path === 'dictDetail' && body) return added ? added(body) : envelope(0, { id: 99, ...(body as object) })
    if (path.startsWith('dictDetail/')) return envelope(0, {})
    return envelope(1003, null, 'unexpected')
  })
  const plain = fetchMock.getMockImplementation() as typeof fetch
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/api/dictDetail' && (init?.method ?? 'GET') === 'GET') {
      const name = url.searchParams.get('dictName') ?? ''
      const content = ENTRIES[name] ?? []
      return envelope(0, { content, totalElements: content.length })
    }
    return plain(input, init)
  })
  return fetchMock
}

async function settled() {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
}

describe('DictionaryPage', () => {
  it('shows the dictionaries by description and name, and the first one’s entries', async () => {
    const fetchMock = serveWithEntries()
    renderWithProviders(<DictionaryPage />)
    const menu = await screen.findByRole('menu', { name: 'Dictionaries by name' })
    expect(within(menu).getByText('Age group a teacher will work with')).toBeInTheDocument()
    expect(within(menu).getByText('gender')).toBeInTheDocument()
    expect(await screen.findByText('Infants (0-2)')).toBeInTheDocument()
    expect(screen.getByText('婴儿（0-2 岁）')).toBeInTheDocument()
    const [first] = urlsOf(fetchMock, '/api/dictDetail')
    expect(Object.fromEntries(first?.searchParams ?? [])).toEqual({ dictName: 'age_group', page: '0', size: '20' })
  })

  it('shows the entries of the dictionary chosen', async () => {
    serveWithEntries()
    const user = userEvent.setup()
    renderWithProviders(<DictionaryPage />)
    await user.click(await screen.findByText('Gender preference of a booking'))
    expect(await screen.findByText('Female')).toBeInTheDocument()
    expect(screen.queryByText('Infants (0-2)')).not.toBeInTheDocument()
  })

  it('adds an entry after the last one', async () => {
    const fetchMock = serveWithEntries()
    const user = userEvent.setup()
    renderWithProviders(<DictionaryPage />)
    await screen.findByText('Infants (0-2)')
    await settled()
    await user.click(screen.getByRole('button', { name: /Add entry/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Order')).toHaveValue('3')
    await user.type(within(dialog).getByLabelText('Value'), '9')
    await user.type(within(dialog).getByLabelText('English'), ' Kindy ')
    await user.type(within(dialog).getByLabelText('Chinese'), '幼儿园')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Entry added.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'dictDetail').filter(Boolean)).toEqual([
      { dictName: 'age_group', value: '9', label: 'Kindy', labelZh: '幼儿园', dictSort: 3 },
    ])
  })

  it('shows a value already taken under the value', async () => {
    serveWithEntries(() =>
      envelope(1000, { code: 42303, field: 'value' }, 'This dictionary already has an entry with this value.'),
    )
    const user = userEvent.setup()
    renderWithProviders(<DictionaryPage />)
    await screen.findByText('Infants (0-2)')
    await settled()
    await user.click(screen.getByRole('button', { name: /Add entry/ }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Value'), '1')
    await user.type(within(dialog).getByLabelText('English'), 'Babies')
    await user.type(within(dialog).getByLabelText('Chinese'), '婴儿')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    const refusal = await within(dialog).findByText('This dictionary already has an entry with this value.')
    expect(within(refusal.closest('.ant-form-item') as HTMLElement).getByText('Value')).toBeInTheDocument()
  })

  it('changes an entry’s words but never its value', async () => {
    const fetchMock = serveWithEntries()
    const user = userEvent.setup()
    renderWithProviders(<DictionaryPage />)
    const row = (await screen.findByText('Toddlers (2-3)')).closest('tr') as HTMLElement
    await settled()
    await user.click(within(row).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText('Value')).toBeDisabled()
    const english = within(dialog).getByLabelText('English')
    await user.clear(english)
    await user.type(english, 'Toddlers')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Entry saved.')).toBeInTheDocument()
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ id: 12, label: 'Toddlers', labelZh: '幼儿（2-3 岁）', dictSort: 2 })
  })

  it('deletes an entry after asking', async () => {
    const fetchMock = serveWithEntries()
    const user = userEvent.setup()
    renderWithProviders(<DictionaryPage />)
    const row = (await screen.findByText('Toddlers (2-3)')).closest('tr') as HTMLElement
    await settled()
    await user.click(within(row).getByRole('button', { name: 'Delete' }))
    await user.click(await screen.findByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Entry deleted.')).toBeInTheDocument()
    expect(urlsOf(fetchMock, '/api/dictDetail/').map((url) => url.pathname)).toEqual(['/api/dictDetail/12'])
  })
})
