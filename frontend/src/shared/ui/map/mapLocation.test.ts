import { describe, expect, it } from 'vitest'

import {
  addressFieldsOf,
  addressLine,
  formatCoordinate,
  type GeocodedPlace,
  locationFromPlace,
  placeName,
  pointOfPlace,
} from './mapLocation'

const henderson: GeocodedPlace = {
  lat: '-36.8790',
  lon: '174.6290',
  display_name: '12, Great North Road, Henderson, Auckland, 0612, New Zealand',
  address: {
    house_number: '12',
    road: 'Great North Road',
    suburb: 'Henderson',
    city: 'Auckland',
    postcode: '0612',
    country: 'New Zealand',
  },
}

describe('formatCoordinate', () => {
  it('drops trailing zeros and keeps six decimals at most', () => {
    expect(formatCoordinate(-36.84)).toBe('-36.84')
    expect(formatCoordinate(174.59)).toBe('174.59')
    expect(formatCoordinate(174.5912345678)).toBe('174.591235')
    expect(formatCoordinate(175)).toBe('175')
  })
})

describe('locationFromPlace', () => {
  it('answers the map location form from the address parts', () => {
    expect(locationFromPlace({ latitude: -36.8791234567, longitude: 174.629 }, henderson)).toEqual({
      latitude: -36.879123,
      longitude: 174.629,
      Address: '12 Great North Road',
      City: 'Auckland',
      Suburb: 'Henderson',
      postal_code: '0612',
      country: 'New Zealand',
    })
  })

  it('falls back to the place name, a town and a district', () => {
    const place: GeocodedPlace = {
      lat: '-39.49',
      lon: '176.91',
      display_name: 'Marine Parade, Napier, New Zealand',
      address: { town: 'Napier', city_district: 'Ahuriri', country: 'New Zealand' },
    }
    expect(locationFromPlace({ latitude: -39.49, longitude: 176.91 }, place)).toMatchObject({
      Address: 'Marine Parade, Napier, New Zealand',
      City: 'Napier',
      Suburb: 'Ahuriri',
      postal_code: '',
    })
  })

  it('keeps the point alone when nothing was geocoded', () => {
    expect(locationFromPlace({ latitude: -36.84, longitude: 174.59 }, null)).toEqual({
      latitude: -36.84,
      longitude: 174.59,
      Address: '',
      City: '',
      Suburb: '',
      postal_code: '',
      country: '',
    })
  })
})

describe('pointOfPlace', () => {
  it('reads the text coordinates of a geocoder answer', () => {
    expect(pointOfPlace(henderson)).toEqual({ latitude: -36.879, longitude: 174.629 })
    expect(pointOfPlace({ ...henderson, lat: 'north' })).toBeNull()
  })
})

describe('addressLine and placeName', () => {
  const location = locationFromPlace({ latitude: -36.879, longitude: 174.629 }, henderson)

  it('joins the known parts once each', () => {
    expect(addressLine(location)).toBe('12 Great North Road, Henderson, Auckland, 0612, New Zealand')
    expect(addressLine({ ...location, Suburb: 'Auckland', City: 'Auckland' })).toBe(
      '12 Great North Road, Auckland, 0612, New Zealand',
    )
  })

  it('names a place by suburb, else by coordinates', () => {
    expect(placeName(location)).toBe('Henderson')
    expect(placeName(locationFromPlace({ latitude: -36.84, longitude: 174.59 }, null))).toBe('-36.84, 174.59')
  })
})

describe('addressFieldsOf', () => {
  const picked = {
    latitude: -36.879,
    longitude: 174.629,
    Address: '12 Great North Road',
    City: 'Auckland',
    Suburb: 'Henderson',
    postal_code: '0612',
    country: 'New Zealand',
  }

  it('fills the point and the address parts the geocoder knows, cut to the lengths the server keeps', () => {
    expect(addressFieldsOf(picked)).toEqual({
      latitude: -36.879,
      longitude: 174.629,
      address: '12 Great North Road',
      suburb: 'Henderson',
      city: 'Auckland',
      postalCode: '0612',
    })
    expect(addressFieldsOf({ ...picked, Address: 'x'.repeat(300) }).address).toHaveLength(255)
  })

  it('leaves out the parts it does not know, so what was typed stays', () => {
    expect(addressFieldsOf({ ...picked, Address: '', City: '', Suburb: '', postal_code: '' })).toEqual({
      latitude: -36.879,
      longitude: 174.629,
    })
  })
})
