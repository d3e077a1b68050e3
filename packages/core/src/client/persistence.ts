// What a client remembers across reloads: its connections, recent wallets and active network. Everything read back is
// validated; anything corrupt or foreign is cleared (storage.ts).
import { STORAGE_KEYS } from '../constants.js'
import { isRecentWalletList } from '../recent-wallets.js'
import { readJson, safeRemove, writeJson } from '../storage.js'
import type { CaipNetworkId, ChainNamespace } from '../types.js'
import type { ClientContext } from './context.js'

export interface StoredConnection {
  namespace: string
  connectorId: string
  walletId: string
}

const isStoredConnections = (value: unknown): value is StoredConnection[] =>
  Array.isArray(value) &&
  value.every(
    (c) =>
      c &&
      typeof c === 'object' &&
      typeof c.namespace === 'string' &&
      typeof c.connectorId === 'string' &&
      typeof c.walletId === 'string',
  )

const isCaipNetworkIdString = (value: unknown): value is string => typeof value === 'string' && value.includes(':')

/** Recent wallets and the active network into the stores. */
export function loadPersisted(ctx: ClientContext): void {
  const { storage, logger, stores, options } = ctx
  const recent = readJson(storage, STORAGE_KEYS.recentWallets, isRecentWalletList, logger) ?? []
  stores.connectors.setState({ recentWallets: recent })
  const storedNetwork = readJson(storage, STORAGE_KEYS.activeNetwork, isCaipNetworkIdString, logger)
  const restoredNetwork = options.networks.find((n) => n.caipNetworkId === storedNetwork)
  if (storedNetwork && !restoredNetwork) safeRemove(storage, STORAGE_KEYS.activeNetwork)
  if (restoredNetwork)
    stores.chains.setState({ activeNetwork: restoredNetwork, activeNamespace: restoredNetwork.chainNamespace })
}

export const storedConnections = (ctx: ClientContext): StoredConnection[] =>
  readJson(ctx.storage, STORAGE_KEYS.connection, isStoredConnections, ctx.logger) ?? []

export function rememberConnection(ctx: ClientContext, entry: StoredConnection): void {
  writeJson(ctx.storage, STORAGE_KEYS.connection, [
    ...storedConnections(ctx).filter((c) => c.namespace !== entry.namespace),
    entry,
  ])
}

export function forgetConnection(ctx: ClientContext, namespace: ChainNamespace): void {
  const rest = storedConnections(ctx).filter((c) => c.namespace !== namespace)
  if (rest.length) writeJson(ctx.storage, STORAGE_KEYS.connection, rest)
  else safeRemove(ctx.storage, STORAGE_KEYS.connection)
}

export function rememberActiveNetwork(ctx: ClientContext, caipNetworkId: CaipNetworkId): void {
  writeJson(ctx.storage, STORAGE_KEYS.activeNetwork, caipNetworkId)
}

export function rememberRecentWallets(ctx: ClientContext): void {
  writeJson(ctx.storage, STORAGE_KEYS.recentWallets, ctx.stores.connectors.getState().recentWallets)
}
