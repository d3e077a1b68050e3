// The Solana dev wallet as its unit tests drive it: no chain (the RPC URL is never contacted), every request recorded
// and answered with the test's current answer.
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getPublicKeyFromAddress,
  verifySignature,
  type Address,
  type SignatureBytes,
} from '@solana/kit'
import { beforeAll } from 'vitest'
import {
  createDevSolanaWallet,
  type CreateDevSolanaWalletOptions,
  type DevSolanaWallet,
} from '../create-dev-solana-wallet.js'
import { devSolanaSecret } from '../solana-dev-keys.js'
import type { SolanaPendingRequest } from '../types.js'
import { useRecordedApprovals, type RecordedApprovals } from './recorded-approvals.js'

export const CHAIN = 'solana:localnet'

/** Independent of the wallet: the addresses WebCrypto derives from the dev secrets. */
const addressOf = async (index: number) =>
  getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(devSolanaSecret(index))).publicKey)

export const verify = async (address: string, signature: Uint8Array, data: Uint8Array) =>
  verifySignature(await getPublicKeyFromAddress(address as Address), signature as SignatureBytes, data)

export type SolanaWalletHarness = RecordedApprovals<SolanaPendingRequest> & {
  ACCOUNT_0: Address
  ACCOUNT_1: Address
  makeWallet(overrides?: Partial<CreateDevSolanaWalletOptions>): DevSolanaWallet
  /** A wallet already connected, with its connect prompt forgotten. */
  connected(overrides?: Partial<CreateDevSolanaWalletOptions>): Promise<DevSolanaWallet>
}

/** Registers the hooks of the enclosing file or describe block: fresh answers and records before each test. */
export function useSolanaWalletHarness(): SolanaWalletHarness {
  const t: SolanaWalletHarness = Object.assign(useRecordedApprovals<SolanaPendingRequest>(), {
    ACCOUNT_0: '' as Address,
    ACCOUNT_1: '' as Address,
    makeWallet(overrides: Partial<CreateDevSolanaWalletOptions> = {}) {
      return createDevSolanaWallet({
        rpcUrl: 'http://127.0.0.1:1', // nothing listens: these tests never send
        chains: [CHAIN],
        origin: 'http://127.0.0.1:5173',
        approve: t.approve,
        ...overrides,
      })
    },
    async connected(overrides?: Partial<CreateDevSolanaWalletOptions>) {
      const wallet = t.makeWallet(overrides)
      await wallet.features['standard:connect'].connect()
      t.asked = []
      return wallet
    },
  })
  beforeAll(async () => {
    t.ACCOUNT_0 = await addressOf(0)
    t.ACCOUNT_1 = await addressOf(1)
  })
  return t
}
