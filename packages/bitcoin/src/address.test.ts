import { p2pkh, p2sh, p2tr, p2wpkh, p2wsh, utils } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { describe, expect, it } from 'vitest'
import { decodeBitcoinAddress, isBitcoinAddress } from './address.js'
import { networkInfoOf, BITCOIN_REFERENCES } from './networks.js'

const mainnet = networkInfoOf(BITCOIN_REFERENCES.mainnet)!
const testnet = networkInfoOf(BITCOIN_REFERENCES.testnet)!
const signet = networkInfoOf(BITCOIN_REFERENCES.signet)!
const regtest = networkInfoOf(BITCOIN_REFERENCES.regtest)!

const key = new Uint8Array(32).fill(7)
const pub = pubECDSA(key, true)

/** One address of every type, made by btc-signer's encoders for `params`. */
function addressesFor(params: typeof mainnet.params) {
  return {
    pkh: p2pkh(pub, params).address!,
    sh: p2sh(p2wpkh(pub), params).address!,
    wpkh: p2wpkh(pub, params).address!,
    wsh: p2wsh(p2pkh(pub), params).address!,
    tr: p2tr(pubSchnorr(key), undefined, params).address!,
  }
}

describe('decodeBitcoinAddress', () => {
  it('accepts every address type on its own network, with its output script', () => {
    for (const network of [mainnet, testnet, signet, regtest]) {
      for (const [type, address] of Object.entries(addressesFor(network.params))) {
        const decoded = decodeBitcoinAddress(address, network)
        expect(decoded.type, `${network.label} ${type}`).toBe(type)
        expect(decoded.script.length).toBeGreaterThan(0)
      }
    }
  })

  it('accepts well-known mainnet addresses, uppercase bech32 included', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', mainnet)).toBe(true)
    expect(isBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', mainnet)).toBe(true)
    expect(isBitcoinAddress('BC1Q9VZA2E8X573NCZRLZMS0WVX3GSQJX7VAVGKX0L', mainnet)).toBe(true)
  })

  it("names the network of another network's address", () => {
    const main = addressesFor(mainnet.params)
    const test = addressesFor(testnet.params)
    const reg = addressesFor(regtest.params)
    expect(() => decodeBitcoinAddress(main.wpkh, testnet)).toThrow(
      'This is a Bitcoin address, not a Bitcoin Testnet address',
    )
    expect(() => decodeBitcoinAddress(test.tr, mainnet)).toThrow(
      'This is a Bitcoin Testnet / Bitcoin Testnet4 / Bitcoin Signet address, not a Bitcoin address',
    )
    expect(() => decodeBitcoinAddress(reg.wpkh, signet)).toThrow(
      'This is a Bitcoin Regtest address, not a Bitcoin Signet address',
    )
    expect(() => decodeBitcoinAddress(main.pkh, regtest)).toThrow(
      'This is a Bitcoin address, not a Bitcoin Regtest address',
    )
  })

  it('shares what networks share: tb1 on testnet and signet, base58 testnet versions on regtest', () => {
    const test = addressesFor(testnet.params)
    expect(isBitcoinAddress(test.wpkh, signet)).toBe(true)
    expect(isBitcoinAddress(test.pkh, regtest)).toBe(true)
    expect(isBitcoinAddress(test.wpkh, regtest)).toBe(false)
  })

  it('refuses what is not an address', () => {
    const good = addressesFor(mainnet.params).wpkh
    const badChecksum = good.slice(0, -1) + (good.endsWith('q') ? 'p' : 'q')
    const mixedCase = good.slice(0, 6).toUpperCase() + good.slice(6)
    for (const bad of ['', '   ', 'hello', badChecksum, mixedCase, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
      expect(() => decodeBitcoinAddress(bad, mainnet), bad).toThrow(/^Not a valid Bitcoin address$/)
    expect(utils.isBytes(decodeBitcoinAddress(` ${good} `, mainnet).script)).toBe(true)
  })
})
