// One UniversalProvider per client, loaded with a dynamic import the first time it is needed, so the SDK stays out of
// the host's initial bundle. A failed (or timed-out) load is tried afresh next time.
import { applySdkTestSwitch } from './sdk-test-switch.js'
import { walletConnectStoragePrefix } from './constants.js'
import type { WcHost, WcProvider } from './types.js'

export interface ProviderLoader {
  /** The provider, loading the SDK the first time. */
  load(): Promise<WcProvider>
  /** The loaded provider, if any. */
  current(): WcProvider | undefined
  /** Forgets the provider and closes its relay transport (so the SDK stops reconnecting); the next load starts over. */
  drop(): void
  /** drop(), and the SDK test switch (if this loader set it) is undone. */
  destroy(): void
}

/** `onLoaded` wires the SDK's events once, before anyone gets the provider. */
export function createProviderLoader(host: WcHost, onLoaded: (p: WcProvider) => void): ProviderLoader {
  const wcOptions = host.options.walletConnect!
  let providerPromise: Promise<WcProvider> | undefined
  let provider: WcProvider | undefined
  let undoTestSwitch: (() => void) | undefined

  async function init(): Promise<WcProvider> {
    if (host.switches.walletConnectTestMode && !undoTestSwitch) undoTestSwitch = applySdkTestSwitch()
    const mod = (await (host.switches.wcLoadSdk?.() ?? import('@walletconnect/universal-provider'))) as {
      UniversalProvider?: unknown
      default?: unknown
    }
    const UniversalProvider = (mod.UniversalProvider ?? mod.default) as {
      init(opts: Record<string, unknown>): Promise<WcProvider>
    }
    const { metadata } = host.options
    const p = await UniversalProvider.init({
      projectId: wcOptions.projectId,
      relayUrl: wcOptions.relayUrl,
      metadata: {
        name: metadata.name,
        description: metadata.description ?? '',
        url: metadata.url ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost',
        icons: metadata.icons ?? [],
      },
      telemetryEnabled: false,
      customStoragePrefix: walletConnectStoragePrefix(host.options.id),
      logger: 'error',
      ...(host.switches.wcStorage ? { storage: host.switches.wcStorage } : {}),
    })
    onLoaded(p)
    provider = p
    return p
  }

  const drop = () => {
    const stale = provider
    provider = undefined
    providerPromise = undefined
    void stale?.client?.core?.relayer?.transportClose?.().catch(() => undefined)
  }

  return {
    load() {
      providerPromise ??= init()
      providerPromise.catch(() => {
        providerPromise = undefined
      })
      return providerPromise
    },
    current: () => provider,
    drop,
    destroy() {
      drop()
      undoTestSwitch?.()
      undoTestSwitch = undefined
    },
  }
}
