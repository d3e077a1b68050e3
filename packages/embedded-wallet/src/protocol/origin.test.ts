import { describe, expect, it } from 'vitest'
import { frameUrlFor, isFrameRequest, isFromPeer, originOf, readHostOrigin } from './origin.js'

describe('frame URL and host origin', () => {
  it('carries the host origin in the hash and reads it back', () => {
    const url = frameUrlFor('http://localhost:8793/', 'http://127.0.0.1:5173/some/page?x=1')
    expect(url).toBe('http://localhost:8793/#hostOrigin=http%3A%2F%2F127.0.0.1%3A5173')
    expect(readHostOrigin(new URL(url).hash)).toBe('http://127.0.0.1:5173')
  })

  it('refuses a missing, non-http or crafted host origin', () => {
    expect(readHostOrigin('')).toBeNull()
    expect(readHostOrigin('#hostOrigin=javascript%3Aalert(1)')).toBeNull()
    expect(readHostOrigin('#hostOrigin=http%3A%2F%2Fevil.test%2Fpath')).toBeNull()
    expect(() => originOf('file:///etc/passwd')).toThrow('Not an http(s) origin')
  })
})

describe('message checks', () => {
  const parent = {}
  it('accepts only the expected origin and window', () => {
    const peer = { origin: 'http://127.0.0.1:5173', window: parent }
    expect(isFromPeer({ origin: 'http://127.0.0.1:5173', source: parent, data: null }, peer)).toBe(true)
    expect(isFromPeer({ origin: 'http://evil.test', source: parent, data: null }, peer)).toBe(false)
    expect(isFromPeer({ origin: 'http://127.0.0.1:5173', source: {}, data: null }, peer)).toBe(false)
  })

  it('recognises requests of this protocol only', () => {
    expect(isFrameRequest({ foyer: 1, id: 'a', type: 'session' })).toBe(true)
    expect(isFrameRequest({ foyer: 2, id: 'a', type: 'session' })).toBe(false)
    expect(isFrameRequest({ foyer: 1, id: 'a', type: 'dumpKeys' })).toBe(false)
    expect(isFrameRequest({ foyer: 1, type: 'session' })).toBe(false)
  })
})
