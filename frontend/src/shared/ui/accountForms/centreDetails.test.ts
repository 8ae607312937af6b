import { describe, expect, it } from 'vitest'

import { centreFromForm, fieldsFromLocation, formFromCentre } from './centreDetails'

const picked = {
  latitude: -36.87,
  longitude: 174.63,
  Address: '7 Great North Road',
  City: 'Auckland',
  Suburb: 'Henderson',
  postal_code: '0612',
  country: 'New Zealand',
}

describe('the centre details form', () => {
  it('fills the address fields from the map picker', () => {
    expect(fieldsFromLocation(picked, {})).toEqual({
      latitude: -36.87,
      longitude: 174.63,
      address: '7 Great North Road',
      suburb: 'Henderson',
      city: 'Auckland',
      postalCode: '0612',
      country: 'New Zealand',
    })
  })

  it('keeps what was typed where the geocoder knows nothing', () => {
    const bare = { ...picked, Address: '', City: '', Suburb: '', postal_code: '', country: '' }
    expect(fieldsFromLocation(bare, { address: '1 Main St', city: 'Hamilton' })).toEqual({
      latitude: -36.87,
      longitude: 174.63,
      address: '1 Main St',
      suburb: '',
      city: 'Hamilton',
      postalCode: '',
      country: 'New Zealand',
    })
  })

  it('saves the trimmed details once a place is chosen', () => {
    const values = {
      name: ' Kowhai Kids ',
      licenceNumber: '46123',
      contactPerson: 'Aroha',
      address: '7 Great North Road',
      city: 'Auckland',
    }
    expect(centreFromForm(values)).toBeNull()
    expect(centreFromForm({ ...values, latitude: -36.8, longitude: 174.6 })).toEqual({
      name: 'Kowhai Kids',
      licenceNumber: '46123',
      companyName: '',
      gstNumber: '',
      contactPerson: 'Aroha',
      latitude: -36.8,
      longitude: 174.6,
      address: '7 Great North Road',
      city: 'Auckland',
      suburb: '',
      postalCode: '',
      country: 'New Zealand',
    })
  })

  it('starts from served details, blanks for nulls', () => {
    expect(
      formFromCentre({ name: 'Kowhai', gstNumber: null, latitude: -36.8, longitude: 174.6, country: null }),
    ).toMatchObject({ name: 'Kowhai', gstNumber: '', latitude: -36.8, longitude: 174.6, country: 'New Zealand' })
    expect(formFromCentre({}).latitude).toBeUndefined()
  })
})
