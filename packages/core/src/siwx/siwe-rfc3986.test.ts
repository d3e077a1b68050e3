import { describe, expect, it } from 'vitest'
import { isRfc3986Authority, isRfc3986Uri } from './siwe-rfc3986.js'

describe('isRfc3986Uri', () => {
  it.each([
    'https://service.org/login',
    'https://[::cafe]',
    'https://127.0.0.1:4361',
    'https://127.0.0.1/?query=one#begin',
    'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
    'urn:isbn:0451450523',
    'mailto:someone@example.com',
    'did:pkh:eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    'file:///etc/hosts',
    'https://user:pass@example.com:8443/a%20b/c?x=1&y=/?#frag/?',
    'https://[2001:db8::1.2.3.4]/',
    'https://[1:2:3:4:5:6:7:8]/',
    'https://[v1.fe80::a+en1]/',
    'https://example.com:/',
    'https://',
    'x:',
  ])('accepts %s', (uri) => expect(isRfc3986Uri(uri)).toBe(true))

  it.each([
    ':not_a_rfc3986_valid_uri_',
    '/relative/path',
    'example.com',
    '1http://example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'https://example.com/%zz',
    'https://example.com/#a#b',
    'https://example.com/<x>',
    'https://example.com:80a/',
    'https://[::cafe/',
    'https://[1:2:3:4:5:6:7:8:9]/',
    'https://[1::2::3]/',
    'https://[1.2.3.4::]/',
    'https://[12345::]/',
    'https://[::256.1.1.1]/',
    'https://a@b@c/',
    'https://example.com\\path',
    'https://example.com/\n',
  ])('refuses %j', (uri) => expect(isRfc3986Uri(uri)).toBe(false))
})

describe('isRfc3986Authority', () => {
  it.each([
    'service.org',
    '127.0.0.1',
    'test@127.0.0.1:8080',
    'localhost:8080',
    '[::cafe]',
    'a.b-c_d~e',
    'user:pw@host',
    'host:',
  ])('accepts %s', (authority) => expect(isRfc3986Authority(authority, { requireHost: true })).toBe(true))

  it.each([
    '#notrfc4501',
    'example.com/path',
    'example.com?x',
    'host:port',
    'exa mple.com',
    '[::cafe',
    '[::cafe]x',
    'a@b@c',
  ])('refuses %j', (authority) => expect(isRfc3986Authority(authority)).toBe(false))

  it('allows an empty host unless one is required', () => {
    expect(isRfc3986Authority('')).toBe(true)
    expect(isRfc3986Authority('', { requireHost: true })).toBe(false)
    expect(isRfc3986Authority('user@:80', { requireHost: true })).toBe(false)
  })
})
