import type { MapLocation } from '../map/mapLocation'

/** A centre's details as sign-up and the Personal Center send them. */
export interface CentreDetails {
  name: string
  licenceNumber: string
  companyName: string
  gstNumber: string
  contactPerson: string
  latitude: number
  longitude: number
  address: string
  city: string
  suburb: string
  postalCode: string
  country: string
}

/** The details form (sign-up's Information step, the Personal Center's edit): the centre and its place. */
export interface CentreFormValues {
  name: string
  licenceNumber: string
  companyName?: string
  gstNumber?: string
  contactPerson: string
  latitude?: number
  longitude?: number
  address: string
  suburb?: string
  city: string
  postalCode?: string
  country?: string
}

export const DEFAULT_COUNTRY = 'New Zealand'

/** The map picker's answer (spec section 3, "Map location form") as form fields; blanks keep what was typed. */
export function fieldsFromLocation(location: MapLocation, current: Partial<CentreFormValues>): Partial<CentreFormValues> {
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    address: location.Address || current.address || '',
    suburb: location.Suburb || current.suburb || '',
    city: location.City || current.city || '',
    postalCode: location.postal_code || current.postalCode || '',
    country: location.country || current.country || DEFAULT_COUNTRY,
  }
}

/** The centre's details from the form, trimmed; null until a place is chosen. */
export function centreFromForm(values: CentreFormValues): CentreDetails | null {
  if (typeof values.latitude !== 'number' || typeof values.longitude !== 'number') return null
  const text = (value: string | undefined) => (value ?? '').trim()
  return {
    name: text(values.name),
    licenceNumber: text(values.licenceNumber),
    companyName: text(values.companyName),
    gstNumber: text(values.gstNumber),
    contactPerson: text(values.contactPerson),
    latitude: values.latitude,
    longitude: values.longitude,
    address: text(values.address),
    city: text(values.city),
    suburb: text(values.suburb),
    postalCode: text(values.postalCode),
    country: text(values.country) || DEFAULT_COUNTRY,
  }
}

/** The form's starting values from saved or served details (the server's nulls become blanks). */
export function formFromCentre(details: { [K in keyof CentreDetails]?: CentreDetails[K] | null }): Partial<CentreFormValues> {
  const text = (value: string | null | undefined) => value ?? ''
  return {
    name: text(details.name),
    licenceNumber: text(details.licenceNumber),
    companyName: text(details.companyName),
    gstNumber: text(details.gstNumber),
    contactPerson: text(details.contactPerson),
    latitude: details.latitude ?? undefined,
    longitude: details.longitude ?? undefined,
    address: text(details.address),
    suburb: text(details.suburb),
    city: text(details.city),
    postalCode: text(details.postalCode),
    country: text(details.country) || DEFAULT_COUNTRY,
  }
}
