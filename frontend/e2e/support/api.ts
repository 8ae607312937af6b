import { type APIRequestContext, expect } from '@playwright/test'

import { demoPassword, demoStaff, type Role } from '../roles'

/**
 * The platform's API beside the browser (docs/api.md): what a spec sets up or
 * checks without its screens. A role's calls use its stored sign-in; a
 * teacher chosen at run time and the staff sign in by the API.
 */

interface Envelope<T> {
  rtn_code: number
  rtn_msg: string
  rtn_data: T
}

async function call<T>(request: APIRequestContext, path: string, body: object, token?: string): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    data: body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  expect(response.ok(), `${path} answered HTTP ${response.status()}`).toBe(true)
  const envelope = (await response.json()) as Envelope<T>
  expect(envelope.rtn_code, `${path}: ${envelope.rtn_msg}`).toBe(0)
  return envelope.rtn_data
}

/** Calls as one signed-in account. */
export class Session {
  constructor(
    private readonly request: APIRequestContext,
    readonly token: string,
  ) {}

  call<T>(path: string, body: object = {}): Promise<T> {
    return call<T>(this.request, path, body, this.token)
  }
}

export interface Clock {
  now: string
  offsetMinutes: number
}

function loginBody(email: string, password: string) {
  return { userName: email, account: email, password, deviceToken: '', deviceType: 'web', captcha: '', uuid: '' }
}

export class Api {
  constructor(
    private readonly request: APIRequestContext,
    private readonly storedToken: (role: Role) => string,
  ) {}

  /** Calls as a role's stored sign-in. */
  as(role: Role): Session {
    return new Session(this.request, this.storedToken(role))
  }

  /** A teacher's own API session; answers it with the teacher's id. */
  async teacher(email: string, password = demoPassword): Promise<Session & { teacherId: number }> {
    const login = await call<{ token: string; teacher: { id: number } }>(this.request, 'teacher/login', loginBody(email, password))
    return Object.assign(new Session(this.request, login.token), { teacherId: login.teacher.id })
  }

  /** The demo staff account's API session. */
  async staff(): Promise<Session> {
    const login = await call<{ token: string }>(this.request, 'admin/login', {
      userName: demoStaff.email,
      password: demoStaff.password,
    })
    return new Session(this.request, login.token)
  }

  /** The platform's development clock (docs/api.md, "Development calls"). */
  async now(): Promise<Date> {
    return new Date((await this.clock()).now)
  }

  clock(): Promise<Clock> {
    return call<Clock>(this.request, 'dev/clock', {})
  }

  advanceClock(minutes: number): Promise<Clock> {
    return call<Clock>(this.request, 'dev/clock/advance', { minutes })
  }

  /** Moves the clock to `minutes` after `instant` (ISO), then runs the tasks that fell due. */
  async moveClockPast(instant: string, minutes = 10): Promise<void> {
    const now = (await this.now()).getTime()
    await this.advanceClock(Math.ceil((Date.parse(instant) + minutes * 60_000 - now) / 60_000))
    await call(this.request, 'dev/tasks/run', {})
  }
}
