import type { MapPoint } from '@/shared/ui/map/mapLocation'

/** The widest radius the finder accepts, in km. */
export const FINDER_MAX_RADIUS_KM = 50

/** The Earth's mean radius, in km. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle (haversine) distance between two points, in km. */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** What the finder needs of a teacher to place them. */
export interface PlacedTeacher {
  teacherId: number
  firstName: string
  lastName: string
  distanceKm: number
  approxLatitude: number
  approxLongitude: number
}

/**
 * The teachers within `radiusKm` of `origin` by their approximate location,
 * nearest first (then by name), each with its distance from `origin`
 * (1 decimal, as the server gives it).
 */
export function teachersAround<T extends PlacedTeacher>(teachers: readonly T[], origin: MapPoint, radiusKm: number): T[] {
  return teachers
    .map((teacher) => ({
      teacher,
      distance: distanceKm(origin, { latitude: teacher.approxLatitude, longitude: teacher.approxLongitude }),
    }))
    .filter(({ distance }) => distance <= radiusKm)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        `${a.teacher.firstName} ${a.teacher.lastName}`.localeCompare(`${b.teacher.firstName} ${b.teacher.lastName}`),
    )
    .map(({ teacher, distance }) => ({ ...teacher, distanceKm: Math.round(distance * 10) / 10 }))
}

/** Teachers who share one approximate location: one marker on the map. */
export interface TeacherPlace<T> {
  key: string
  latitude: number
  longitude: number
  teachers: T[]
}

/**
 * Teachers grouped by their approximate location (rounded to about 1 km, so
 * several often share one), in the order of their first teacher.
 */
export function groupByPlace<T extends PlacedTeacher>(teachers: readonly T[]): TeacherPlace<T>[] {
  const places = new Map<string, TeacherPlace<T>>()
  for (const teacher of teachers) {
    const key = `${teacher.approxLatitude.toFixed(4)},${teacher.approxLongitude.toFixed(4)}`
    const place = places.get(key)
    if (place) place.teachers.push(teacher)
    else places.set(key, { key, latitude: teacher.approxLatitude, longitude: teacher.approxLongitude, teachers: [teacher] })
  }
  return [...places.values()]
}

export type PinTone = 'qualified' | 'unqualified' | 'newly' | 'mixed'

const TONES: Record<number, PinTone> = { 1: 'qualified', 2: 'unqualified', 3: 'newly' }

/** A marker's colour: the teachers' qualification when they share one, else mixed. */
export function pinTone(teachers: readonly { qualification: number }[]): PinTone {
  const kinds = new Set(teachers.map((teacher) => teacher.qualification))
  const [only] = kinds
  return kinds.size === 1 && only !== undefined ? (TONES[only] ?? 'mixed') : 'mixed'
}
