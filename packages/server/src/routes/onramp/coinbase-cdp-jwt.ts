// The bearer token Coinbase's CDP APIs (Onramp among them) take: a JWT per request, valid 2 minutes, signed with the
// CDP secret API key — ES256 for an EC key (PEM), EdDSA for an Ed25519 key (base64 of seed and public key, 64 bytes)
// — whose `uri` claim names the request ("GET api.developer.coinbase.com/onramp/v1/buy/options").
// See https://docs.cdp.coinbase.com/api-reference/authentication. node:crypto signs; no JWT library needed for one shape.
import { createPrivateKey, randomBytes, sign, type KeyObject } from 'node:crypto'

/** PKCS#8 DER prefix of an Ed25519 private key (RFC 8410), followed by the 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')

function keyOf(secret: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  if (secret.includes('-----BEGIN')) return { key: createPrivateKey(secret.replace(/\\n/g, '\n')), alg: 'ES256' }
  const raw = Buffer.from(secret, 'base64')
  if (raw.length !== 64) throw new Error('CDP API key secret: neither an EC PEM key nor a 64-byte Ed25519 key')
  const der = Buffer.concat([ED25519_PKCS8_PREFIX, raw.subarray(0, 32)])
  return { key: createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }), alg: 'EdDSA' }
}

export interface CdpJwtSigner {
  /** A fresh token for one request. */
  tokenFor(method: string, url: URL): string
}

export function createCdpJwtSigner(keyId: string, keySecret: string, now: () => number = Date.now): CdpJwtSigner {
  const { key, alg } = keyOf(keySecret)
  return {
    tokenFor(method, url) {
      const seconds = Math.floor(now() / 1000)
      const header = { alg, kid: keyId, typ: 'JWT', nonce: randomBytes(16).toString('hex') }
      const payload = {
        sub: keyId,
        iss: 'cdp',
        nbf: seconds,
        exp: seconds + 120,
        uri: `${method.toUpperCase()} ${url.host}${url.pathname}`,
      }
      const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`
      const signature =
        alg === 'ES256'
          ? sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' })
          : sign(null, Buffer.from(input), key)
      return `${input}.${base64url(signature)}`
    },
  }
}
