// The package entry's sign-in verification (lazy.ts) loads the synchronous one and answers as it does, on sessions
// signed with a dev account's real ed25519 key.
import type { SIWXMessageData } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { devSiwsSigner } from '../test/siws-signer.js'
import { formatSiwsMessageFromSiwx } from './formatSiwsMessageFromSiwx.js'
import { createSolanaSiwxVerifier, verifySiwsMessage } from './lazy.js'

const NOW = new Date('2026-11-21T12:00:00Z')

function dataFor(accountAddress: string): SIWXMessageData {
  return {
    accountAddress,
    chainId: 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1',
    nonce: 'Qm8d7Ks2Lp',
    issuedAt: '2026-11-21T11:00:00.000Z',
    expirationTime: '2026-11-22T11:00:00.000Z',
  }
}

describe('lazy sign-in verification', () => {
  it('formats the SIWS text and accepts a session signed by the account, and no other', async () => {
    const alice = await devSiwsSigner(0)
    const bob = await devSiwsSigner(1)
    const verifier = createSolanaSiwxVerifier({ now: () => NOW })
    const data = dataFor(alice.address)
    const message = await verifier.formatMessage(data)
    expect(message).toBe(formatSiwsMessageFromSiwx(data))
    expect(verifier.chainNamespace).toBe('solana')
    expect(await verifier.verify({ data, message, signature: await alice.sign(message) })).toBe(true)
    expect(await verifier.verify({ data, message, signature: await bob.sign(message) })).toBe(false)
    // Its clock: the same session a day later has expired.
    const later = createSolanaSiwxVerifier({ now: () => new Date('2026-11-23T12:00:00Z') })
    expect(await later.verify({ data, message, signature: await alice.sign(message) })).toBe(false)
  })

  it('verifySiwsMessage resolves with the fields, or the failure and its reason', async () => {
    const alice = await devSiwsSigner(0)
    const message = formatSiwsMessageFromSiwx(dataFor(alice.address))
    const signature = await alice.sign(message)
    const ok = await verifySiwsMessage({ message, signature, address: alice.address, time: NOW })
    expect(ok).toMatchObject({ success: true, fields: { address: alice.address, nonce: 'Qm8d7Ks2Lp' } })
    const wrongNonce = await verifySiwsMessage({
      message,
      signature,
      address: alice.address,
      nonce: 'Zz9y8x7W',
      time: NOW,
    })
    expect(wrongNonce.success || wrongNonce.error.reason).toBe('nonce')
  })
})
