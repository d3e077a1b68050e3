// What the adapter's parts (discovery, connection, wallet events, balances, sends, requests, sign-in) share: one per
// createSolanaAdapter, so two adapters on a page never see each other's wallet or network.
import type { AdapterContext, ChainDefinition } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { createOwnOperations, type OwnOperations } from '@foyer/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export interface Connection {
  wallet: Wallet
  account: WalletAccount
  /** Every Solana account the wallet exposed, the active one first (what core last heard). */
  addresses: string[]
  network: ChainDefinition
  unsubscribe: () => void
}

export interface AdapterState {
  ctx: AdapterContext | undefined
  /** The Solana networks of the client (set up once). */
  networks: ChainDefinition[]
  connection: Connection | undefined
  /** The network chosen while not connected (switchNetwork before connecting). */
  selectedNetwork: ChainDefinition | undefined
  /** The adapter's own connects and disconnects: the caller gets their result, so the wallet's events are not news. */
  readonly own: OwnOperations
}

export function createAdapterState(): AdapterState {
  return {
    ctx: undefined,
    networks: [],
    connection: undefined,
    selectedNetwork: undefined,
    own: createOwnOperations(),
  }
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
