import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { AppVersion } from '../api/versions'
import { VersionsPage } from './VersionsPage'

afterEach(() => window.localStorage.clear())

const ROWS: AppVersion[] = [
  {
    id: 2,
    platform: 'web',
    number: '1.10.0',
    type: 'forced',
    package: '',
    releaseDate: '2099-01-01',
    released: false,
    description: 'Security fix.',
    createdAt: '2027-03-01T01:00:00Z',
    updatedAt: '2027-03-01T01:00:00Z',
  },
]

async function settled() {
  await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull())
}

describe('VersionsPage', () => {
  it('lists the versions, the highest number first, with those not released yet marked', async () => {
    const fetchMock = serveApi((path) => (path === 'admin/version/list' ? envelope(0, { list: ROWS, total: 1, pageNo: 1, pageSize: 20 }) : envelope(1003)))
    renderWithProviders(<VersionsPage canEdit />)
    const table = await screen.findByRole('table')
    expect(await within(table).findByText('1.10.0')).toBeInTheDocument()
    expect(within(table).getByText('Teacher web app')).toBeInTheDocument()
    expect(within(table).getByText('Forced')).toBeInTheDocument()
    expect(within(table).getByText('Not released yet')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/version/list')[0]).toEqual({ pageNo: 1, pageSize: 20, sort: 'number,desc' })
  })

  it('checks the number’s form and shows the server’s refusal at its field', async () => {
    const fetchMock = serveApi((path) => {
      if (path === 'admin/version/list') return envelope(0, { list: ROWS, total: 1, pageNo: 1, pageSize: 20 })
      if (path === 'admin/version/save') {
        return envelope(1004, { code: 45103, field: 'number', values: { number: '1.10.0' } }, 'Version 1.10.0 of this platform already exists.')
      }
      return envelope(1003)
    })
    const user = userEvent.setup()
    renderWithProviders(<VersionsPage canEdit />)
    await settled()
    await user.click(screen.getByRole('button', { name: /New version/ }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('New version')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Version'), '1.10')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Write the version as three whole numbers separated by dots, such as 1.2.3.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/version/save')).toEqual([])
    await user.type(within(dialog).getByLabelText('Version'), '.0')
    await user.click(within(dialog).getByText('Teacher web app'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('Version 1.10.0 of this platform already exists.')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'admin/version/save')).toEqual([
      expect.objectContaining({ platform: 'web', number: '1.10.0', type: 'general', package: '' }),
    ])
  })
})
