import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import type { VersionCheck } from '../../api/versionCheck'
import { UpdatePrompt } from './UpdatePrompt'

function newest(number: string, type: 'general' | 'silent' | 'forced') {
  return { number, type, package: '', releaseDate: '2027-03-01', description: 'Faster job lists.' }
}

function serveCheck(answer: VersionCheck) {
  return serveApi((path) => (path === 'show/version/check' ? envelope(0, answer) : envelope(1003)))
}

describe('UpdatePrompt', () => {
  it('asks the server with the web platform and the app’s own version', async () => {
    const fetchMock = serveCheck({ update: 'none', newest: null })
    renderWithProviders(<UpdatePrompt version="1.4.0" reload={vi.fn()} />)
    await waitFor(() => expect(callsTo(fetchMock, 'show/version/check')).toEqual([{ platform: 'web', version: '1.4.0' }]))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('on a forced version shows a prompt that cannot be dismissed, and reloads', async () => {
    serveCheck({ update: 'forced', newest: newest('2.0.0', 'general') })
    const reload = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<UpdatePrompt version="1.4.0" reload={reload} />)
    const dialog = await screen.findByRole('dialog', { name: 'Update required' })
    expect(dialog).toHaveTextContent('A new version of Relief is available. Reload to continue.')
    expect(dialog).toHaveTextContent('Version 2.0.0')
    // No close button, and Escape leaves it open.
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Update required' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Reload/ }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('on a general version offers a notice with Reload that may be closed', async () => {
    serveCheck({ update: 'general', newest: newest('1.5.0', 'general') })
    const reload = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<UpdatePrompt version="1.4.0" reload={reload} />)
    expect(await screen.findByText('A new version of Relief is available')).toBeInTheDocument()
    expect(screen.getByText('Version 1.5.0 is ready. Reload when it suits you.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Reload/ }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('on a silent version says nothing', async () => {
    const fetchMock = serveCheck({ update: 'silent', newest: newest('1.4.1', 'silent') })
    renderWithProviders(<UpdatePrompt version="1.4.0" reload={vi.fn()} />)
    await waitFor(() => expect(callsTo(fetchMock, 'show/version/check')).toHaveLength(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByText('A new version of Relief is available')).not.toBeInTheDocument()
  })
})
