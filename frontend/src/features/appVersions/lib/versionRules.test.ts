import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'

import type { AppVersion } from '../api/versions'
import { draftOf, isVersionNumber, promptFor, valuesOf } from './versionRules'

const version: AppVersion = {
  id: 4,
  platform: 'web',
  number: '1.2.3',
  type: 'forced',
  package: '',
  releaseDate: '2027-03-01',
  released: true,
  description: 'Security fix.',
  createdAt: '2027-02-27T01:00:00Z',
  updatedAt: '2027-02-27T01:00:00Z',
}

describe('version numbers', () => {
  it('are three whole numbers separated by dots', () => {
    expect(['1.2.3', '0.0.0', '10.20.30', ' 1.2.3 ', '99999.0.1'].every(isVersionNumber)).toBe(true)
    expect(['1.2', '1.2.3.4', 'v1.2.3', '1.2.x', '', '100000.0.0', '１.２.３', '-1.2.3'].some(isVersionNumber)).toBe(false)
  })
})

describe('the version form', () => {
  it('starts a new version as a general Android update released today', () => {
    const today = dayjs('2027-03-05T10:30:00')
    const values = valuesOf(null, today)
    expect(values).toMatchObject({ platform: 'android', number: '', type: 'general', package: '', description: '' })
    expect(values.releaseDate.format('YYYY-MM-DD')).toBe('2027-03-05')
  })

  it('sends a version back trimmed, its release date as a day, with its id', () => {
    const values = { ...valuesOf(version), number: ' 1.2.4 ', description: '  Faster.  ' }
    expect(draftOf(values, 4)).toEqual({
      id: 4,
      platform: 'web',
      number: '1.2.4',
      type: 'forced',
      package: '',
      releaseDate: '2027-03-01',
      description: 'Faster.',
    })
    expect(draftOf(values)).not.toHaveProperty('id')
  })
})

describe('the update prompt', () => {
  it('asks to reload for a forced update, notices a general one and says nothing otherwise', () => {
    expect(promptFor({ update: 'forced', newest: null })).toBe('reload')
    expect(promptFor({ update: 'general', newest: null })).toBe('notice')
    expect(promptFor({ update: 'silent', newest: null })).toBeNull()
    expect(promptFor({ update: 'none', newest: null })).toBeNull()
    expect(promptFor(undefined)).toBeNull()
  })
})
