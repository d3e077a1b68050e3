import { p2pkh, WIF } from '@scure/btc-signer'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { BITCOIN_REFERENCES, networkInfoOf } from '../networks.js'
import { paymentOf, signFull, signLegacy, signSimple, type SignableType } from '../test/bip322-signer.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'
import vectors from './vectors/bip322.json' with { type: 'json' }

const mainnet = networkInfoOf(BITCOIN_REFERENCES.mainnet)!
const regtest = networkInfoOf(BITCOIN_REFERENCES.regtest)!
const alice = new Uint8Array(32).fill(0x11)
const bob = new Uint8Array(32).fill(0x22)
const TYPES: SignableType[] = ['wpkh', 'tr', 'sh', 'pkh']

describe('verifyBitcoinMessage', () => {
  it("passes BIP-322's vectors (simple, P2WPKH) and refuses them for the other message", () => {
    expect(WIF().decode(vectors.signing.privateKeyWif)).toBeInstanceOf(Uint8Array)
    for (const { message, validSignatures } of vectors.signing.cases) {
      const other = message === '' ? 'Hello World' : ''
      for (const signature of validSignatures) {
        const args = { address: vectors.signing.address, signature, network: mainnet }
        expect(verifyBitcoinMessage({ ...args, message })).toEqual({ valid: true, format: 'simple' })
        expect(verifyBitcoinMessage({ ...args, message: other }).valid).toBe(false)
      }
    }
  })

  it('signs with the vectors’ key what the vectors say (the signer helper agrees with the BIP)', () => {
    const key = WIF().decode(vectors.signing.privateKeyWif)
    expect(paymentOf(key, 'wpkh', mainnet.params).address).toBe(vectors.signing.address)
    const signature = signSimple(key, 'wpkh', mainnet.params, 'Hello World')
    const result = verifyBitcoinMessage({
      address: vectors.signing.address,
      message: 'Hello World',
      signature,
      network: mainnet,
    })
    expect(result).toEqual({ valid: true, format: 'simple' })
  })

  for (const type of TYPES) {
    it(`${type}: simple and full signatures verify; another key, message or address does not`, () => {
      const address = paymentOf(alice, type, regtest.params).address!
      const message = 'localhost wants you to sign in'
      const formats = type === 'pkh' ? (['full'] as const) : (['simple', 'full'] as const)
      for (const format of formats) {
        const sign = format === 'simple' ? signSimple : signFull
        const signature = sign(alice, type, regtest.params, message)
        expect(verifyBitcoinMessage({ address, message, signature, network: regtest })).toEqual({ valid: true, format })
        expect(verifyBitcoinMessage({ address, message: `${message}.`, signature, network: regtest }).valid).toBe(false)
        const byBob = sign(bob, type, regtest.params, message)
        expect(verifyBitcoinMessage({ address, message, signature: byBob, network: regtest }).valid).toBe(false)
        const bobAddress = paymentOf(bob, type, regtest.params).address!
        expect(verifyBitcoinMessage({ address: bobAddress, message, signature, network: regtest }).valid).toBe(false)
      }
    })
  }

  it('legacy signmessage verifies for P2PKH only', () => {
    const address = p2pkh(pubECDSA(alice, true), mainnet.params).address!
    const signature = signLegacy(alice, 'Hello World')
    expect(verifyBitcoinMessage({ address, message: 'Hello World', signature, network: mainnet })).toEqual({
      valid: true,
      format: 'legacy',
    })
    expect(verifyBitcoinMessage({ address, message: 'Hello world', signature, network: mainnet }).valid).toBe(false)
    // The same key's uncompressed P2PKH address is another address.
    const uncompressed = p2pkh(pubECDSA(alice, false), mainnet.params).address!
    expect(
      verifyBitcoinMessage({ address: uncompressed, message: 'Hello World', signature, network: mainnet }).valid,
    ).toBe(false)
    expect(
      verifyBitcoinMessage({
        address: uncompressed,
        message: 'Hello World',
        signature: signLegacy(alice, 'Hello World', false),
        network: mainnet,
      }),
    ).toEqual({ valid: true, format: 'legacy' })
    const segwit = paymentOf(alice, 'wpkh', mainnet.params).address!
    expect(verifyBitcoinMessage({ address: segwit, message: 'Hello World', signature, network: mainnet }).valid).toBe(
      false,
    )
  })

  it('refuses malformed input with a reason, never throwing', () => {
    const address = paymentOf(alice, 'wpkh', regtest.params).address!
    for (const signature of ['', 'not base64!', 'AAAA', btoa('x'.repeat(80))]) {
      const result = verifyBitcoinMessage({ address, message: 'm', signature, network: regtest })
      expect(result.valid, signature).toBe(false)
    }
    const signature = signSimple(alice, 'wpkh', regtest.params, 'm')
    expect(verifyBitcoinMessage({ address, message: 'm', signature, network: mainnet })).toMatchObject({
      valid: false,
      reason: 'This is a Bitcoin Regtest address, not a Bitcoin address',
    })
  })
})
