// Every use of wagmi's `config._internal`, in one place. wagmi does not promise anything about `_internal` (it is
// what its own React bindings and connectors use), so a minor or patch release may change it without notice. The
// adapter needs it for what wagmi's public API does not offer: EIP-6963 wallets that announced themselves before
// hydration (wagmi skips them with `ssr`), adding a chain the app did not list, and waiting for the persisted state.
// wagmi-internals.test.ts pins the wagmi version this was written for and exercises each wrapper on a real config:
// after an upgrade, check each one against the new `createConfig` and update WAGMI_INTERNALS_VERSION.
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import type { Chain } from 'viem'

/** The @wagmi/core version whose `_internal` these wrappers were written against. */
export const WAGMI_INTERNALS_VERSION = '3.6.5'

/** An EIP-6963 announcement as wagmi's discovery store (mipd) keeps it. */
export type AnnouncedWallet = ReturnType<NonNullable<Config['_internal']['mipd']>['getProviders']>[number]

/** The wallets that announced themselves over EIP-6963 so far; none when the config has no discovery. */
export function announcedWallets(config: Config): readonly AnnouncedWallet[] {
  return config._internal.mipd?.getProviders() ?? []
}

/** Calls `listener` on every EIP-6963 announcement; `undefined` when the config has no discovery (SSR, disabled). */
export function subscribeToAnnouncements(config: Config, listener: () => void): (() => void) | undefined {
  const mipd = config._internal.mipd
  return mipd ? mipd.subscribe(() => listener()) : undefined
}

/** Stops EIP-6963 discovery (its window listeners); only for a config the adapter built itself. */
export function stopDiscovery(config: Config): void {
  config._internal.mipd?.destroy()
}

/** Adds a connector for each announcement, as wagmi does for the ones it sees itself. */
export function addAnnouncedConnectors(config: Config, wallets: readonly AnnouncedWallet[]): WagmiConnector[] {
  const { connectors } = config._internal
  const fresh = wallets.map((detail) => connectors.setup(connectors.providerDetailToConnector(detail)))
  if (fresh.length) connectors.setState((list) => [...list, ...fresh])
  return fresh
}

/** Calls `listener` whenever the config's connector list changes. */
export function subscribeToConnectors(config: Config, listener: () => void): () => void {
  return config._internal.connectors.subscribe(() => listener())
}

/** Adds `chain` to the config's chains (its transport must already be in the config's transports). */
export function addConfiguredChain(config: Config, chain: Chain): void {
  config._internal.chains.setState((chains) => [...chains, chain])
}

/** The part of zustand's persist API wagmi's store carries when it has storage. */
type PersistApi = {
  rehydrate(): Promise<void> | void
  hasHydrated(): boolean
  onFinishHydration(listener: () => void): () => void
}

/**
 * Resolves once the config's persisted state (the last connection) is loaded. With `ssr` wagmi leaves hydration to
 * the app, so this starts it; otherwise it started in `createConfig` and this waits for it.
 */
export async function waitForHydration(config: Config): Promise<void> {
  const persist = (config._internal.store as unknown as { persist?: PersistApi }).persist
  if (!persist) return
  if (config._internal.ssr) {
    await persist.rehydrate()
    return
  }
  if (persist.hasHydrated()) return
  await new Promise<void>((resolve) => {
    const unsubscribe = persist.onFinishHydration(() => {
      unsubscribe()
      resolve()
    })
    if (persist.hasHydrated()) {
      unsubscribe()
      resolve()
    }
  })
}
