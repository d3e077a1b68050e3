import { describe, expect, it } from 'vitest'
import { canonicalSessionAddress, sessionAddressParam } from './session-address.js'

// Real addresses: the Bitcoin wiki's P2PKH and P2SH examples, BIP-173's and BIP-350's test vectors, a regtest
// P2WPKH, an EVM address and a Solana key (the System Program's neighbour, Token Program).
const P2PKH = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'
const P2SH = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'
const P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const TESTNET_P2WSH = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const SOLANA = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

describe('sessionAddressParam', () => {
  it('takes Bitcoin addresses of mainnet and testnet, base58 and bech32, alongside EVM and Solana ones', async () => {
    expect(await sessionAddressParam(P2PKH)).toEqual({ address: P2PKH, namespace: 'bip122' })
    expect(await sessionAddressParam(P2SH)).toEqual({ address: P2SH, namespace: 'bip122' })
    expect(await sessionAddressParam(P2WPKH.toUpperCase())).toEqual({ address: P2WPKH, namespace: 'bip122' })
    expect(await sessionAddressParam(TESTNET_P2WSH)).toEqual({ address: TESTNET_P2WSH, namespace: 'bip122' })
    expect(await sessionAddressParam(SOLANA)).toEqual({ address: SOLANA, namespace: 'solana' })
    expect(await sessionAddressParam('0x52908400098527886e0f7030069857d2e4169ee7')).toEqual({
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      namespace: 'eip155',
    })
  })

  it('refuses a broken checksum, a base58 text of no chain and a padded address with the route’s 400', async () => {
    for (const raw of [P2WPKH.slice(0, -1) + '5', '1BvBMSEYstWetqTFn5Au4m4G', ` ${P2WPKH}`, '', 'hello']) {
      await expect(sessionAddressParam(raw), raw).rejects.toMatchObject({
        status: 400,
        field: 'address',
        message: 'Invalid address: not an EVM, Solana or Bitcoin address',
      })
    }
  })
})

describe('canonicalSessionAddress', () => {
  it('writes bech32 in lower case and leaves base58 (case-sensitive) as given', async () => {
    expect(await canonicalSessionAddress(P2WPKH.toUpperCase())).toBe(P2WPKH)
    expect(await canonicalSessionAddress(P2PKH)).toBe(P2PKH)
    expect(await canonicalSessionAddress(SOLANA)).toBe(SOLANA)
  })
})
