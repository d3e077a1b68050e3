// Real ed25519 keys: the dev accounts sign with WebCrypto through @solana/kit; verifySiwsMessage checks with noble.
import { beforeAll, describe, expect, it } from 'vitest'
import { getBase58Decoder } from '@solana/kit'
import { devSiwsSigner, type SiwsTestSigner } from '../test/siws-signer.js'
import { formatSiwsMessage } from './formatSiwsMessage.js'
import type { SiwsMessageFields } from './types.js'
import { verifySiwsMessage, type SiwsVerificationFailure, type VerifySiwsMessageResult } from './verifySiwsMessage.js'

let alice: SiwsTestSigner
let bob: SiwsTestSigner
let fields: SiwsMessageFields
let message: string
let signature: string

const AT = new Date('2026-11-21T12:00:00Z')

beforeAll(async () => {
  alice = await devSiwsSigner(0)
  bob = await devSiwsSigner(1)
  fields = {
    domain: 'example.com',
    address: alice.address,
    statement: 'Sign in to Example',
    uri: 'https://example.com/login',
    version: '1',
    chainId: 'devnet',
    nonce: 'n0nce1234',
    issuedAt: '2026-11-21T08:00:00Z',
    notBefore: '2026-11-21T08:00:00Z',
    expirationTime: '2026-11-22T08:00:00Z',
  }
  message = formatSiwsMessage(fields)
  signature = await alice.sign(message)
})

function reasonOf(result: VerifySiwsMessageResult): SiwsVerificationFailure | 'success' {
  return result.success ? 'success' : result.error.reason
}

describe('verifySiwsMessage', () => {
  it("accepts the account's own signature and returns the fields", () => {
    const result = verifySiwsMessage({
      message,
      signature,
      address: alice.address,
      domain: 'example.com',
      nonce: 'n0nce1234',
      time: AT,
    })
    expect(result).toEqual({ success: true, fields })
  })

  it('takes the signature as bytes and the message as UTF-8 bytes', async () => {
    const bytes = await alice.signBytes(message)
    expect(
      verifySiwsMessage({
        message: new TextEncoder().encode(message),
        signature: bytes,
        address: alice.address,
        time: AT,
      }).success,
    ).toBe(true)
  })

  it('rejects a tampered message', () => {
    const tampered = message.replace('Sign in to Example', 'Sign in to Exampl3')
    expect(tampered).not.toBe(message)
    expect(reasonOf(verifySiwsMessage({ message: tampered, signature, address: alice.address, time: AT }))).toBe(
      'signature',
    )
  })

  it('rejects a tampered signature', () => {
    const bytes = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    expect(reasonOf(verifySiwsMessage({ message, signature: bytes, address: alice.address, time: AT }))).toBe(
      'signature',
    )
  })

  it("rejects another key's signature of the same text", async () => {
    const bobsSignature = await bob.sign(message)
    expect(reasonOf(verifySiwsMessage({ message, signature: bobsSignature, address: alice.address, time: AT }))).toBe(
      'signature',
    )
  })

  it('rejects a message for another account than the expected signer', async () => {
    expect(reasonOf(verifySiwsMessage({ message, signature, address: bob.address, time: AT }))).toBe('address')
    // Bob signing a message that names Alice is not Alice signing in.
    const bobsSignature = await bob.sign(message)
    expect(reasonOf(verifySiwsMessage({ message, signature: bobsSignature, address: bob.address, time: AT }))).toBe(
      'address',
    )
  })

  it('rejects another domain', () => {
    expect(
      reasonOf(verifySiwsMessage({ message, signature, address: alice.address, domain: 'evil.example', time: AT })),
    ).toBe('domain')
  })

  it('rejects another nonce', () => {
    expect(
      reasonOf(verifySiwsMessage({ message, signature, address: alice.address, nonce: 'other1234', time: AT })),
    ).toBe('nonce')
  })

  it('rejects an expired message, at and after its Expiration Time', () => {
    expect(
      reasonOf(
        verifySiwsMessage({ message, signature, address: alice.address, time: new Date('2026-11-22T08:00:00Z') }),
      ),
    ).toBe('expired')
    expect(
      reasonOf(
        verifySiwsMessage({ message, signature, address: alice.address, time: new Date('2027-01-01T00:00:00Z') }),
      ),
    ).toBe('expired')
    expect(
      reasonOf(
        verifySiwsMessage({ message, signature, address: alice.address, time: new Date('2026-11-22T07:59:59Z') }),
      ),
    ).toBe('success')
  })

  it('rejects a message before its Not Before', () => {
    expect(
      reasonOf(
        verifySiwsMessage({ message, signature, address: alice.address, time: new Date('2026-11-21T07:59:59Z') }),
      ),
    ).toBe('not-yet-valid')
    expect(
      reasonOf(
        verifySiwsMessage({ message, signature, address: alice.address, time: new Date('2026-11-21T08:00:00Z') }),
      ),
    ).toBe('success')
  })

  it('uses the current time by default', async () => {
    const now = Date.now()
    const live = formatSiwsMessage({
      ...fields,
      notBefore: new Date(now - 60_000).toISOString(),
      expirationTime: new Date(now + 60_000).toISOString(),
    })
    expect(
      verifySiwsMessage({ message: live, signature: await alice.sign(live), address: alice.address }).success,
    ).toBe(true)
    const past = formatSiwsMessage({
      ...fields,
      notBefore: undefined,
      expirationTime: new Date(now - 1_000).toISOString(),
    })
    expect(
      reasonOf(verifySiwsMessage({ message: past, signature: await alice.sign(past), address: alice.address })),
    ).toBe('expired')
  })

  it('rejects a signed text that is not a strict SIWS message, even with a valid signature', async () => {
    const loose = `${message}\n`
    expect(
      reasonOf(
        verifySiwsMessage({ message: loose, signature: await alice.sign(loose), address: alice.address, time: AT }),
      ),
    ).toBe('message')
    const badNonce = message.replace('Nonce: n0nce1234', 'Nonce: n0nce')
    expect(
      reasonOf(
        verifySiwsMessage({
          message: badNonce,
          signature: await alice.sign(badNonce),
          address: alice.address,
          time: AT,
        }),
      ),
    ).toBe('message')
  })

  it('never throws on bad input', () => {
    const bad = [
      { message, signature: 'not base58 0OIl', address: alice.address },
      { message, signature: '1111', address: alice.address },
      { message, signature: new Uint8Array(63), address: alice.address },
      { message, signature, address: 'nope' },
      { message: new Uint8Array([0xff, 0xfe, 0x00]), signature, address: alice.address },
      { message: 42, signature, address: alice.address },
      { message, signature: null, address: alice.address },
      { message, signature, address: alice.address, time: 'yesterday' },
      null,
    ]
    for (const args of bad) {
      const result = verifySiwsMessage(args as never)
      expect(result.success).toBe(false)
      if (!result.success) expect(result.error).toBeInstanceOf(Error)
    }
  })
})
