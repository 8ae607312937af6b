import { describe, expect, it } from 'vitest'

import { datesProblem, DOCUMENT_KINDS, fileProblem, fileSizeText, kindRules } from './documentRules'

const file = (name: string, size: number, type = '') => ({ name, size, type })

describe('document rules', () => {
  it('lists the ten kinds', () => {
    expect(DOCUMENT_KINDS).toHaveLength(10)
  })

  it('takes PDF, JPG and PNG up to 5 MB; the photo only JPG or PNG up to 1 MB', () => {
    expect(fileProblem(file('first-aid.pdf', 48_213, 'application/pdf'), 'first_aid')).toBeNull()
    expect(fileProblem(file('scan.JPEG', 2_000_000, 'image/jpeg'), 'police_vetting')).toBeNull()
    expect(fileProblem(file('cv.docx', 20_000), 'cv')).toBe('type')
    expect(fileProblem(file('cv.pdf', 6 * 1_048_576, 'application/pdf'), 'cv')).toBe('tooLarge')
    expect(fileProblem(file('me.pdf', 20_000, 'application/pdf'), 'photo')).toBe('type')
    expect(fileProblem(file('me.png', 2 * 1_048_576, 'image/png'), 'photo')).toBe('tooLarge')
    expect(fileProblem(file('empty.pdf', 0), 'cv')).toBe('empty')
  })

  it('refuses a name that claims another type than the browser saw', () => {
    expect(fileProblem(file('photo.pdf', 20_000, 'image/png'), 'cv')).toBe('type')
  })

  it('asks for dates where they matter', () => {
    expect(kindRules('first_aid')).toMatchObject({ dates: true, vetting: true })
    expect(kindRules('cv')).toMatchObject({ dates: false, vetting: false })
    expect(kindRules('photo').maxBytes).toBe(1_048_576)
  })

  it('checks the dates as the server does', () => {
    expect(datesProblem('2025-01-10', '2027-01-10', '2026-11-22')).toBeNull()
    expect(datesProblem('2025-01-10', '2025-01-10', '2026-11-22')).toBe('expiryBeforeIssue')
    expect(datesProblem(null, '2026-11-21', '2026-11-22')).toBe('expired')
    expect(datesProblem(null, '2026-11-22', '2026-11-22')).toBeNull()
  })

  it('writes sizes for people', () => {
    expect(fileSizeText(48_213)).toBe('47 KB')
    expect(fileSizeText(1_310_720)).toBe('1.3 MB')
  })
})
