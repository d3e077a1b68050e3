// Which wallets the modal lists: every EIP-6963 announcement once (id = its rdns), `window.ethereum` as the legacy
// injected wallet unless it is one of those, and the connectors of a host's own wagmi config. Lists again whenever
// wagmi's connectors change, a wallet announces itself, or a late `window.ethereum` says it is ready.
import type { AdapterContext, Connector, ConnectorType } from '@foyer/core'
import { createConnectorPublisher, waitForWallet, walletIconOf } from '@foyer/core/internal'
import { watchConnectors, type Config, type Connector as WagmiConnector } from '@wagmi/core'
import { getWindowEthereum, legacyInjectedName, legacyInjectedRdns } from './legacyInjected.js'
import { LEGACY_INJECTED_ID } from './constants.js'
import {
  addAnnouncedConnectors,
  announcedWallets,
  subscribeToAnnouncements,
  subscribeToConnectors,
} from './wagmi-internals.js'

export function findConnector(config: Config, id: string): WagmiConnector | undefined {
  return config.connectors.find((c) => c.id === id)
}

/** Adds a wagmi connector for every announced wallet wagmi missed (it ignores announcements made before hydration). */
export function addMissingAnnounced(config: Config): void {
  const known = new Set<string>()
  for (const c of config.connectors) {
    known.add(c.id)
    for (const rdns of typeof c.rdns === 'string' ? [c.rdns] : (c.rdns ?? [])) known.add(rdns)
  }
  const missing = announcedWallets(config).filter((detail) => {
    if (known.has(detail.info.rdns)) return false
    known.add(detail.info.rdns)
    return true
  })
  addAnnouncedConnectors(config, missing)
}

/** The wallets to list, in wagmi's connector order. */
export async function listConnectors(config: Config): Promise<Connector[]> {
  const announced = new Map(announcedWallets(config).map((d) => [d.info.rdns, d]))
  const ethereum = getWindowEthereum()
  const out = new Map<string, Connector>()
  for (const c of config.connectors) {
    if (out.has(c.id)) continue
    const detail = announced.get(c.id)
    if (detail) {
      // A data: URI only, as EIP-6963 requires (walletIconOf): the modal fetches nothing from where a wallet points.
      const imageUrl = walletIconOf(detail.info.icon)
      out.set(c.id, {
        id: detail.info.rdns,
        rdns: detail.info.rdns,
        name: detail.info.name,
        type: 'ANNOUNCED',
        chains: ['eip155'],
        ...(imageUrl ? { imageUrl } : {}),
        installed: true,
      })
      continue
    }
    if (c.id === LEGACY_INJECTED_ID && c.type === 'injected') {
      // The same wallet announced over EIP-6963 is listed once, under its announcement.
      const duplicate =
        !!ethereum &&
        [...announced.values()].some(
          (d) => (d.provider as unknown) === ethereum || d.info.rdns === legacyInjectedRdns(ethereum),
        )
      if (duplicate) continue
      out.set(c.id, {
        id: LEGACY_INJECTED_ID,
        name: legacyInjectedName(ethereum),
        type: 'INJECTED',
        chains: ['eip155'],
        installed: !!ethereum,
      })
      continue
    }
    // A connector from a host-provided config (an SDK connector, WalletConnect, …).
    const rdns = typeof c.rdns === 'string' ? c.rdns : c.rdns?.[0]
    const type: ConnectorType =
      c.type === 'injected' ? 'INJECTED' : c.type === 'walletConnect' ? 'WALLET_CONNECT' : 'EXTERNAL'
    const installed = c.type === 'injected' ? !!(await c.getProvider().catch(() => undefined)) : true
    out.set(c.id, {
      id: c.id,
      name: c.name,
      type,
      chains: ['eip155'],
      ...(c.icon ? { imageUrl: c.icon } : {}),
      ...(rdns ? { rdns } : {}),
      installed,
    })
  }
  return [...out.values()]
}

/** Resolves with the connector once it exists, or `undefined` after `ms` (EIP-6963 wallets may announce late). */
export function waitForConnector(config: Config, id: string, ms: number): Promise<WagmiConnector | undefined> {
  addMissingAnnounced(config)
  return waitForWallet(
    () => findConnector(config, id),
    (onChange) => subscribeToConnectors(config, onChange),
    ms,
  )
}

/** Keeps core's connector list current until the returned function is called. */
export function watchDiscovery(config: Config, ctx: AdapterContext): () => void {
  const publish = createConnectorPublisher((list) => ctx.setConnectors(list))
  let stopped = false
  let run = 0
  const refresh = () => {
    const current = ++run
    listConnectors(config).then(
      (list) => {
        // Listing awaits providers: only the latest listing may publish.
        if (current === run && !stopped) publish(list)
      },
      (error: unknown) => ctx.logger.warn('[foyer/evm] listing connectors failed', error),
    )
  }
  addMissingAnnounced(config)
  const stops = [watchConnectors(config, { onChange: refresh })]
  const stopAnnouncements = subscribeToAnnouncements(config, () => {
    addMissingAnnounced(config)
    refresh()
  })
  if (stopAnnouncements) stops.push(stopAnnouncements)
  if (typeof window !== 'undefined') {
    // Some wallets inject window.ethereum after load and say so with this event.
    window.addEventListener('ethereum#initialized', refresh)
    stops.push(() => window.removeEventListener('ethereum#initialized', refresh))
  }
  refresh()
  return () => {
    stopped = true
    for (const stop of stops.splice(0)) stop()
  }
}
