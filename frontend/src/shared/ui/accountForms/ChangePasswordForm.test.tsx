import { useMutation } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { callApi } from '@/shared/api/client'
import type { components } from '@/shared/api/schema'
import { callsTo, envelope, renderWithProviders, serveApi } from '@/test/render'

import { ChangePasswordForm } from './ChangePasswordForm'

type PasswordChange = components['schemas']['PasswordChangeIn']

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useMutation({
    mutationFn: (request: PasswordChange) =>
      callApi((api) => api.POST('/user/password/change', { body: request }), { silent: true }),
  })
  return (
    <ChangePasswordForm
      change={change}
      texts={{ current: 'Current password', currentRequired: 'Please enter it', newPassword: 'New password', submit: 'Change' }}
      onChanged={onChanged}
    />
  )
}

async function fill(current: string, next: string, confirmation: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Current password'), current)
  await user.type(screen.getByLabelText('New password'), next)
  await user.type(screen.getByLabelText('Confirm password'), confirmation)
  await user.click(screen.getByRole('button', { name: 'Change' }))
}

describe('ChangePasswordForm', () => {
  it('refuses a confirmation that differs before anything is sent', async () => {
    const api = serveApi(() => envelope(0))
    renderWithProviders(<PasswordForm onChanged={vi.fn()} />)
    await fill('Kowhai2026', 'Totara2027', 'Totara2028')
    expect(await screen.findByText('The two passwords are inconsistent.')).toBeInTheDocument()
    expect(callsTo(api, 'user/password/change')).toEqual([])
  })

  it("shows the server's refusal in the form", async () => {
    serveApi(() => envelope(1000, { code: 40104 }, 'The current password is wrong.'))
    const onChanged = vi.fn()
    renderWithProviders(<PasswordForm onChanged={onChanged} />)
    await fill('Wrong2026', 'Totara2027', 'Totara2027')
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.')
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('sends the current and the new password, then empties the form', async () => {
    const api = serveApi(() => envelope(0))
    const onChanged = vi.fn()
    renderWithProviders(<PasswordForm onChanged={onChanged} />)
    await fill('Kowhai2026', 'Totara2027', 'Totara2027')
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1))
    expect(callsTo(api, 'user/password/change')).toEqual([{ oldPassword: 'Kowhai2026', newPassword: 'Totara2027' }])
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })
})
