import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { session } from '@/shared/session/sessionStore'
import { callsTo, demoUser, envelope, renderWithProviders, serveApi } from '@/test/render'

import { LoginForm } from './LoginForm'

type Captcha = components['schemas']['CaptchaOut']
type SignedIn = components['schemas']['LoginOut']

const captcha = (required: boolean, uuid = 'uuid-1'): Captcha => ({ uuid, img: 'data:image/png;base64,AAAA', required })
const signedIn: SignedIn = { token: 'tok', user: demoUser }

afterEach(() => {
  session.clear()
})

async function fillAndSubmit(password = 'relief-demo-2026') {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'centre@example.com')
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

describe('LoginForm', () => {
  it('asks for the fields it needs', async () => {
    serveApi(() => envelope(0, captcha(false)))
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument()
    expect(screen.getByText('Please enter your password')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email')
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
  })

  it('signs in with the e-mail as user name and account, and starts the session', async () => {
    const onSignedIn = vi.fn()
    const fetchMock = serveApi((path) =>
      path === 'captcha/image' ? envelope(0, captcha(false)) : envelope(0, signedIn),
    )
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />)
    await fillAndSubmit()

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(callsTo(fetchMock, 'user/password/login')).toEqual([
      {
        userName: 'centre@example.com',
        account: 'centre@example.com',
        password: 'relief-demo-2026',
        deviceToken: '',
        deviceType: 'web',
        captcha: '',
        uuid: '',
      },
    ])
    expect(Cookies.get('token')).toBe('tok')
    expect(session.get().user?.realName).toBe('Kowhai Kids Centre')
  })

  it('shows the captcha when the server requires it from the start', async () => {
    serveApi(() => envelope(0, captcha(true)))
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Verification code' })).toHaveAttribute('src', 'data:image/png;base64,AAAA')
  })

  it('reports a wrong password and shows the captcha when the server asks for it', async () => {
    let images = 0
    const fetchMock = serveApi((path) => {
      if (path === 'captcha/image') return envelope(0, captcha(images++ > 0, `uuid-${images}`))
      return envelope(1100, { captchaRequired: true }, 'Account error, please check!')
    })
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    await fillAndSubmit('wrong')

    expect(await screen.findByRole('alert')).toHaveTextContent('Account error, please check!')
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toBeInTheDocument()
    expect(callsTo(fetchMock, 'captcha/image')).toHaveLength(2)
  })

  it('sends the captcha answer with its uuid, and loads a new image when it was wrong', async () => {
    let images = 0
    const fetchMock = serveApi((path) => {
      if (path === 'captcha/image') return envelope(0, captcha(true, `uuid-${++images}`))
      return envelope(1102, { captchaRequired: true }, 'The verification code is wrong or has expired.')
    })
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    const captchaField = await screen.findByRole('textbox', { name: 'Verification code' })
    const user = userEvent.setup()
    await user.type(captchaField, 'ab12')
    await fillAndSubmit()

    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong or has expired.')
    expect(callsTo(fetchMock, 'user/password/login')[0]).toMatchObject({ captcha: 'ab12', uuid: 'uuid-1' })
    await waitFor(() => expect(callsTo(fetchMock, 'captcha/image')).toHaveLength(2))
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('')
  })

  it('shows the deactivation notice', async () => {
    serveApi((path) =>
      path === 'captcha/image'
        ? envelope(0, captcha(false))
        : envelope(30030, null, 'Your account was deactivated. Please contact support.'),
    )
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />)
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account was deactivated. Please contact support.')
    expect(Cookies.get('token')).toBeUndefined()
  })
})
