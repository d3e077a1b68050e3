// Sessions signed with real ed25519 keys (the dev accounts, WebCrypto through @solana/kit).
import type { SIWXMessageData, SIWXSession } from '@foyer/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { SOLANA_DEVNET_REFERENCE } from '../constants.js'
import { devSiwsSigner, type SiwsTestSigner } from '../test/siws-signer.js'
import { createSolanaSiwxVerifier } from './createSolanaSiwxVerifier.js'
import { formatSiwsMessage } from './formatSiwsMessage.js'
import { formatSiwsMessageFromSiwx } from './formatSiwsMessageFromSiwx.js'
import { siwsFieldsFromSiwx } from './siwsFieldsFromSiwx.js'

const LOCAL = 'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx'
const DEVNET = `solana:${SOLANA_DEVNET_REFERENCE}`
const NOW = new Date('2026-11-21T12:00:00Z')

let alice: SiwsTestSigner
let bob: SiwsTestSigner
let data: SIWXMessageData

beforeAll(async () => {
  alice = await devSiwsSigner(0)
  bob = await devSiwsSigner(1)
  data = {
    accountAddress: alice.address,
    chainId: LOCAL,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1',
    nonce: 'Qm8d7Ks2Lp',
    statement: 'Sign in to the Foyer demo',
    issuedAt: '2026-11-21T11:00:00.000Z',
    expirationTime: '2026-11-22T11:00:00.000Z',
  }
})

const verifier = createSolanaSiwxVerifier({ now: () => NOW })

async function sessionFor(
  d: SIWXMessageData,
  message = formatSiwsMessageFromSiwx(d),
  signer = alice,
): Promise<SIWXSession> {
  return { data: d, message, signature: await signer.sign(message) }
}

describe('createSolanaSiwxVerifier', () => {
  it('is the solana namespace verifier and formats what it accepts', async () => {
    expect(verifier.chainNamespace).toBe('solana')
    expect(verifier.formatMessage(data)).toBe(formatSiwsMessageFromSiwx(data))
    expect(await verifier.verify(await sessionFor(data))).toBe(true)
  })

  it('accepts every Chain ID spelling the rule allows, and none', async () => {
    const fields = siwsFieldsFromSiwx(data)
    for (const chainId of [undefined, '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx', LOCAL, 'localnet', 'solana:localnet']) {
      const message = formatSiwsMessage({ ...fields, chainId })
      expect(await verifier.verify(await sessionFor(data, message)), String(chainId)).toBe(true)
    }
    const onDevnet = { ...data, chainId: DEVNET } as SIWXMessageData
    for (const chainId of ['devnet', 'solana:devnet', SOLANA_DEVNET_REFERENCE]) {
      const message = formatSiwsMessage({ ...siwsFieldsFromSiwx(onDevnet), chainId })
      expect(await verifier.verify(await sessionFor(onDevnet, message)), chainId).toBe(true)
    }
  })

  it('rejects a Chain ID of another chain', async () => {
    for (const chainId of ['mainnet', 'devnet', SOLANA_DEVNET_REFERENCE, '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z']) {
      const message = formatSiwsMessage({ ...siwsFieldsFromSiwx(data), chainId })
      expect(await verifier.verify(await sessionFor(data, message)), chainId).toBe(false)
    }
    expect(await verifier.verify(await sessionFor({ ...data, chainId: DEVNET }, formatSiwsMessageFromSiwx(data)))).toBe(
      false,
    )
  })

  it('rejects a session whose data says other than its signed message', async () => {
    const session = await sessionFor(data)
    const changed: Partial<SIWXMessageData>[] = [
      { domain: 'evil.example' },
      { uri: 'https://evil.example/' },
      { nonce: 'Other12345' },
      { statement: 'Something else' },
      { statement: undefined },
      { issuedAt: '2026-11-21T11:00:01.000Z' },
      { expirationTime: '2027-11-22T11:00:00.000Z' },
      { expirationTime: undefined },
      { notBefore: '2026-11-21T11:00:00.000Z' },
      { requestId: 'r1' },
      { resources: ['https://example.com/terms'] },
      { version: '2' },
      { accountAddress: bob.address },
      { chainId: 'eip155:1' },
    ]
    for (const change of changed)
      expect(await verifier.verify({ ...session, data: { ...data, ...change } }), JSON.stringify(change)).toBe(false)
  })

  it('treats an empty resource list and an empty statement as none', async () => {
    const session = await sessionFor(data)
    expect(await verifier.verify({ ...session, data: { ...data, resources: [] } })).toBe(true)
    const noStatement = { ...data, statement: '' }
    expect(await verifier.verify(await sessionFor(noStatement))).toBe(true)
  })

  it('rejects a tampered message, a wrong key and a forged signature', async () => {
    const session = await sessionFor(data)
    expect(await verifier.verify({ ...session, message: session.message.replace('Foyer demo', 'Foyer dem0') })).toBe(
      false,
    )
    expect(await verifier.verify(await sessionFor(data, undefined, bob))).toBe(false)
    const bobs = await sessionFor({ ...data, accountAddress: bob.address }, undefined, alice)
    expect(await verifier.verify(bobs)).toBe(false)
    expect(await verifier.verify({ ...session, signature: '1'.repeat(88) })).toBe(false)
  })

  it('rejects an expired session and one that is not valid yet', async () => {
    const expired = await sessionFor({ ...data, expirationTime: '2026-11-21T11:30:00.000Z' })
    expect(await verifier.verify(expired)).toBe(false)
    const early = await sessionFor({ ...data, notBefore: '2026-11-21T13:00:00.000Z' })
    expect(await verifier.verify(early)).toBe(false)
    expect(await createSolanaSiwxVerifier({ now: () => new Date('2026-11-21T13:00:00.000Z') }).verify(early)).toBe(true)
  })

  it('resolves false, never throws, on malformed sessions', async () => {
    const session = await sessionFor(data)
    const malformed = [
      null,
      {},
      { ...session, data: undefined },
      { ...session, message: 42 },
      { ...session, signature: undefined },
      { ...session, message: 'hello' },
      { ...session, signature: '0xdeadbeef' },
      { ...session, data: { ...data, chainId: undefined } },
    ]
    for (const bad of malformed) expect(await verifier.verify(bad as never)).toBe(false)
  })
})
