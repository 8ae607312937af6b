import { describe, expect, it } from 'vitest'

import { ApiError, NO_CODE } from '../api/ApiError'
import { formRefusal } from './formRefusal'

describe('formRefusal', () => {
  it('puts a refusal on the field it names when the form has that field', () => {
    const error = new ApiError('refusal', 1004, 'That e-mail is taken.', { code: 10410, field: 'email' }, 200)
    expect(formRefusal(error, ['email', 'name'])).toEqual({ field: 'email', text: 'That e-mail is taken.', code: 10410 })
    expect(formRefusal(error, ['name'])).toEqual({ field: null, text: 'That e-mail is taken.', code: 10410 })
  })

  it('words a failure without a refusal generally', () => {
    expect(formRefusal(new ApiError('timeout', NO_CODE, 'Network request timed out', null, 0), ['email'])).toEqual({
      field: null,
      text: 'Network request timed out',
      code: null,
    })
    expect(formRefusal(new Error('boom'), []).text).toBe('Interface request failed')
  })
})
