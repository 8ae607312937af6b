import Cookies from 'js-cookie'
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest'

import { i18n } from '../i18n'
import { browser } from '../lib/browser'
import { session } from '../session/sessionStore'
import type { SessionUser } from '../session/types'
import { notifier } from '../ui/notifier'
import { ApiError, NO_CODE } from './ApiError'
import { callApi, uploadBody } from './client'
import { configureRequest, type RequestOptions, resetRequestSettings } from './request'

const user: SessionUser = {
  avatar: null,
  phone: null,
  email: 'centre@example.com',
  userName: 'centre@example.com',
  account: 'centre@example.com',
  deviceToken: null,
  deviceType: 'web',
  realName: 'Kowhai Kids Centre',
  level: 1,
  agreed: 1,
  centerContactPerson: null,
  deactiveNotice: null,
  deactiveReason: null,
  deactiveType: null,
  roles: ['centre'],
  passwordIsDefault: false,
}

/** The request layer's tests make calls to any path through the client, typed or not. */
interface AnyClient {
  POST(path: string, init?: object): Promise<{ data?: { rtn_data: unknown }; error?: unknown; response: Response }>
  GET(path: string, init?: object): Promise<{ data?: { rtn_data: unknown }; error?: unknown; response: Response }>
}

function apiPath(path: string): string {
  return `/${path.replace(/^\/+/, '')}`
}

function postApi(path: string, body?: object, options?: RequestOptions): Promise<unknown> {
  const init = body === undefined ? undefined : { body }
  return callApi((api) => (api as unknown as AnyClient).POST(apiPath(path), init), options)
}

function postFormApi(path: string, form: FormData): Promise<unknown> {
  return callApi((api) => (api as unknown as AnyClient).POST(apiPath(path), uploadBody(form)))
}

function getApi(path: string, query: Record<string, string | number>): Promise<unknown> {
  return callApi((api) => (api as unknown as AnyClient).GET(apiPath(path), { params: { query } }))
}

let fetchMock: Mock<typeof fetch>
let notices: Mock<typeof notifier.error>
let reload: Mock<typeof browser.reload>
let openRoute: Mock<typeof browser.openRoute>
let later: Mock<typeof browser.setTimeout>

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function envelope(rtn_code: number, rtn_msg: string, rtn_data: unknown = null) {
  return { rtn_code, rtn_msg, rtn_data }
}

function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init] = fetchMock.mock.calls[0] ?? []
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) }
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('the call did not fail')
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  notices = vi.spyOn(notifier, 'error').mockImplementation(() => undefined)
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined)
  openRoute = vi.spyOn(browser, 'openRoute').mockImplementation(() => undefined)
  later = vi.spyOn(browser, 'setTimeout').mockImplementation(() => undefined)
  session.start('token-123', user)
})

afterEach(async () => {
  vi.useRealTimers()
  resetRequestSettings()
  Cookies.remove('teacherToken', { path: '/' })
  session.clear()
  await i18n.changeLanguage('en')
})

describe('every call', () => {
  it('is a POST of JSON to /api/<path> with the token and timestamp headers', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_760_000_000_000)
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', { userUnReadNotices: 3 })))

    await expect(postApi('user/unread/notices', { a: 1 })).resolves.toEqual({ userUnReadNotices: 3 })

    const { url, init, headers } = sentRequest()
    expect(url).toBe('/api/user/unread/notices')
    expect(init.method).toBe('POST')
    expect(init.body).toBe('{"a":1}')
    expect(headers.get('Authorization')).toBe('Bearer token-123')
    expect(headers.get('X-Timestamp')).toBe('1760000000000')
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('asks for answers in the interface language', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(envelope(0, 'success', {}))))
    await postApi('user/info')
    expect(sentRequest().headers.get('Accept-Language')).toBe('en')

    await i18n.changeLanguage('zh-CN')
    await postApi('user/info')
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Accept-Language')).toBe('zh-CN')
  })

  it('sends an empty object when there is no body', async () => {
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', {})))
    await postApi('/user/logout')
    expect(sentRequest().url).toBe('/api/user/logout')
    expect(sentRequest().init.body).toBe('{}')
  })

  it('carries no Authorization header without a token cookie', async () => {
    session.clear()
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', { uuid: 'u' })))
    await postApi('captcha/image')
    expect(sentRequest().headers.has('Authorization')).toBe(false)
    expect(sentRequest().headers.has('X-Timestamp')).toBe(true)
  })

  it('sends a multipart form as it is, leaving its Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', { id: 3 })))
    const form = new FormData()
    form.append('kind', 'cv')
    await expect(postFormApi('teacher/document/upload', form)).resolves.toEqual({ id: 3 })
    const { url, init, headers } = sentRequest()
    expect(url).toBe('/api/teacher/document/upload')
    expect(init.body).toBe(form)
    expect(headers.has('Content-Type')).toBe(false)
    expect(headers.get('Authorization')).toBe('Bearer token-123')
  })

  it('reads the dictionary with a GET and its query', async () => {
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', { content: [], totalElements: 0 })))
    await getApi('dictDetail', { dictName: 'gender', page: 0, size: 9999 })
    const { url, init, headers } = sentRequest()
    expect(url).toBe('/api/dictDetail?dictName=gender&page=0&size=9999')
    expect(init.method).toBe('GET')
    expect(init.body).toBeUndefined()
    expect(headers.get('Authorization')).toBe('Bearer token-123')
  })
})

describe('rtn_code', () => {
  it('0 resolves rtn_data without any notice', async () => {
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', { agreed: 1 })))
    await expect(postApi('user/agree/agreement')).resolves.toEqual({ agreed: 1 })
    expect(notices).not.toHaveBeenCalled()
  })

  it('1001 clears the session and reloads the page', async () => {
    fetchMock.mockResolvedValue(answer(envelope(1001, 'The current login status has expired, please log in again!')))

    const error = await failure(postApi('center/home/statics'))

    expect(error.code).toBe(1001)
    expect(Cookies.get('token')).toBeUndefined()
    expect(Cookies.get('user')).toBeUndefined()
    expect(session.get().user).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(notices).not.toHaveBeenCalled()
  })

  it('30030 clears the session, shows rtn_msg and reloads after 3 s', async () => {
    fetchMock.mockResolvedValue(answer(envelope(30030, 'Your account was deactivated on 1 March.')))

    const error = await failure(postApi('center/home/statics'))

    expect(error).toMatchObject({ kind: 'refusal', code: 30030, msg: 'Your account was deactivated on 1 March.' })
    expect(Cookies.get('token')).toBeUndefined()
    expect(notices).toHaveBeenCalledWith('Your account was deactivated on 1 March.')
    expect(reload).not.toHaveBeenCalled()
    expect(later).toHaveBeenCalledWith(expect.any(Function), 3000)
    later.mock.calls[0]?.[0]()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('any other code shows rtn_msg and rejects with code, msg and data', async () => {
    fetchMock.mockResolvedValue(answer(envelope(4321, 'The booking has already started.', { bookingId: 7 })))

    const error = await failure(postApi('center/job/book/cancel', { bookingId: 7 }))

    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'refusal', code: 4321, msg: 'The booking has already started.', data: { bookingId: 7 } })
    expect(notices).toHaveBeenCalledWith('The booking has already started.')
    expect(reload).not.toHaveBeenCalled()
    expect(Cookies.get('token')).toBe('token-123')
  })

  it('shows a code with a fixed message in the chosen language', async () => {
    await i18n.changeLanguage('zh-CN')
    fetchMock.mockResolvedValue(answer(envelope(1003, 'The record does not exist.')))
    const error = await failure(postApi('center/job/book/list'))
    expect(error.msg).toBe('记录不存在。')
    expect(notices).toHaveBeenCalledWith('记录不存在。')
  })

  it('words a refusal by its own code, with its values, and keeps rtn_data', async () => {
    await i18n.changeLanguage('zh-CN')
    const data = { captchaRequired: false, code: 40203, values: { seconds: 42 } }
    fetchMock.mockResolvedValue(answer(envelope(1006, 'Please wait 42 seconds before asking for another code.', data)))
    const error = await failure(postApi('sms/send'))
    expect(error).toMatchObject({ code: 1006, msg: '请等待 42 秒后再获取验证码。', data })
    expect(notices).toHaveBeenCalledWith('请等待 42 秒后再获取验证码。')
  })

  it('with silent, hands every refusal to the caller without a notice or session action', async () => {
    fetchMock.mockResolvedValueOnce(answer(envelope(1100, 'Account error, please check!', { captchaRequired: true })))
    const refused = await failure(postApi('user/password/login', {}, { silent: true }))
    expect(refused).toMatchObject({ code: 1100, data: { captchaRequired: true } })

    fetchMock.mockResolvedValueOnce(answer(envelope(30030, 'Deactivated.')))
    const deactivated = await failure(postApi('user/password/login', {}, { silent: true }))
    expect(deactivated).toMatchObject({ code: 30030, msg: 'Deactivated.' })

    expect(notices).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
    expect(later).not.toHaveBeenCalled()
    expect(Cookies.get('token')).toBe('token-123')
  })
})

describe('HTTP status', () => {
  it('a non-2xx answer shows the envelope message', async () => {
    fetchMock.mockResolvedValue(
      answer(envelope(1005, 'The request is larger than 1048576 bytes.', { code: 1005, values: { limit: 1048576 } }), 413),
    )
    const error = await failure(postApi('file/upload'))
    expect(error).toMatchObject({ kind: 'http', status: 413, code: 1005 })
    expect(notices).toHaveBeenCalledWith('The request is larger than 1048576 bytes.')
  })

  it('a non-2xx answer without an envelope shows the status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }))
    const error = await failure(postApi('center/home/statics'))
    expect(error).toMatchObject({ kind: 'http', status: 502, code: NO_CODE })
    expect(notices).toHaveBeenCalledWith('The server could not answer the request (HTTP 502).')
  })

  it('401 clears the session and reloads', async () => {
    fetchMock.mockResolvedValue(answer(envelope(1001, 'expired'), 401))
    const error = await failure(postApi('center/home/statics'))
    expect(error.status).toBe(401)
    expect(Cookies.get('token')).toBeUndefined()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(notices).not.toHaveBeenCalled()
  })

  it('403 opens /401', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 403 }))
    const error = await failure(postApi('center/home/statics'))
    expect(error.status).toBe(403)
    expect(openRoute).toHaveBeenCalledWith('/401')
    expect(Cookies.get('token')).toBe('token-123')
    expect(notices).not.toHaveBeenCalled()
  })

  it('a 2xx answer that is not an envelope is a failed request', async () => {
    fetchMock.mockResolvedValue(new Response('<!doctype html>', { status: 200 }))
    const error = await failure(postApi('center/home/statics'))
    expect(error.kind).toBe('network')
    expect(notices).toHaveBeenCalledWith('Interface request failed', 5)
  })
})

describe('network', () => {
  function hangingFetch(): void {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
  }

  it('times out after 120000 ms with "Network request timed out" for 5 s', async () => {
    vi.useFakeTimers()
    hangingFetch()
    const pending = failure(postApi('center/home/statics'))
    await vi.advanceTimersByTimeAsync(119_999)
    expect(notices).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toMatchObject({ kind: 'timeout', code: NO_CODE, msg: 'Network request timed out' })
    expect(notices).toHaveBeenCalledWith('Network request timed out', 5)
  })

  it('honours a timeout given by the caller', async () => {
    vi.useFakeTimers()
    hangingFetch()
    const pending = failure(postApi('center/home/statics', {}, { timeoutMs: 50 }))
    await vi.advanceTimersByTimeAsync(50)
    expect((await pending).kind).toBe('timeout')
  })

  it('any other failure is "Interface request failed" for 5 s', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await failure(postApi('center/home/statics'))
    expect(error).toMatchObject({ kind: 'network', msg: 'Interface request failed' })
    expect(notices).toHaveBeenCalledWith('Interface request failed', 5)
  })

  it('a call cancelled by its caller fails quietly', async () => {
    hangingFetch()
    const controller = new AbortController()
    const pending = postApi('center/home/statics', {}, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(notices).not.toHaveBeenCalled()
  })

  it('translates the network notices', async () => {
    await i18n.changeLanguage('zh-CN')
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await failure(postApi('center/home/statics'))
    expect(notices).toHaveBeenCalledWith('接口请求失败', 5)
  })
})

describe('an app with a session of its own', () => {
  const endTeacherSession = vi.fn(() => Cookies.remove('teacherToken', { path: '/' }))

  beforeEach(() => {
    endTeacherSession.mockClear()
    Cookies.set('teacherToken', 'teacher-456', { path: '/' })
    configureRequest({ tokenCookie: 'teacherToken', endSession: endTeacherSession })
  })

  it("sends its own token, not the centre portal's", async () => {
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', {})))
    await postApi('teacher/profile')
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer teacher-456')
  })

  it('ends its own session on 1001 and leaves the centre portal signed in', async () => {
    fetchMock.mockResolvedValue(answer(envelope(1001, 'expired')))
    await failure(postApi('teacher/profile'))
    expect(endTeacherSession).toHaveBeenCalledTimes(1)
    expect(Cookies.get('teacherToken')).toBeUndefined()
    expect(Cookies.get('token')).toBe('token-123')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ends its own session on HTTP 401 and on 30030', async () => {
    fetchMock.mockResolvedValueOnce(answer(envelope(1001, 'expired'), 401))
    await failure(postApi('teacher/profile'))
    fetchMock.mockResolvedValueOnce(answer(envelope(30030, 'Deactivated.')))
    await failure(postApi('teacher/profile'))
    expect(endTeacherSession).toHaveBeenCalledTimes(2)
    expect(Cookies.get('token')).toBe('token-123')
  })

  it('goes back to the centre settings when reset', async () => {
    resetRequestSettings()
    fetchMock.mockResolvedValue(answer(envelope(0, 'success', {})))
    await postApi('center/home/statics')
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer token-123')
  })
})
