// What the adapter's parts share: one per createBitcoinAdapter, so two adapters on a page never see each other's
// wallet or network.
import type { AdapterContext, ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { createOwnOperations, type OwnOperations } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

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

export interface AdapterState {
  ctx: AdapterContext | undefined
  networks: ChainDefinition[]
  connection: Connection | undefined
  selectedNetwork: ChainDefinition | undefined
  readonly own: OwnOperations
}

export function createAdapterState(): AdapterState {
  return { ctx: undefined, networks: [], connection: undefined, selectedNetwork: undefined, own: createOwnOperations() }
}

export function dropConnection(state: AdapterState): void {
  state.connection?.unsubscribe()
  state.connection = undefined
}

/** The connection, when there is one for `address` (any address when not given); else `Wallet not connected`. */
export function requireConnection(state: AdapterState, address?: string): Connection {
  const { connection } = state
  if (!connection) throw new FoyerError('WALLET_NOT_CONNECTED')
  if (address !== undefined && address !== connection.account.address) throw new FoyerError('WALLET_NOT_CONNECTED')
  return connection
}

/** The network sends, balances and sign-ins use now: the connection's, else the one chosen, else the first. */
export function currentNetwork(state: AdapterState): ChainDefinition {
  const network = state.connection?.network ?? state.selectedNetwork ?? state.networks[0]
  if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  return network
}
