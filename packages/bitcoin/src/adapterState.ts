// What the adapter's parts share: one per createBitcoinAdapter, so two adapters on a page never see each other's
// wallet or network. The state and its helpers are core's (adapter-kit/adapter-state.ts); the connection is Bitcoin's.
import type { ChainDefinition } from '@foyer/core'
import { createAdapterState as createState, type AdapterState as State } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export { currentNetwork, dropConnection, requireConnection } from '@foyer/core/internal'

export interface Connection {
  wallet: Wallet
  /** The payment account (spec §6: bip122's default account type). */
  account: WalletAccount
  /** The ordinals (taproot) account, when the wallet gave one. */
  ordinals: WalletAccount | undefined
  /** Every address core last heard of, payment first. */
  addresses: string[]
  network: ChainDefinition
  unsubscribe: () => void
}

export type AdapterState = State<Connection>

export const createAdapterState = (): AdapterState => createState<Connection>()
