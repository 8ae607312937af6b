import { describe, expect, it } from 'vitest'

import { linkAddress } from './linkRules'

describe('linkAddress', () => {
  it('keeps web and e-mail addresses', () => {
    expect(linkAddress(' https://example.com/terms ')).toBe('https://example.com/terms')
    expect(linkAddress('http://example.com')).toBe('http://example.com')
    expect(linkAddress('mailto:help@example.com')).toBe('mailto:help@example.com')
  })

  it('makes a bare address https', () => {
    expect(linkAddress('example.com/privacy')).toBe('https://example.com/privacy')
  })

  it('refuses script, other schemes, spaces and nothing', () => {
    expect(linkAddress('javascript:alert(1)')).toBeNull()
    expect(linkAddress('data:text/html,x')).toBeNull()
    expect(linkAddress('two words')).toBeNull()
    expect(linkAddress('   ')).toBeNull()
  })
})
