// The CDP bearer JWT checked the way a verifier would: split, decoded, its claims read, its signature verified with
// the key pair's public half (ES256 from an EC PEM key, EdDSA from a base64 Ed25519 key).
import { generateKeyPairSync, verify, type KeyObject } from 'node:crypto'
import { expect, it } from 'vitest'
import { createCdpJwtSigner } from './coinbase-cdp-jwt.js'

const URL_ASKED = new URL('https://api.developer.coinbase.com/onramp/v1/buy/options?country=US')
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>

function check(token: string, publicKey: KeyObject, alg: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string]
  expect(decode(header)).toMatchObject({ alg, kid: 'key-1', typ: 'JWT' })
  expect(decode(header).nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(decode(payload)).toEqual({
    sub: 'key-1',
    iss: 'cdp',
    nbf: 1_700_000_000,
    exp: 1_700_000_120,
    uri: 'GET api.developer.coinbase.com/onramp/v1/buy/options',
  })
  const data = Buffer.from(`${header}.${payload}`)
  const sig = Buffer.from(signature, 'base64url')
  const ok =
    alg === 'ES256'
      ? verify('sha256', data, { key: publicKey, dsaEncoding: 'ieee-p1363' }, sig)
      : verify(null, data, publicKey, sig)
  expect(ok).toBe(true)
  expect(verify(alg === 'ES256' ? 'sha256' : null, Buffer.from(`${header}.x`), publicKey, sig)).toBe(false)
}

it('signs ES256 with an EC PEM key (newlines escaped as in an environment variable too)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const pem = privateKey.export({ format: 'pem', type: 'sec1' }).toString()
  for (const secret of [pem, pem.replace(/\n/g, '\\n')]) {
    const token = createCdpJwtSigner('key-1', secret, () => 1_700_000_000_000).tokenFor('get', URL_ASKED)
    check(token, publicKey, 'ES256')
  }
})

it('signs EdDSA with a base64 Ed25519 key (seed then public key, 64 bytes)', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32)
  const pub = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)
  const secret = Buffer.concat([seed, pub]).toString('base64')
  check(createCdpJwtSigner('key-1', secret, () => 1_700_000_000_000).tokenFor('GET', URL_ASKED), publicKey, 'EdDSA')
})

it('refuses a secret that is neither', () => {
  expect(() => createCdpJwtSigner('key-1', 'c2hvcnQ=')).toThrow('neither an EC PEM key nor a 64-byte Ed25519 key')
})
