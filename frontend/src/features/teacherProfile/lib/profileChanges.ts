import { TRAVEL_RADIUS_KM } from '@/shared/lib/validators'
import { ADDRESS_LENGTHS } from '@/shared/ui/map/mapLocation'

import type { ProfileUpdate } from '../api/updateProfile'
import type { TeacherProfile } from '../api/teacherProfile'

/** The limits of `/api/teacher/profile/update` (docs/api.md). */
export const PROFILE_LIMITS = {
  minRadiusKm: TRAVEL_RADIUS_KM.min,
  maxRadiusKm: TRAVEL_RADIUS_KM.max,
  philosophyLength: 2000,
  mobileLength: 32,
  addressLength: ADDRESS_LENGTHS.address,
  suburbLength: ADDRESS_LENGTHS.suburb,
  cityLength: ADDRESS_LENGTHS.city,
  postalCodeLength: ADDRESS_LENGTHS.postalCode,
} as const

/** A phone number as the server takes it: `+64 21 123 4567`, `021 123 4567`. */
export const MOBILE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/

export interface ContactValues {
  mobile: string
  philosophy: string
}

export interface LocationValues {
  latitude: number | null
  longitude: number | null
  address: string
  suburb: string
  city: string
  postalCode: string
  travelRadiusKm: number
}

const text = (value: string | null | undefined): string => (value ?? '').trim()

export function contactValuesOf(profile: TeacherProfile): ContactValues {
  return { mobile: profile.mobile ?? '', philosophy: profile.philosophy ?? '' }
}

export function locationValuesOf(profile: TeacherProfile): LocationValues {
  return {
    latitude: profile.latitude,
    longitude: profile.longitude,
    address: profile.address ?? '',
    suburb: profile.suburb ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
    travelRadiusKm: profile.travelRadiusKm,
  }
}

/** Only the contact fields that changed (an emptied text clears it on the server). */
export function contactChanges(profile: TeacherProfile, values: ContactValues): ProfileUpdate {
  const changes: ProfileUpdate = {}
  if (text(values.mobile) !== text(profile.mobile)) changes.mobile = text(values.mobile)
  if (text(values.philosophy) !== text(profile.philosophy)) changes.philosophy = text(values.philosophy)
  return changes
}

/**
 * Only the home fields that changed; latitude and longitude always travel
 * together (the server refuses one without the other).
 */
export function locationChanges(profile: TeacherProfile, values: LocationValues): ProfileUpdate {
  const changes: ProfileUpdate = {}
  const { latitude, longitude } = values
  if (
    latitude !== null &&
    longitude !== null &&
    (latitude !== profile.latitude || longitude !== profile.longitude)
  ) {
    changes.latitude = latitude
    changes.longitude = longitude
  }
  if (text(values.address) !== text(profile.address)) changes.address = text(values.address)
  if (text(values.suburb) !== text(profile.suburb)) changes.suburb = text(values.suburb)
  if (text(values.city) !== text(profile.city)) changes.city = text(values.city)
  if (text(values.postalCode) !== text(profile.postalCode)) changes.postalCode = text(values.postalCode)
  if (values.travelRadiusKm !== profile.travelRadiusKm) changes.travelRadiusKm = values.travelRadiusKm
  return changes
}

export function hasChanges(changes: ProfileUpdate): boolean {
  return Object.keys(changes).length > 0
}
