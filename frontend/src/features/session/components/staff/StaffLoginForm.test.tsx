import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { session } from '@/shared/session/sessionStore'
import { staffSession } from '@/shared/session/staffSession'
import { callsTo, demoUser, envelope, renderWithProviders, serveApi } from '@/test/render'

import { StaffLoginForm } from './StaffLoginForm'

const captcha = (required: boolean) => ({ uuid: 'uuid-7', img: 'data:image/png;base64,AAAA', required })

afterEach(() => {
  staffSession.clear()
  session.clear()
})

async function signIn(captchaAnswer?: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.com')
  await user.type(screen.getByLabelText('Password'), 'relief-demo-2026')
  if (captchaAnswer) await user.type(screen.getByRole('textbox', { name: 'Verification code' }), captchaAnswer)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('StaffLoginForm', () => {
  it("signs in at the staff call and keeps the session in the console's own cookies", async () => {
    session.start('centre-token', demoUser)
    const onSignedIn = vi.fn()
    const fetchMock = serveApi((path) =>
      path === 'captcha/image'
        ? envelope(0, captcha(false))
        : envelope(0, { token: 'staff-token', email: 'admin@example.com', name: 'Ana Admin' }),
    )
    renderWithProviders(<StaffLoginForm onSignedIn={onSignedIn} />)
    await signIn()

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(callsTo(fetchMock, 'admin/login')).toEqual([
      expect.objectContaining({ account: 'admin@example.com', password: 'relief-demo-2026', captcha: '', uuid: '' }),
    ])
    expect(Cookies.get('adminToken')).toBe('staff-token')
    expect(staffSession.get().user).toEqual({ email: 'admin@example.com', name: 'Ana Admin' })
    expect(Cookies.get('token')).toBe('centre-token')
  })

  it('asks for the captcha after a refusal that calls for it, and sends it with its uuid', async () => {
    let attempts = 0
    const fetchMock = serveApi((path) => {
      if (path === 'captcha/image') return envelope(0, captcha(false))
      attempts += 1
      return attempts === 1
        ? envelope(1100, { captchaRequired: true }, 'Account error, please check!')
        : envelope(0, { token: 'staff-token', email: 'admin@example.com', name: null })
    })
    const onSignedIn = vi.fn()
    renderWithProviders(<StaffLoginForm onSignedIn={onSignedIn} />)
    await signIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Account error, please check!')

    const user = userEvent.setup()
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), 'x7k2')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(callsTo(fetchMock, 'admin/login').at(-1)).toEqual(expect.objectContaining({ captcha: 'x7k2', uuid: 'uuid-7' }))
  })
})
