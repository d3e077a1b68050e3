// Sessions signed with real keys (btc-signer's transaction signer), on the regtest devnet and on mainnet.
import type { SIWXMessageData, SIWXSession } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { BITCOIN_REFERENCES, REGTEST_PARAMS, MAINNET_PARAMS } from '../networks.js'
import { paymentOf, signFull, signLegacy, signSimple } from '../test/bip322-signer.js'
import { createBitcoinSiwxVerifier } from './createBitcoinSiwxVerifier.js'
import { formatBitcoinSiwxMessage } from './formatBitcoinSiwxMessage.js'

const alice = new Uint8Array(32).fill(0x31)
const bob = new Uint8Array(32).fill(0x32)
const REGTEST = `bip122:${BITCOIN_REFERENCES.regtest}` as const
const MAINNET = `bip122:${BITCOIN_REFERENCES.mainnet}` as const
const NOW = new Date('2026-11-21T12:00:00Z')
const verifier = createBitcoinSiwxVerifier({ now: () => NOW })

const data: SIWXMessageData = {
  accountAddress: paymentOf(alice, 'wpkh', REGTEST_PARAMS).address!,
  chainId: REGTEST,
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/',
  version: '1',
  nonce: 'Qm8d7Ks2Lp',
  statement: 'Sign in to the Foyer demo',
  issuedAt: '2026-11-21T11:00:00.000Z',
  expirationTime: '2026-11-22T11:00:00.000Z',
}

const sessionFor = (d: SIWXMessageData, key = alice, message = formatBitcoinSiwxMessage(d)): SIWXSession => ({
  data: d,
  message,
  signature: signSimple(key, 'wpkh', REGTEST_PARAMS, message),
})

describe('formatBitcoinSiwxMessage', () => {
  it('writes the CAIP-122 lines with the bip122 reference as Chain ID', () => {
    expect(formatBitcoinSiwxMessage({ ...data, resources: ['https://example.com/a'], requestId: 'r1' })).toBe(
      [
        'localhost:5173 wants you to sign in with your Bitcoin account:',
        data.accountAddress,
        '',
        'Sign in to the Foyer demo',
        '',
        'URI: http://localhost:5173/',
        'Version: 1',
        `Chain ID: ${BITCOIN_REFERENCES.regtest}`,
        'Nonce: Qm8d7Ks2Lp',
        'Issued At: 2026-11-21T11:00:00.000Z',
        'Expiration Time: 2026-11-22T11:00:00.000Z',
        'Request ID: r1',
        'Resources:',
        '- https://example.com/a',
      ].join('\n'),
    )
  })
})

describe('createBitcoinSiwxVerifier', () => {
  it('is the bip122 verifier and accepts a BIP-322 simple signature of its own text', async () => {
    expect(verifier.chainNamespace).toBe('bip122')
    expect(await verifier.verify(sessionFor(data))).toBe(true)
  })

  it('accepts full signatures (taproot) and legacy signmessage (P2PKH)', async () => {
    const tr = { ...data, accountAddress: paymentOf(alice, 'tr', REGTEST_PARAMS).address! }
    const trText = formatBitcoinSiwxMessage(tr)
    expect(
      await verifier.verify({ data: tr, message: trText, signature: signFull(alice, 'tr', REGTEST_PARAMS, trText) }),
    ).toBe(true)
    const pkh = {
      ...data,
      chainId: MAINNET,
      accountAddress: paymentOf(alice, 'pkh', MAINNET_PARAMS).address!,
    } as SIWXMessageData
    const pkhText = formatBitcoinSiwxMessage(pkh)
    expect(await verifier.verify({ data: pkh, message: pkhText, signature: signLegacy(alice, pkhText) })).toBe(true)
  })

  it('rejects a signature by another key, and a session whose data says other than its text', async () => {
    expect(await verifier.verify(sessionFor(data, bob))).toBe(false)
    const signed = sessionFor(data)
    for (const change of [
      { domain: 'evil.example' },
      { nonce: 'Other12345' },
      { uri: 'https://evil.example/' },
      { statement: undefined },
    ])
      expect(await verifier.verify({ ...signed, data: { ...data, ...change } }), JSON.stringify(change)).toBe(false)
  })

  it('rejects another chain: a mainnet session for a regtest address, an unknown reference, another namespace', async () => {
    expect(await verifier.verify(sessionFor({ ...data, chainId: MAINNET }))).toBe(false)
    expect(await verifier.verify(sessionFor({ ...data, chainId: 'bip122:00000000000000000000000000000000' }))).toBe(
      false,
    )
    expect(await verifier.verify(sessionFor({ ...data, chainId: 'eip155:1' }))).toBe(false)
  })

  it('rejects expired, not-yet-valid and weak-nonce sessions', async () => {
    expect(await verifier.verify(sessionFor({ ...data, expirationTime: '2026-11-21T11:59:59.000Z' }))).toBe(false)
    expect(await verifier.verify(sessionFor({ ...data, notBefore: '2026-11-21T12:00:01.000Z' }))).toBe(false)
    expect(await verifier.verify(sessionFor({ ...data, nonce: 'short' }))).toBe(false)
  })

  it('never throws on garbage', async () => {
    for (const bad of [undefined, {}, { data, message: 1, signature: 'x' }, { data, message: 'x', signature: '%%' }])
      expect(await verifier.verify(bad as unknown as SIWXSession)).toBe(false)
  })
})
