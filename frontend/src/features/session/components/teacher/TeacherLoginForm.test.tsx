import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import Cookies from 'js-cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { components } from '@/shared/api/schema'
import { session } from '@/shared/session/sessionStore'
import { teacherSession } from '@/shared/session/teacherSession'
import { callsTo, demoUser, envelope, renderWithProviders, serveApi } from '@/test/render'

import { TeacherLoginForm } from './TeacherLoginForm'

type Captcha = components['schemas']['CaptchaOut']
type TeacherSignedIn = components['schemas']['TeacherLoginOut']

const captcha = (required: boolean): Captcha => ({ uuid: 'uuid-1', img: 'data:image/png;base64,AAAA', required })
// A profile awaiting approval, its philosophy long enough that a cookie could not hold it.
const teacher: TeacherSignedIn['teacher'] = {
  id: 12,
  firstName: 'Mere',
  lastName: 'Tane',
  email: 'mere@example.com',
  mobile: '+64211234567',
  gender: 1,
  qualification: 1,
  registrationNumber: '4512',
  talentPool: 1,
  ageGroups: [3],
  approval: 0,
  freeJobSeeker: false,
  address: '12 Kauri Road',
  suburb: 'Titirangi',
  city: 'Auckland',
  postalCode: '0604',
  latitude: -36.94,
  longitude: 174.65,
  travelRadiusKm: 15,
  rank: { name: 'bronze', pointsNeeded: 0, nextRank: 'silver', pointsToNext: 300 },
  points: 0,
  rating: null,
  completedHours: '0.00',
  philosophy: 'x'.repeat(2000),
  registrationExpiry: null,
  firstAidExpiry: null,
  policeVettingExpiry: null,
}
const signedIn: TeacherSignedIn = { token: 'teacher-token', teacher }

afterEach(() => {
  teacherSession.clear()
  session.clear()
})

async function signIn() {
  const user = userEvent.setup()
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'mere@example.com')
  await user.type(screen.getByLabelText('Password'), 'relief-demo-2026')
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

// Typing into Ant Design's inputs is slow in jsdom on a busy machine: these tests get more than the default 5 s.
describe('TeacherLoginForm', () => {
  it("signs in at the teacher call and keeps the session in the teacher's own cookies", async () => {
    session.start('centre-token', demoUser)
    const onSignedIn = vi.fn()
    const fetchMock = serveApi((path) =>
      path === 'captcha/image' ? envelope(0, captcha(false)) : envelope(0, signedIn),
    )
    renderWithProviders(<TeacherLoginForm onSignedIn={onSignedIn} />)
    await signIn()

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(callsTo(fetchMock, 'teacher/login')).toEqual([
      {
        userName: 'mere@example.com',
        account: 'mere@example.com',
        password: 'relief-demo-2026',
        deviceToken: '',
        deviceType: 'web',
        captcha: '',
        uuid: '',
      },
    ])
    expect(Cookies.get('teacherToken')).toBe('teacher-token')
    // Only the few facts the app needs go into the cookie, never the long philosophy.
    expect(JSON.parse(Cookies.get('teacherUser') ?? '{}')).toEqual({
      id: 12,
      firstName: 'Mere',
      lastName: 'Tane',
      email: 'mere@example.com',
      approval: 0,
    })
    expect(Cookies.get('token')).toBe('centre-token')
  })

  it('reports a refused sign-in and asks for the captcha when the server says so', async () => {
    serveApi((path) =>
      path === 'captcha/image'
        ? envelope(0, captcha(false))
        : envelope(1100, { captchaRequired: true }, 'Account error, please check!'),
    )
    renderWithProviders(<TeacherLoginForm onSignedIn={vi.fn()} />)
    await signIn()
    expect(await screen.findByRole('alert')).toHaveTextContent('Account error, please check!')
    // Phone keyboards: the e-mail keyboard, and no capital first letter in either field.
    expect(await screen.findByRole('textbox', { name: 'Verification code' })).toHaveAttribute('autocapitalize', 'off')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('inputmode', 'email')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocapitalize', 'off')
    expect(Cookies.get('teacherToken')).toBeUndefined()
  })
})
