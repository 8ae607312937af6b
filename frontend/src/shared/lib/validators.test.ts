import { describe, expect, it } from 'vitest'

import {
  checkIpAddress,
  isEmail,
  formatNzMobile,
  isExternalLink,
  isGstNumber,
  isIPv4,
  isNameLength,
  isNzMobile,
  isSixDigitCode,
  isStrongPassword,
  normaliseNzMobile,
} from './validators'

describe('isExternalLink', () => {
  it.each(['http://example.com', 'https://example.com/a?b=c', 'mailto:centre@example.com', 'tel:+6421234567', 'HTTPS://X.NZ'])(
    'accepts %s',
    (link) => expect(isExternalLink(link)).toBe(true),
  )

  it.each(['/dashboard', 'example.com', 'ftp://example.com', 'javascript:alert(1)', '', 'httpx://a', ' www.example.com'])(
    'refuses %s',
    (link) => expect(isExternalLink(link)).toBe(false),
  )
})

describe('isEmail', () => {
  it.each(['centre@example.com', 'a.b+c@kowhai-kids.co.nz', ' padded@example.org '])('accepts %s', (email) =>
    expect(isEmail(email)).toBe(true),
  )

  it.each(['', 'centre', 'centre@', '@example.com', 'centre@example', 'a b@example.com', 'centre@-example.com', 'x@y..nz'])(
    'refuses %s',
    (email) => expect(isEmail(email)).toBe(false),
  )

  it('refuses an address longer than 254 characters', () => {
    expect(isEmail(`${'a'.repeat(60)}@${'b'.repeat(190)}.co.nz`)).toBe(false)
  })
})

describe('New Zealand mobile numbers', () => {
  it.each([
    ['021 234 567', '+6421234567'],
    ['0212345678', '+64212345678'],
    ['02123456789', '+642123456789'],
    ['+64 21 234 5678', '+64212345678'],
    ['64 27 123 4567', '+64271234567'],
    ['(027) 123-4567', '+64271234567'],
    ['22 123 4567', '+64221234567'],
    ['020 1234 5678', '+642012345678'],
  ])('accepts %s as %s', (text, normalised) => {
    expect(normaliseNzMobile(text)).toBe(normalised)
    expect(isNzMobile(text)).toBe(true)
  })

  it.each([
    '',
    '021 23 45',
    '0212345',
    '021234567890',
    '09 836 1234',
    '+61 412 345 678',
    '13812345678',
    '021-abc-4567',
    '+64 9 836 1234',
    '0064211234567',
  ])('refuses %s', (text) => {
    expect(normaliseNzMobile(text)).toBeNull()
    expect(isNzMobile(text)).toBe(false)
  })
})

describe('formatNzMobile', () => {
  it('groups the digits after +64', () => {
    expect(formatNzMobile('+6421234567')).toBe('+64 21 234 567')
    expect(formatNzMobile('0212345678')).toBe('+64 21 234 5678')
    expect(formatNzMobile('+642123456789')).toBe('+64 21 2345 6789')
  })

  it('keeps text that is not a mobile number', () => {
    expect(formatNzMobile('+6498361234')).toBe('+6498361234')
  })
})

describe('IPv4', () => {
  it.each(['0.0.0.0', '127.0.0.1', '192.168.1.254', '255.255.255.255', '10.0.0.1'])('accepts %s', (ip) =>
    expect(isIPv4(ip)).toBe(true),
  )

  it.each(['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.a', 'a.b.c.d', '1..2.3', ''])('refuses %s', (ip) =>
    expect(isIPv4(ip)).toBe(false),
  )

  it('allows an empty field and words the problem', () => {
    expect(checkIpAddress('')).toBeNull()
    expect(checkIpAddress('   ')).toBeNull()
    expect(checkIpAddress(undefined)).toBeNull()
    expect(checkIpAddress('10.1.1.1')).toBeNull()
    expect(checkIpAddress('10.1.1.300')).toEqual({ messageKey: 'accountForms.rules.ipAddress' })
  })
})

describe('account fields', () => {
  it('names are 2 to 20 characters, trimmed', () => {
    expect(isNameLength('K')).toBe(false)
    expect(isNameLength(' K ')).toBe(false)
    expect(isNameLength('Ko')).toBe(true)
    expect(isNameLength('a'.repeat(20))).toBe(true)
    expect(isNameLength('a'.repeat(21))).toBe(false)
    expect(isNameLength('幼儿园')).toBe(true)
  })

  it('GST numbers are 8 or 9 digits with dashes allowed', () => {
    expect(isGstNumber('12345678')).toBe(true)
    expect(isGstNumber('123456789')).toBe(true)
    expect(isGstNumber('123-456-789')).toBe(true)
    expect(isGstNumber('12-345-678')).toBe(true)
    expect(isGstNumber('1234567')).toBe(false)
    expect(isGstNumber('1234567890')).toBe(false)
    expect(isGstNumber('-12345678')).toBe(false)
    expect(isGstNumber('12345678-')).toBe(false)
    expect(isGstNumber('GST123456')).toBe(false)
  })

  it('passwords have 8 characters, a letter and a digit', () => {
    expect(isStrongPassword('abcdefg1')).toBe(true)
    expect(isStrongPassword('relief-demo-2026')).toBe(true)
    expect(isStrongPassword('abc1')).toBe(false)
    expect(isStrongPassword('abcdefgh')).toBe(false)
    expect(isStrongPassword('12345678')).toBe(false)
  })

  it('codes are six digits', () => {
    expect(isSixDigitCode('123456')).toBe(true)
    expect(isSixDigitCode('123 456')).toBe(true)
    expect(isSixDigitCode('12345')).toBe(false)
    expect(isSixDigitCode('12345a')).toBe(false)
  })
})
