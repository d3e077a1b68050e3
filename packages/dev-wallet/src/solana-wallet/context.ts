import type { IdentifierString } from '@wallet-standard/base'
import type { SolanaPendingRequest } from '../types.js'
import type { SolanaWalletState } from './wallet-state.js'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** What the request of an app names; the wallet adds who asks, which account, and an id. */
export type SolanaRequestDetails = DistributiveOmit<
  SolanaPendingRequest,
  'id' | 'namespace' | 'origin' | 'account' | 'accountIndex'
>

/** What the Wallet Standard features of the Solana dev wallet share. */
export type SolanaWalletContext = {
  readonly chains: readonly IdentifierString[]
  readonly origin: string
  readonly rpcUrl: string
  readonly state: SolanaWalletState
  /** Asks the person; resolves with the request as shown (its accountIndex is the account that must sign). */
  ask(details: SolanaRequestDetails): Promise<SolanaPendingRequest>
}
