import { describe, expect, it } from 'vitest'

import { distanceKm, groupByPlace, pinTone, teachersAround } from './geo'

const centre = { latitude: -36.879, longitude: 174.629 }

function teacher(teacherId: number, firstName: string, approxLatitude: number, approxLongitude: number, qualification = 1) {
  return { teacherId, firstName, lastName: 'Test', distanceKm: 0, approxLatitude, approxLongitude, qualification }
}

describe('distanceKm', () => {
  it('is zero from a point to itself', () => {
    expect(distanceKm(centre, centre)).toBe(0)
  })

  it('measures a great circle', () => {
    // Auckland to Wellington, about 493 km.
    const wellington = { latitude: -41.2865, longitude: 174.7762 }
    expect(distanceKm({ latitude: -36.8485, longitude: 174.7633 }, wellington)).toBeCloseTo(493.5, 0)
    // One hundredth of a degree of latitude is about 1.1 km.
    expect(distanceKm(centre, { ...centre, latitude: centre.latitude + 0.01 })).toBeCloseTo(1.11, 2)
  })
})

describe('teachersAround', () => {
  const teachers = [
    teacher(1, 'Far', -36.7, 174.5),
    teacher(2, 'Near', -36.88, 174.63),
    teacher(3, 'Middle', -36.85, 174.6),
    teacher(4, 'Also near', -36.88, 174.63),
  ]

  it('keeps the teachers within the radius of the place, nearest first, with their distance from it', () => {
    const around = teachersAround(teachers, centre, 5)
    expect(around.map((t) => t.teacherId)).toEqual([4, 2, 3])
    expect(around[0]?.distanceKm).toBe(0.1)
    expect(around[2]?.distanceKm).toBeCloseTo(4.1, 1)
  })

  it('answers nothing when no one is near the place', () => {
    expect(teachersAround(teachers, { latitude: -41.29, longitude: 174.78 }, 50)).toEqual([])
  })
})

describe('groupByPlace', () => {
  it('puts teachers who share an approximate location on one marker, in list order', () => {
    const places = groupByPlace([
      teacher(1, 'A', -36.88, 174.64),
      teacher(2, 'B', -36.86, 174.6),
      teacher(3, 'C', -36.88, 174.64),
    ])
    expect(places.map((place) => [place.latitude, place.longitude, place.teachers.map((t) => t.teacherId)])).toEqual([
      [-36.88, 174.64, [1, 3]],
      [-36.86, 174.6, [2]],
    ])
  })
})

describe('pinTone', () => {
  it('colours a marker by the shared qualification, else mixed', () => {
    expect(pinTone([{ qualification: 1 }, { qualification: 1 }])).toBe('qualified')
    expect(pinTone([{ qualification: 2 }])).toBe('unqualified')
    expect(pinTone([{ qualification: 3 }])).toBe('newly')
    expect(pinTone([{ qualification: 1 }, { qualification: 3 }])).toBe('mixed')
  })
})
