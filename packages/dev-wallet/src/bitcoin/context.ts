import type { BitcoinPendingRequest } from './types.js'
import type { BitcoinWalletState } from './wallet-state.js'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/** What the request of an app names; the wallet adds who asks, which account and chain, and an id. */
export type BitcoinRequestDetails = DistributiveOmit<
  BitcoinPendingRequest,
  'id' | 'namespace' | 'origin' | 'account' | 'accountIndex' | 'chain'
>

/** What the Bitcoin wallet's features share. */
export type BitcoinWalletContext = {
  readonly origin: string
  readonly esploraUrl: string | undefined
  readonly state: BitcoinWalletState
  /** Asks the person; resolves with the request as shown, or throws the 4001 rejection. */
  ask(details: BitcoinRequestDetails): Promise<BitcoinPendingRequest>
}
