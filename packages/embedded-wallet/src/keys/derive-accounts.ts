// The accounts of the one seed: EVM by BIP-44 m/44'/60'/0'/0/0 through viem's HD account, Solana by SLIP-10 ed25519
// m/44'/501'/0'/0' (the path Phantom and Solflare use for the first account). Keys exist only while a caller holds
// the returned object; the frame rebuilds it for each signature and lets it go.
import { mnemonicToSeedSync } from '@scure/bip39'
import { createKeyPairSignerFromPrivateKeyBytes, type KeyPairSigner } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'
import { mnemonicToAccount, type HDAccount } from 'viem/accounts'
import { mnemonicOf } from './seed.js'
import { SHARES_MISMATCH } from './split-seed.js'

export const EVM_PATH = "m/44'/60'/0'/0/0" as const
export const SOLANA_PATH = "m/44'/501'/0'/0'"

export interface SeedKeys {
  mnemonic: string
  evm: HDAccount
  /** The 32-byte ed25519 private key (SLIP-10 output) — for export only; signing goes through `solana`. */
  solanaPrivateKey: Uint8Array
  solana: KeyPairSigner
}

export async function deriveKeys(entropy: Uint8Array): Promise<SeedKeys> {
  const mnemonic = mnemonicOf(entropy)
  const evm = mnemonicToAccount(mnemonic, { path: EVM_PATH })
  const solanaPrivateKey = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(SOLANA_PATH).privateKey
  // Not extractable: the signer's CryptoKey cannot be read back out, even by the frame's own script.
  const solana = await createKeyPairSignerFromPrivateKeyBytes(solanaPrivateKey, false)
  return { mnemonic, evm, solanaPrivateKey, solana }
}

export interface PublicAddresses {
  eip155: `0x${string}`
  solana: string
}

export function publicAddressesOf(keys: SeedKeys): PublicAddresses {
  return { eip155: keys.evm.address, solana: keys.solana.address }
}

/** A rebuilt seed must give the addresses recorded at creation: two shares of different seeds give a wrong one. */
export function assertSameAccounts(keys: SeedKeys, expected: PublicAddresses): void {
  if (keys.evm.address.toLowerCase() !== expected.eip155.toLowerCase() || keys.solana.address !== expected.solana) {
    throw new Error(SHARES_MISMATCH)
  }
}
