import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { AgreementDialog } from './AgreementDialog'

type SystemConfig = components['schemas']['SystemConfigOut']
type Agreed = components['schemas']['AgreedOut']

const systemConfig: SystemConfig = {
  agreement: '<h2>Terms of Use</h2><p>Book fairly.</p>',
  privacyPolicy: '<h2>Privacy Policy</h2><p>We keep little.</p>',
  mapTileUrl: '',
  mapGeocoderUrl: '',
}
const agreed: Agreed = { agreed: 1 }

function serveAgreementApi() {
  return serveApi((path) => (path === 'show/system/config' ? envelope(0, systemConfig) : envelope(0, agreed)))
}

async function openDialog(onAccepted = vi.fn(), onDeclined = vi.fn()) {
  renderWithProviders(<AgreementDialog open onAccepted={onAccepted} onDeclined={onDeclined} />)
  const dialog = await screen.findByRole('dialog', { name: 'Terms of Use and Privacy Policy' })
  return { dialog, onAccepted, onDeclined, user: userEvent.setup() }
}

describe('AgreementDialog', () => {
  it('warns when Next is pressed without the checkbox', async () => {
    const fetchMock = serveAgreementApi()
    const { dialog, user, onAccepted } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Please agree to the terms of use')).toBeInTheDocument()
    expect(callsTo(fetchMock, 'user/agree/agreement')).toHaveLength(0)
    expect(onAccepted).not.toHaveBeenCalled()
  })

  it('records the acceptance once, however often Next is pressed', async () => {
    let answer: (response: Response) => void = () => undefined
    const pending = new Promise<Response>((resolve) => {
      answer = resolve
    })
    const fetchMock = serveApi((path) => (path === 'show/system/config' ? envelope(0, systemConfig) : pending))
    const { dialog, user, onAccepted } = await openDialog()
    await user.click(within(dialog).getByRole('checkbox'))
    const next = within(dialog).getByRole('button', { name: 'Next' })
    await user.click(next)
    await user.click(next)
    await user.click(next)
    expect(callsTo(fetchMock, 'user/agree/agreement')).toEqual([{}])

    answer(envelope(0, agreed))
    await waitFor(() => expect(onAccepted).toHaveBeenCalledTimes(1))
    await user.click(next)
    expect(callsTo(fetchMock, 'user/agree/agreement')).toHaveLength(1)
    expect(onAccepted).toHaveBeenCalledTimes(1)
  })

  it('opens each policy from its link without ticking the box', async () => {
    serveAgreementApi()
    const { dialog, user } = await openDialog()
    await user.click(within(dialog).getByRole('link', { name: 'Privacy Policy' }))
    // (Under test, antd gives every dialog title the same id, so the newest dialog is picked by position.)
    const policy = await waitFor(() => {
      const dialogs = screen.getAllByRole('dialog')
      expect(dialogs).toHaveLength(2)
      return dialogs[1] as HTMLElement
    })
    expect(within(policy).getByText('Privacy Policy')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(policy).getByTitle('Privacy Policy')).toHaveAttribute(
        'srcdoc',
        expect.stringContaining('We keep little.'),
      ),
    )
    expect(within(policy).getByTitle('Privacy Policy')).toHaveAttribute('sandbox', '')
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked()
  })

  it('asks before closing, and says so when the closing is cancelled', async () => {
    serveAgreementApi()
    const { dialog, user, onDeclined } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect((await screen.findAllByText('Are you sure to close ?')).length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Operation canceled')).toBeInTheDocument()
    expect(onDeclined).not.toHaveBeenCalled()
  })

  it('ends the session when closing is confirmed', async () => {
    serveAgreementApi()
    const { dialog, user, onDeclined } = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await screen.findAllByText('Are you sure to close ?')
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(onDeclined).toHaveBeenCalledTimes(1))
  })
})
