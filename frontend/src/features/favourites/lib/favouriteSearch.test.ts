import { describe, expect, it } from 'vitest'

import { favouriteSearchRequest } from './favouriteSearch'

describe('favouriteSearchRequest', () => {
  it('refuses a search with no first name, last name or registration number', () => {
    expect(favouriteSearchRequest({})).toBeNull()
    expect(favouriteSearchRequest({ firstName: '', lastName: null, registrationNumber: undefined })).toBeNull()
  })

  it('counts blanks as empty', () => {
    expect(favouriteSearchRequest({ firstName: '   ', lastName: '\t', registrationNumber: ' \n ' })).toBeNull()
  })

  it.each([
    [{ firstName: 'aro' }, { firstName: 'aro', lastName: '', registrationNumber: '' }],
    [{ lastName: 'Ngata' }, { firstName: '', lastName: 'Ngata', registrationNumber: '' }],
    [{ registrationNumber: 'TR100031' }, { firstName: '', lastName: '', registrationNumber: 'TR100031' }],
  ])('accepts any one of the three: %o', (values, request) => {
    expect(favouriteSearchRequest(values)).toEqual(request)
  })

  it('sends the fields trimmed', () => {
    expect(favouriteSearchRequest({ firstName: ' Aroha ', lastName: ' Chen', registrationNumber: '' })).toEqual({
      firstName: 'Aroha',
      lastName: 'Chen',
      registrationNumber: '',
    })
  })
})
