// Wallet Standard discovery as the Solana and Bitcoin adapters share it: the registry's wallets of one family as core
// connectors, listed again when a wallet registers, unregisters, or changes its features or chains (a wallet that
// finishes loading after registering). The shapes are structural, so core needs no Wallet Standard dependency.
import type { ChainNamespace, Connector } from '../types.js'
import { createConnectorPublisher } from './connector-publisher.js'
import { waitForWallet } from './wait-for-wallet.js'
import { walletIconOf } from '../wallet-icon.js'

/** What discovery reads of a Wallet Standard registry (`getWallets()` of @wallet-standard/app). */
export interface WalletRegistry<W> {
  get(): readonly W[]
  on(event: 'register' | 'unregister', listener: (...wallets: W[]) => void): () => void
}

/** A wallet's `standard:events` feature, as far as discovery uses it. */
export interface WalletChangeEvents {
  on(
    event: 'change',
    listener: (properties: { features?: unknown; chains?: unknown; accounts?: unknown }) => void,
  ): () => void
}

/**
 * A registry wallet as a core connector: announced, of the adapter's one family, installed when the adapter can use it
 * (it has the features the adapter needs), else listed as Unsupported.
 */
export function registryWalletConnector(
  wallet: { name: string; icon?: unknown },
  { id, namespace, supported }: { id: string; namespace: ChainNamespace; supported: boolean },
): Connector {
  // A data: URI only (wallet-icon.ts): the modal fetches nothing from where a wallet points.
  const imageUrl = walletIconOf(wallet.icon)
  return {
    id,
    name: wallet.name,
    type: 'ANNOUNCED',
    chains: [namespace],
    ...(imageUrl ? { imageUrl } : {}),
    installed: supported,
    readyState: supported ? 'Installed' : 'Unsupported',
  }
}

export interface RegistryDiscovery<W> {
  /** The listed wallet with this connector id. */
  find(connectorId: string): W | undefined
  /** The wallet once it is registered, or `undefined` after `ms` (a wallet that registers after a reload). */
  waitFor(connectorId: string, ms: number): Promise<W | undefined>
  stop(): void
}

export function startRegistryDiscovery<W>(args: {
  registry: WalletRegistry<W>
  /** Whether a wallet belongs to the adapter's family (it has the family's chains or features). */
  isRelated: (wallet: W) => boolean
  connectorIdOf: (wallet: W) => string
  toConnector: (wallet: W) => Connector
  /** The wallet's change events, when it has them. */
  eventsOf: (wallet: W) => WalletChangeEvents | undefined
  /** Wallets found outside the registry, listed after the registry's. */
  extraWallets?: () => W[]
  setConnectors: (connectors: Connector[]) => void
  /** A wallet left the registry (uninstalled, disabled). */
  onUnregister: (wallet: W) => void
}): RegistryDiscovery<W> {
  const { registry } = args
  const publish = createConnectorPublisher(args.setConnectors)
  const walletListeners = new Map<W, () => void>()

  /** One entry per connector id: a wallet registered twice (two copies of its script) is listed once, as its first. */
  function listWallets(): W[] {
    const seen = new Set<string>()
    return [...registry.get(), ...(args.extraWallets?.() ?? [])].filter((wallet) => {
      if (!args.isRelated(wallet)) return false
      const id = args.connectorIdOf(wallet)
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
  }

  const find = (connectorId: string) => listWallets().find((w) => args.connectorIdOf(w) === connectorId)
  const refresh = () => publish(listWallets().map(args.toConnector))

  function watch(wallet: W): void {
    if (walletListeners.has(wallet)) return
    const events = args.eventsOf(wallet)
    if (!events) return
    walletListeners.set(
      wallet,
      events.on('change', (properties) => {
        if (properties.features || properties.chains) refresh()
      }),
    )
  }

  for (const wallet of registry.get()) watch(wallet)
  const offRegister = registry.on('register', (...wallets) => {
    for (const wallet of wallets) watch(wallet)
    refresh()
  })
  const offUnregister = registry.on('unregister', (...wallets) => {
    for (const wallet of wallets) {
      walletListeners.get(wallet)?.()
      walletListeners.delete(wallet)
      args.onUnregister(wallet)
    }
    refresh()
  })
  refresh()

  return {
    find,
    waitFor: (connectorId, ms) =>
      waitForWallet(
        () => find(connectorId),
        (onChange) => registry.on('register', onChange),
        ms,
      ),
    stop() {
      offRegister()
      offUnregister()
      for (const off of walletListeners.values()) off()
      walletListeners.clear()
    },
  }
}
