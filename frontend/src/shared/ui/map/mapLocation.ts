/** A point on the map, in degrees. */
export interface MapPoint {
  latitude: number
  longitude: number
}

/**
 * The map location form (spec section 3), as the map picker answers it: the
 * chosen point and, when the geocoder knows it, the address around it. The
 * field names are the spec's.
 */
export interface MapLocation extends MapPoint {
  Address: string
  City: string
  Suburb: string
  postal_code: string
  country: string
}

/** The longest address parts the server keeps (a teacher's home, a centre's place). */
export const ADDRESS_LENGTHS = { address: 255, suburb: 64, city: 64, postalCode: 16 } as const

/** The form fields of a picked place: its point, and the address parts the geocoder knows, cut to length. */
export interface PickedAddress extends MapPoint {
  address?: string
  suburb?: string
  city?: string
  postalCode?: string
}

/** A picked place as form fields; a part the geocoder does not know is left out, so what was typed stays. */
export function addressFieldsOf(location: MapLocation): PickedAddress {
  const found: PickedAddress = { latitude: location.latitude, longitude: location.longitude }
  if (location.Address) found.address = location.Address.slice(0, ADDRESS_LENGTHS.address)
  if (location.Suburb) found.suburb = location.Suburb.slice(0, ADDRESS_LENGTHS.suburb)
  if (location.City) found.city = location.City.slice(0, ADDRESS_LENGTHS.city)
  if (location.postal_code) found.postalCode = location.postal_code.slice(0, ADDRESS_LENGTHS.postalCode)
  return found
}

/** The map picker's constants (spec sections 2 and 9). */
export const MAP_DEFAULTS = {
  /** About the middle of Auckland, where the picker opens without a point. */
  centre: { latitude: -36.84, longitude: 174.59 } satisfies MapPoint,
  zoom: 14,
  /** Map clicks are handled at most once in this time. */
  clickThrottleMs: 500,
} as const

/** Degrees are kept to 6 decimals (about 10 cm): more is noise. */
const PLACES = 6

export function roundCoordinate(value: number): number {
  return Math.round(value * 10 ** PLACES) / 10 ** PLACES
}

/** A coordinate for people: up to 6 decimals, without trailing zeros (-36.84, 174.591234). */
export function formatCoordinate(value: number): string {
  return roundCoordinate(value)
    .toFixed(PLACES)
    .replace(/\.?0+$/, '')
}

/** The address parts of a Nominatim-style answer (only those the form uses). */
export interface GeocodedAddress {
  house_number?: string
  road?: string
  suburb?: string
  city_district?: string
  neighbourhood?: string
  quarter?: string
  city?: string
  town?: string
  village?: string
  hamlet?: string
  county?: string
  postcode?: string
  country?: string
}

/** One place of a Nominatim-style geocoder (`/search` item or `/reverse` answer). */
export interface GeocodedPlace {
  lat: string
  lon: string
  display_name: string
  address?: GeocodedAddress
}

function first(...values: (string | undefined)[]): string {
  return values.find((value) => value && value.trim())?.trim() ?? ''
}

/**
 * The map location form for a chosen point: the point itself, and the
 * address parts of the geocoded place around it when there is one (the
 * street when known, else the place's full name).
 */
export function locationFromPlace(point: MapPoint, place: GeocodedPlace | null | undefined): MapLocation {
  const address = place?.address ?? {}
  const street = [address.house_number, address.road].filter((part) => part && part.trim()).join(' ')
  return {
    latitude: roundCoordinate(point.latitude),
    longitude: roundCoordinate(point.longitude),
    Address: first(street, place?.display_name),
    City: first(address.city, address.town, address.village, address.hamlet, address.county),
    Suburb: first(address.suburb, address.city_district, address.neighbourhood, address.quarter),
    postal_code: first(address.postcode),
    country: first(address.country),
  }
}

/** A geocoded place's point, or null when its coordinates are not numbers. */
export function pointOfPlace(place: GeocodedPlace): MapPoint | null {
  const latitude = Number.parseFloat(place.lat)
  const longitude = Number.parseFloat(place.lon)
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  return { latitude, longitude }
}

/** The location's address on one line: street, suburb, city, postcode, country (the known ones). */
export function addressLine(location: MapLocation): string {
  return [location.Address, location.Suburb, location.City, location.postal_code, location.country]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(', ')
}

/** A short name for the location: its suburb, city or street, else its coordinates. */
export function placeName(location: MapLocation): string {
  return (
    first(location.Suburb, location.City, location.Address) ||
    `${formatCoordinate(location.latitude)}, ${formatCoordinate(location.longitude)}`
  )
}
