import { describe, expect, it } from 'vitest'

import codes from '@/shared/refusals/codes.json'

import { AVATAR_MAX_BYTES, avatarProblem, avatarProblemOfRefusal, readHeader, sniffImage } from './avatarFile'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])
const TEXT = new TextEncoder().encode('%PDF-1.7')

describe('avatar files', () => {
  it('recognises JPEG and PNG content', () => {
    expect(sniffImage(PNG)).toBe('png')
    expect(sniffImage(JPEG)).toBe('jpeg')
    expect(sniffImage(TEXT)).toBeNull()
    expect(sniffImage(new Uint8Array([0xff, 0xd8]))).toBeNull()
  })

  it('accepts a JPG or PNG of at most 1 MB', () => {
    expect(avatarProblem({ name: 'logo.png', size: 2048, header: PNG })).toBeNull()
    expect(avatarProblem({ name: 'Logo.JPEG', size: AVATAR_MAX_BYTES, header: JPEG })).toBeNull()
    expect(avatarProblem({ name: 'logo.jpg', size: 10, header: JPEG })).toBeNull()
  })

  it('refuses other types, by name or by content', () => {
    expect(avatarProblem({ name: 'logo.gif', size: 10, header: PNG })).toBe('type')
    expect(avatarProblem({ name: 'notes.png', size: 10, header: TEXT })).toBe('type')
    expect(avatarProblem({ name: 'photo.png', size: 10, header: JPEG })).toBe('type')
    expect(avatarProblem({ name: 'noextension', size: 10, header: PNG })).toBe('type')
  })

  it('refuses a file over 1 MB, and an empty one', () => {
    expect(avatarProblem({ name: 'big.png', size: AVATAR_MAX_BYTES + 1, header: PNG })).toBe('size')
    expect(avatarProblem({ name: 'empty.png', size: 0, header: new Uint8Array() })).toBe('empty')
  })

  it('reads the first bytes of a file', async () => {
    const file = new Blob([PNG, new Uint8Array(100)])
    expect(Array.from(await readHeader(file))).toEqual(Array.from(PNG))
  })

  it('understands the server refusals by their codes', () => {
    const problemOf = (message: RegExp) =>
      Object.entries(codes)
        .filter(([, refusal]) => message.test(refusal.message))
        .map(([code]) => avatarProblemOfRefusal(Number(code)))
    expect(problemOf(/^The file is larger than \{megabytes\} MB\.$/)).toEqual(['size'])
    expect(problemOf(/^Only \{kinds\} files are accepted\.$/)).toEqual(['type'])
    expect(problemOf(/^The file's content does not match its name\.$/)).toEqual(['type'])
    expect(problemOf(/^The file is empty\.$/)).toEqual(['empty'])
    expect(avatarProblemOfRefusal(1000)).toBeNull()
  })
})
