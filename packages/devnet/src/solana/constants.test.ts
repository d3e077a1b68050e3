import { sha256 } from '@noble/hashes/sha256'
import { devSolanaSecret } from '@foyer/dev-wallet'
import { createKeyPairSignerFromPrivateKeyBytes, getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  SOLANA_DEV_ADDRESSES,
  SOLANA_DEVNET_CAIP2,
  SOLANA_DEVNET_FAUCET,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_KEY_SEEDS,
  SOLANA_DEVNET_MINT,
  SOLANA_DEVNET_MINT_AUTHORITY,
} from './constants.js'

const addressOf = async (seed: Uint8Array) => (await createKeyPairSignerFromPrivateKeyBytes(seed)).address

describe('Solana devnet constants', () => {
  it('genesis hash and CAIP-2 id follow from their documented derivation', () => {
    expect(getBase58Decoder().decode(sha256(new TextEncoder().encode('foyer-solana-devnet')))).toBe(
      SOLANA_DEVNET_GENESIS_HASH,
    )
    expect(SOLANA_DEVNET_CAIP2).toBe('solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBxcq8g1JaN79Xw'.slice(0, 39))
    expect(SOLANA_DEVNET_CAIP2).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/)
  })

  it('the hard-coded addresses are the ones their seeds give', async () => {
    expect(await addressOf(SOLANA_DEVNET_KEY_SEEDS.mint)).toBe(SOLANA_DEVNET_MINT)
    expect(await addressOf(SOLANA_DEVNET_KEY_SEEDS.mintAuthority)).toBe(SOLANA_DEVNET_MINT_AUTHORITY)
    expect(await addressOf(SOLANA_DEVNET_KEY_SEEDS.faucet)).toBe(SOLANA_DEVNET_FAUCET)
  })

  it('dev addresses are the dev wallet keys', async () => {
    for (const [index, address] of SOLANA_DEV_ADDRESSES.entries())
      expect(await addressOf(devSolanaSecret(index))).toBe(address)
  })
})
