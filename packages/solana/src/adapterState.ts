// What the adapter's parts (discovery, connection, wallet events, balances, sends, requests, sign-in) share: one per
// createSolanaAdapter, so two adapters on a page never see each other's wallet or network. The state and its helpers
// are core's (adapter-kit/adapter-state.ts); the connection is Solana's.
import type { ChainDefinition } from '@foyer/core'
import { createAdapterState as createState, type AdapterState as State } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export { dropConnection, requireConnection } from '@foyer/core/internal'

export interface Connection {
  wallet: Wallet
  account: WalletAccount
  /** Every Solana account the wallet exposed, the active one first (what core last heard). */
  addresses: string[]
  network: ChainDefinition
  unsubscribe: () => void
}

export type AdapterState = State<Connection>

export const createAdapterState = (): AdapterState => createState<Connection>()
