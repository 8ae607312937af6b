/**
 * How a call failed:
 * - `refusal`: the server answered the envelope with a non-zero rtn_code;
 * - `http`: the server answered with a non-2xx status;
 * - `timeout`: no answer within the request timeout;
 * - `network`: the call could not be made or the answer could not be read.
 */
export type ApiFailureKind = 'refusal' | 'http' | 'timeout' | 'network'

/** No rtn_code is known (no envelope came back). */
export const NO_CODE = -1

export class ApiError<TData = unknown> extends Error {
  readonly kind: ApiFailureKind
  /** The envelope's rtn_code, or NO_CODE when there was no envelope. */
  readonly code: number
  /** The message to show: the envelope's rtn_msg, or a translated description. */
  readonly msg: string
  readonly data: TData | null
  /** The HTTP status; 0 when there was no answer. */
  readonly status: number

  constructor(kind: ApiFailureKind, code: number, msg: string, data: TData | null, status: number) {
    super(msg)
    this.name = 'ApiError'
    this.kind = kind
    this.code = code
    this.msg = msg
    this.data = data
    this.status = status
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}
