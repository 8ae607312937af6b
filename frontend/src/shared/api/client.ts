import createClient, { type Client } from 'openapi-fetch'

import { config } from '../config'
import { type Answer, type RequestOptions, send, sendToServer } from './request'
import type { paths } from './schema'

/** The platform's API as the OpenAPI document describes it: paths, parameters, bodies and answers checked by tsc. */
export type ApiClient = Client<paths>

/**
 * A call as the client built it: its address under the API's base and its
 * init, kept as they are (the body stays the JSON text or the upload's
 * FormData) for `sendToServer`, which adds the app's headers.
 */
class ApiCall {
  readonly url: string
  readonly init: RequestInit

  constructor(url: string, init: RequestInit = {}) {
    this.url = url
    this.init = init
  }

  get method(): string {
    return this.init.method ?? 'GET'
  }
}

type Outcome = { data?: unknown; error?: unknown; response: Response }

type RtnDataOf<TEnvelope> = TEnvelope extends { rtn_data: infer TData } ? TData : never

/** The envelope's rtn_data of a call's successful answer. */
export type AnswerOf<TOutcome> = TOutcome extends { data?: infer TEnvelope } ? RtnDataOf<NonNullable<TEnvelope>> : never

/**
 * Makes one call through the typed client and settles it like every call of
 * the platform (shared/api/request.ts): resolves the envelope's rtn_data, or
 * rejects with an ApiError after the failure's notice and session action.
 *
 *     callApi((api) => api.GET('/dictDetail', { params: { query: { dictName } } }), { signal })
 */
export function callApi<TOutcome extends Outcome>(
  call: (api: ApiClient) => Promise<TOutcome>,
  options: RequestOptions = {},
): Promise<AnswerOf<TOutcome>> {
  return send<AnswerOf<TOutcome>>(async (signal) => {
    let status = 0
    const api = createClient<paths>({
      baseUrl: config.apiBase,
      // The client builds an ApiCall where it would build a Request (whose address must be absolute).
      Request: ApiCall as unknown as typeof Request,
      fetch: async (request) => {
        const built = request as unknown as ApiCall
        // A POST always carries a JSON body: an empty object when the call has none.
        const body = built.init.body ?? (built.method === 'POST' ? '{}' : undefined)
        const response = await sendToServer(built.url, { ...built.init, body, signal })
        status = response.status
        return response
      },
    })
    let outcome: TOutcome
    try {
      outcome = await call(api)
    } catch (cause) {
      // A successful answer whose body is not JSON: no envelope came back.
      if (cause instanceof SyntaxError) return { ok: true, status, body: null } satisfies Answer
      throw cause
    }
    const { response } = outcome
    return { ok: response.ok, status: response.status, body: (response.ok ? outcome.data : outcome.error) ?? null }
  }, options)
}

/**
 * The body of an upload call: the multipart form goes as it is (the browser
 * writes its Content-Type with the boundary); the generated types spell the
 * form's file as a string, which a File is not.
 */
export function uploadBody(form: FormData): { body: never } {
  return { body: form as never }
}
