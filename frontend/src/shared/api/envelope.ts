/** Every answer of the platform, success or failure (docs/api.md, "Envelope"). */
export interface Envelope<TData = unknown> {
  rtn_code: number
  rtn_msg: string
  rtn_data: TData
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).rtn_code === 'number' &&
    'rtn_msg' in value
  )
}

/** rtn_codes the web apps react to (the full catalogue is in docs/api.md). */
export const RtnCode = {
  success: 0,
  parameterError: 1000,
  sessionExpired: 1001,
  tooManyAttempts: 1006,
  accountError: 1100,
  captchaRequired: 1101,
  captchaWrong: 1102,
  deactivated: 30030,
} as const
