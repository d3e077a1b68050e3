// Connecting, restoring and disconnecting a wallet through wagmi. Foyer holds one EVM connection at a time; wagmi can
// hold several, so a new connection drops the others.
import type { ConnectResult, Logger } from '@foyer/core'
import { FoyerError, WalletTimeoutError } from '@foyer/core'
import { withWalletTimeout, type GuardedConnect, type OwnOperations } from '@foyer/core/internal'
import {
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  reconnect as wagmiReconnect,
  type Config,
  type Connector as WagmiConnector,
} from '@wagmi/core'
import { getAddress, isAddress } from 'viem'
import { findConnector, waitForConnector } from './discovery.js'
import { toConnectError } from './errors.js'
import { currentConnection } from './wallet-events.js'

export interface ConnectionContext {
  config: Config
  own: OwnOperations
  guardedConnect: GuardedConnect
  connectTimeoutMs: number
  reconnectTimeoutMs: number
  announceWaitMs: number
  logger: Logger
  /** Asks the connected wallet to move to one of the app's chains (the adapter's network switch). */
  switchChain?: (chainId: number) => Promise<void>
}

/** The wallet's answer as core's result, or `undefined` when it is not accounts on a chain. */
function toResult(accounts: readonly unknown[] | undefined, chainId: unknown): ConnectResult | undefined {
  if (!Array.isArray(accounts) || accounts.length === 0) return undefined
  if (!accounts.every((a): a is string => typeof a === 'string' && isAddress(a, { strict: false }))) return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  const addresses = accounts.map((a) => getAddress(a))
  return { address: addresses[0] as string, addresses, chainId }
}

export async function providerOf(connector: WagmiConnector): Promise<unknown> {
  return connector.getProvider().catch(() => undefined)
}

/** After a timeout wagmi stays "connecting"; back to what it was, so the next attempt starts clean. */
function resetStatus(config: Config): void {
  config.setState((state) => ({ ...state, status: state.current ? 'connected' : 'disconnected' }))
}

/** Drops every connection but `keep`'s. */
async function dropOtherConnections(config: Config, keep: WagmiConnector): Promise<void> {
  const keepProvider = await providerOf(keep)
  for (const [uid, connection] of [...config.state.connections]) {
    if (uid === keep.uid) continue
    // Same provider object (window.ethereum and its own announcement): revoking would revoke ours too.
    if ((await providerOf(connection.connector)) === keepProvider) {
      config.setState((state) => {
        const connections = new Map(state.connections)
        connections.delete(uid)
        return { ...state, connections, current: keep.uid }
      })
      continue
    }
    await wagmiDisconnect(config, { connector: connection.connector }).catch(() => undefined)
  }
}

export async function connectWallet(
  c: ConnectionContext,
  { connectorId, chainId }: { connectorId: string; chainId?: number | string },
): Promise<ConnectResult> {
  const { config } = c
  const connector = findConnector(config, connectorId) ?? (await waitForConnector(config, connectorId, 0))
  if (!connector) throw new FoyerError('CONNECTOR_NOT_FOUND')
  return c.own.run(async () => {
    const existing = config.state.connections.get(connector.uid)
    if (existing && config.state.current === connector.uid && config.state.status === 'connected') {
      const result = toResult(existing.accounts, existing.chainId)
      if (result) return result
    }
    const wanted = chainId === undefined ? undefined : Number(chainId)
    const configured = wanted !== undefined && config.chains.some((ch) => ch.id === wanted)
    let data: Awaited<ReturnType<typeof wagmiConnect>>
    try {
      // Connected first, on whatever chain the wallet is on, then asked to move (below): a person who accepts the
      // connection but declines the network is connected, on their network (wagmi's own chainId parameter made that
      // a failed connection, while the wallet had connected the site).
      data = await c.guardedConnect(wagmiConnect(config, { connector }), {
        timeoutMs: c.connectTimeoutMs,
        what: 'the connection request',
        wallet: connector.id,
        // Undone before dropOtherConnections could drop the connection to the wallet the person chose instead.
        onLateAnswer: () => wagmiDisconnect(config, { connector }).catch(() => undefined),
      })
    } catch (error) {
      if (error instanceof WalletTimeoutError) resetStatus(config)
      throw toConnectError(error)
    }
    const result = toResult(data.accounts, data.chainId)
    if (!result) {
      await wagmiDisconnect(config, { connector }).catch(() => undefined)
      throw new FoyerError('CONNECT_FAILED', {
        cause: new Error(
          `The wallet answered accounts ${JSON.stringify(data.accounts)} on chain ${String(data.chainId)}`,
        ),
      })
    }
    await dropOtherConnections(config, connector)
    if (configured && result.chainId !== wanted && c.switchChain) {
      try {
        await c.switchChain(wanted)
        result.chainId = currentConnection(config)?.chainId ?? wanted
      } catch (error) {
        // Declined, or not possible in this wallet: it stays where it is, and core shows that network (or that the
        // app does not support it, with the networks it does).
        c.logger.debug('[foyer/evm] the wallet stayed on its network after connecting', error)
        result.chainId = currentConnection(config)?.chainId ?? result.chainId
      }
    }
    return result
  })
}

/** Restores the connection wagmi persisted; `null` when the wallet is gone, refuses silently or does not answer. */
export async function reconnectWallet(
  c: ConnectionContext,
  { connectorId }: { connectorId: string },
): Promise<ConnectResult | null> {
  const { config } = c
  const connector = await waitForConnector(config, connectorId, c.announceWaitMs)
  if (!connector) return null
  return c.own.run(async () => {
    const existing = config.state.connections.get(connector.uid)
    if (existing && config.state.status === 'connected') {
      const result = toResult(existing.accounts, existing.chainId)
      if (result) return result
    }
    try {
      const connections = await withWalletTimeout(
        wagmiReconnect(config, { connectors: [connector] }),
        c.reconnectTimeoutMs,
        'the reconnection',
      )
      const connection = connections.find((x) => x.connector.uid === connector.uid)
      if (!connection) return null
      const result = toResult(connection.accounts, connection.chainId)
      if (!result) {
        await wagmiDisconnect(config, { connector }).catch(() => undefined)
        return null
      }
      return result
    } catch (error) {
      if (error instanceof WalletTimeoutError) resetStatus(config)
      c.logger.debug('[foyer/evm] reconnect failed', error)
      return null
    }
  })
}

export async function disconnectWallets(c: Pick<ConnectionContext, 'config' | 'own'>): Promise<void> {
  await c.own.run(async () => {
    try {
      for (const connection of [...c.config.state.connections.values()])
        await wagmiDisconnect(c.config, { connector: connection.connector })
    } catch (error) {
      throw new FoyerError('DISCONNECT_FAILED', { cause: error })
    }
  })
}
