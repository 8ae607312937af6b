import { describe, expect, it } from 'vitest'

import { ApiError } from '@/shared/api/ApiError'
import codes from '@/shared/refusals/codes.json'

import { problemFromServer } from './serverProblems'

const refused = (code: number, msg = 'refused', values?: Record<string, number>) => {
  const declared = codes[String(code) as keyof typeof codes]
  return new ApiError('refusal', 1000, msg, { code, field: declared.field, ...(values ? { values } : {}) }, 200)
}

describe('problemFromServer', () => {
  it.each([
    [40630, 'startTime'],
    [40631, 'endTime'],
    [40632, 'endTime'],
    [40638, 'endTime'],
    [40627, 'genderJustification'],
    [40628, 'ageGroup'],
    [40629, 'teacherTalentPool'],
    [40636, 'inviteType'],
    [40625, 'favouriteTeacherIds'],
    [40624, 'favouriteTeacherIds'],
    [40623, 'favouriteTeacherIds'],
    [40622, 'favouriteTeacherIds'],
    [40635, 'weekdays'],
    [40637, 'dateRange'],
    [40633, 'dateRange'],
    [40634, 'dateRange'],
  ])('marks the field refusal %i names (%s)', (code, field) => {
    expect(problemFromServer(refused(code, 'worded'))).toMatchObject({ field, text: 'worded', refusal: { code } })
  })

  it('keeps the refusal with its values, to word it in the chosen language', () => {
    expect(problemFromServer(refused(40622, 'Please choose at least 3 favourite teachers.', { number: 3 }))).toEqual({
      field: 'favouriteTeacherIds',
      refusal: { code: 40622, field: 'favouriteTeacherIds', values: { number: 3 } },
      text: 'Please choose at least 3 favourite teachers.',
    })
  })

  it('marks the day of a Standard Booking on its date field', () => {
    expect(problemFromServer(refused(40634), 'date')?.field).toBe('date')
    expect(problemFromServer(refused(40630), 'date')?.field).toBe('startTime')
  })

  it('finds no problem of the form in a refusal that names none of its fields', () => {
    expect(problemFromServer(refused(40626, 'Teacher ranks are not configured.'))).toBeNull()
    expect(problemFromServer(new ApiError('refusal', 1000, 'Parameter error.', null, 200))).toBeNull()
    expect(problemFromServer(new ApiError('refusal', 1000, 'x', { code: 1011, field: 'processId' }, 200))).toBeNull()
  })
})
