import { describe, expect, it } from 'vitest'
import {
  cookieIsSecure,
  hashSessionToken,
  isSessionTokenShape,
  newSessionToken,
  sessionCookie,
  sessionTokenOf,
} from './session-token.js'

describe('session tokens', () => {
  it('are 256 random bits in base64url, never twice the same', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSessionToken))
    expect(tokens.size).toBe(100)
    for (const token of tokens) expect(isSessionTokenShape(token)).toBe(true)
    expect(isSessionTokenShape('short')).toBe(false)
  })

  it('are stored as an HMAC that depends on the secret', () => {
    const token = newSessionToken()
    expect(hashSessionToken(token, 's'.repeat(32))).toMatch(/^[0-9a-f]{64}$/)
    expect(hashSessionToken(token, 's'.repeat(32))).not.toBe(hashSessionToken(token, 't'.repeat(32)))
    expect(hashSessionToken(token, undefined)).not.toContain(token)
  })

  it('are read from a bearer header first, else from the named cookie', () => {
    expect(sessionTokenOf({ cookie: 'a=1; foyer_session=abc; b=2' }, 'foyer_session')).toBe('abc')
    expect(sessionTokenOf({ cookie: 'other_foyer_session=abc' }, 'foyer_session')).toBeUndefined()
    expect(sessionTokenOf({ cookie: 'foyer_session=abc', authorization: 'Bearer xyz' }, 'foyer_session')).toBe('xyz')
    expect(sessionTokenOf({ authorization: 'Basic xyz' }, 'foyer_session')).toBeUndefined()
  })

  it('go in a Secure cookie except over plain http on the loopback', () => {
    expect(cookieIsSecure('http://127.0.0.1:8788/v1/auth/verify', undefined)).toBe(false)
    expect(cookieIsSecure('http://localhost:8788/', undefined)).toBe(false)
    expect(cookieIsSecure('https://127.0.0.1:8788/', undefined)).toBe(true)
    expect(cookieIsSecure('http://api.example.com/', undefined)).toBe(true)
    // TLS ended at a proxy on the same machine.
    expect(cookieIsSecure('http://127.0.0.1:8788/', 'https')).toBe(true)
    expect(sessionCookie('foyer_session', 'abc', 60.7, true)).toBe(
      'foyer_session=abc; Path=/; Max-Age=60; HttpOnly; Secure; SameSite=Lax',
    )
  })
})
