// The adapter's wagmi side, loaded by `setup()` on first use: wagmi, viem's account and chain code and the wallet
// plumbing. The package's entry stays free of both libraries so a host's first page does not carry them (a bundler
// that can reach a library from the entry puts whatever a lazy chunk uses of it into the entry's chunks too).
import type { AdapterContext, ChainDefinition, ConnectResult } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { createGuardedConnect, createOwnOperations } from '@foyer/core/internal'
import type { Config } from '@wagmi/core'
import { toHex } from 'viem'
import { connectWallet, disconnectWallets, providerOf, reconnectWallet, type ConnectionContext } from './connection.js'
import { watchDiscovery } from './discovery.js'
import { toWalletError } from './errors.js'
import { switchWalletNetwork } from './network-switch.js'
import { isEip1193Provider } from './switchEthereumChain.js'
import { createOwnedConfig } from './wagmi-config.js'
import { stopDiscovery, waitForHydration } from './wagmi-internals.js'
import { currentConnection, watchWalletEvents } from './wallet-events.js'

export interface EvmSessionOptions {
  /** The host's config; without one the session builds its own from the client's networks. */
  hostConfig: Config | undefined
  ssr: boolean
  connectTimeoutMs: number
  reconnectTimeoutMs: number
  announceWaitMs: number
}

export interface EvmSession {
  readonly config: Config
  connect(args: { connectorId: string; chainId?: number | string }): Promise<ConnectResult>
  reconnect(args: { connectorId: string }): Promise<ConnectResult | null>
  disconnect(): Promise<void>
  switchNetwork(network: ChainDefinition): Promise<void>
  request(args: { method: string; params?: unknown }): Promise<unknown>
  signMessage(args: { message: string; address: string }): Promise<string>
  destroy(): void
}

/** Starts discovery and event forwarding; `undefined` when `signal` aborted first (the adapter was destroyed). */
export async function startEvmSession(
  ctx: AdapterContext,
  options: EvmSessionOptions,
  signal: AbortSignal,
): Promise<EvmSession | undefined> {
  const owned = options.hostConfig ? undefined : createOwnedConfig(ctx.networks, ctx.storage, options.ssr)
  const config = options.hostConfig ?? owned!.config
  await waitForHydration(config)
  if (signal.aborted) {
    if (owned) stopDiscovery(config)
    return undefined
  }

  const stopWatchingDiscovery = watchDiscovery(config, ctx)
  const own = createOwnOperations(() => events.resync())
  const events = watchWalletEvents(config, ctx, () => own.busy)
  const connection: ConnectionContext = {
    config,
    own,
    guardedConnect: createGuardedConnect(),
    connectTimeoutMs: options.connectTimeoutMs,
    reconnectTimeoutMs: options.reconnectTimeoutMs,
    announceWaitMs: options.announceWaitMs,
    logger: ctx.logger,
    switchChain: async (chainId) => {
      const network = ctx.networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
      if (network) await session.switchNetwork(network)
    },
  }

  const session: EvmSession = {
    config,
    connect: (args) => connectWallet(connection, args),
    reconnect: (args) => reconnectWallet(connection, args),
    disconnect: () => disconnectWallets(connection),
    switchNetwork: (network) =>
      switchWalletNetwork(
        { config, connectTimeoutMs: options.connectTimeoutMs, ...(owned ? { addChain: owned.addChain } : {}) },
        network,
      ),
    async request({ method, params }) {
      const current = currentConnection(config)
      if (!current) throw new FoyerError('WALLET_NOT_CONNECTED')
      const provider = await providerOf(current.connector)
      if (!isEip1193Provider(provider)) throw new FoyerError('PROVIDER_NOT_FOUND')
      return provider.request(params === undefined ? { method } : { method, params })
    },
    async signMessage({ message, address }) {
      try {
        const signature = await session.request({ method: 'personal_sign', params: [toHex(message), address] })
        if (typeof signature !== 'string') throw new Error('The wallet answered personal_sign without a signature')
        return signature
      } catch (error) {
        throw toWalletError(error)
      }
    },
    destroy() {
      stopWatchingDiscovery()
      events.stop()
      if (owned) stopDiscovery(config)
    },
  }
  return session
}
