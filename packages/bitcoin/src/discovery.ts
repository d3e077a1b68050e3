// Wallet Standard discovery: the registry's Bitcoin wallets as core connectors, listed again when a wallet registers,
// unregisters, or changes its features or chains.
import type { Connector } from '@foyer/core'
import { createConnectorPublisher, waitForWallet } from '@foyer/core/internal'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { eventsFeature } from './walletFeatures.js'
import { connectorIdOf, isBitcoinRelated, toConnector } from './wallets.js'

export interface WalletDiscovery {
  find(connectorId: string): Wallet | undefined
  /** The wallet once it is registered, or `undefined` after `ms` (a wallet that registers after a reload). */
  waitFor(connectorId: string, ms: number): Promise<Wallet | undefined>
  stop(): void
}

export function startWalletDiscovery(args: {
  registry: Wallets
  /** Wallets found outside the registry (sats-connect providers), listed after the registry's. */
  extraWallets?: () => Wallet[]
  setConnectors: (connectors: Connector[]) => void
  onUnregister: (wallet: Wallet) => void
}): WalletDiscovery {
  const { registry } = args
  const publish = createConnectorPublisher(args.setConnectors)
  const walletListeners = new Map<Wallet, () => void>()

  /** One entry per connector id: a wallet registered twice (two copies of its script) is listed once. */
  function listWallets(): Wallet[] {
    const seen = new Set<string>()
    // A wallet in the registry and behind sats-connect is listed once, as its Wallet Standard self.
    return [...registry.get(), ...(args.extraWallets?.() ?? [])].filter((wallet) => {
      if (!isBitcoinRelated(wallet)) return false
      const id = connectorIdOf(wallet)
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
  }

  const find = (connectorId: string) => listWallets().find((w) => connectorIdOf(w) === connectorId)
  const refresh = () => publish(listWallets().map(toConnector))

  function watch(wallet: Wallet): void {
    const events = eventsFeature(wallet)
    if (walletListeners.has(wallet) || !events) return
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
