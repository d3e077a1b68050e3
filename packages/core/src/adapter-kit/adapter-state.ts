// What a Wallet Standard adapter's parts (discovery, connection, wallet events, balances, sends, requests, sign-in)
// share, as the Solana and Bitcoin adapters both keep it: one per adapter instance, so two adapters on a page never
// see each other's wallet or network. The connection's shape is the adapter's own; only what these helpers read of it
// is fixed here.
import { FoyerError } from '../errors.js'
import type { AdapterContext, ChainDefinition } from '../types.js'
import { createOwnOperations, type OwnOperations } from './own-operations.js'

/** What every adapter's connection has, whatever else it keeps. */
export interface AdapterConnectionBase {
  /** The active account; an address asked for must be its address. */
  account: { address: string }
  network: ChainDefinition
  /** Stops listening to the wallet's events for this connection. */
  unsubscribe: () => void
}

export interface AdapterState<TConnection extends AdapterConnectionBase> {
  ctx: AdapterContext | undefined
  /** The client's networks of the adapter's family (set up once). */
  networks: ChainDefinition[]
  connection: TConnection | undefined
  /** The network chosen while not connected (switchNetwork before connecting). */
  selectedNetwork: ChainDefinition | undefined
  /** The adapter's own connects and disconnects: the caller gets their result, so the wallet's events are not news. */
  readonly own: OwnOperations
}

export function createAdapterState<TConnection extends AdapterConnectionBase>(): AdapterState<TConnection> {
  return { ctx: undefined, networks: [], connection: undefined, selectedNetwork: undefined, own: createOwnOperations() }
}

/** Forgets the connection and stops listening to its wallet. */
export function dropConnection(state: AdapterState<AdapterConnectionBase>): void {
  state.connection?.unsubscribe()
  state.connection = undefined
}

/** The connection, when there is one for `address` (any address when not given); else `Wallet not connected`. */
export function requireConnection<TConnection extends AdapterConnectionBase>(
  state: AdapterState<TConnection>,
  address?: string,
): TConnection {
  const { connection } = state
  if (!connection) throw new FoyerError('WALLET_NOT_CONNECTED')
  if (address !== undefined && address !== connection.account.address) throw new FoyerError('WALLET_NOT_CONNECTED')
  return connection
}

/** The network sends, balances and sign-ins use now: the connection's, else the one chosen, else the first. */
export function currentNetwork(state: AdapterState<AdapterConnectionBase>): ChainDefinition {
  const network = state.connection?.network ?? state.selectedNetwork ?? state.networks[0]
  if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
  return network
}
