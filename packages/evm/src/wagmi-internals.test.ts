// @vitest-environment jsdom
// Pins the wagmi version wagmi-internals.ts was written for and runs each wrapper on a real `createConfig`, so an
// upgrade that changes `_internal` fails here, by name, rather than somewhere in the adapter.
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainDefinition } from '@foyer/core'
import { createMemoryStorage } from '@foyer/core'
import { createConfig, createStorage, http, type Config } from '@wagmi/core'
import { toViemChain } from './chains.js'
import { announceProvider, createTestWalletProvider } from './test/local-account-provider.js'
import {
  WAGMI_INTERNALS_VERSION,
  addAnnouncedConnectors,
  addConfiguredChain,
  announcedWallets,
  stopDiscovery,
  subscribeToAnnouncements,
  subscribeToConnectors,
  waitForHydration,
} from './wagmi-internals.js'

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
// The RPC URLs are never called: these tests read and change the config only.
const chainDef = (id: number): ChainDefinition => ({
  id,
  name: `Chain ${id}`,
  network: `chain-${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:9/${id}`] } },
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
})
const chainA = toViemChain(chainDef(31337))
const chainB = toViemChain(chainDef(31338))

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0).reverse()) stop()
})

function config(options: { ssr?: boolean; storage?: ReturnType<typeof createStorage> | null } = {}): Config {
  const cfg = createConfig({
    chains: [chainA, chainB],
    transports: { [chainA.id]: http(), [chainB.id]: http() },
    multiInjectedProviderDiscovery: true,
    storage: options.storage ?? null,
    ssr: options.ssr ?? true,
  })
  stops.push(() => stopDiscovery(cfg))
  return cfg
}

function announce(rdns: string) {
  const provider = createTestWalletProvider({ chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9' }] })
  stops.push(announceProvider(window, { uuid: crypto.randomUUID(), name: rdns, icon: ICON, rdns }, provider))
}

describe('wagmi internals', () => {
  it(`were written for @wagmi/core ${WAGMI_INTERNALS_VERSION}, the installed version`, () => {
    const installed = createRequire(import.meta.url)('@wagmi/core/package.json') as { version: string }
    expect(installed.version).toBe(WAGMI_INTERNALS_VERSION)
  })

  it('reads EIP-6963 announcements, early and late, and hears each one', () => {
    announce('dev.foyer.early')
    const cfg = config()
    expect(announcedWallets(cfg).map((d) => d.info.rdns)).toEqual(['dev.foyer.early'])
    let heard = 0
    const unsubscribe = subscribeToAnnouncements(cfg, () => heard++)
    expect(unsubscribe).toBeTypeOf('function')
    announce('dev.foyer.late')
    expect(announcedWallets(cfg).map((d) => d.info.rdns)).toEqual(['dev.foyer.early', 'dev.foyer.late'])
    expect(heard).toBe(1)
    unsubscribe?.()
  })

  it('has no discovery without EIP-6963 (so nothing to read or hear)', () => {
    const cfg = createConfig({
      chains: [chainA],
      transports: { [chainA.id]: http() },
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    announce('dev.foyer.ignored')
    expect(announcedWallets(cfg)).toEqual([])
    expect(subscribeToAnnouncements(cfg, () => {})).toBeUndefined()
  })

  it('stops discovery: later announcements are not seen', () => {
    const cfg = config()
    stopDiscovery(cfg)
    announce('dev.foyer.after-stop')
    expect(announcedWallets(cfg).map((d) => d.info.rdns)).not.toContain('dev.foyer.after-stop')
  })

  it('adds a connector per announcement (id = rdns) and reports the list change', async () => {
    announce('dev.foyer.wallet')
    // With ssr wagmi leaves early announcements out of its connectors, which is what the adapter repairs.
    const cfg = config({ ssr: true })
    expect(cfg.connectors.map((c) => c.id)).not.toContain('dev.foyer.wallet')
    let changes = 0
    const unsubscribe = subscribeToConnectors(cfg, () => changes++)
    const added = addAnnouncedConnectors(cfg, announcedWallets(cfg))
    unsubscribe()
    expect(added.map((c) => [c.id, c.name, c.type])).toEqual([['dev.foyer.wallet', 'dev.foyer.wallet', 'injected']])
    expect(cfg.connectors.map((c) => c.id)).toContain('dev.foyer.wallet')
    expect(changes).toBe(1)
    // The connector talks to the announced provider.
    await expect(added[0]!.getChainId()).resolves.toBe(31337)
    expect(addAnnouncedConnectors(cfg, [])).toEqual([])
  })

  it('adds a chain to the config', () => {
    const cfg = config()
    const chainC = toViemChain(chainDef(424242))
    addConfiguredChain(cfg, chainC)
    expect(cfg.chains.map((c) => c.id)).toEqual([31337, 31338, 424242])
  })

  it('waits for the persisted state; with ssr it starts hydration itself', async () => {
    const persisted = JSON.stringify({
      state: { chainId: 31338, connections: { __type: 'Map', value: [] }, current: null },
      version: 3,
    })
    const memory = createMemoryStorage()
    memory.setItem('test.store', persisted)
    const hydrating = config({ ssr: false, storage: createStorage({ key: 'test', storage: memory }) })
    await waitForHydration(hydrating)
    expect(hydrating.state.chainId).toBe(31338)

    // With ssr wagmi does not read storage at all (it even writes its initial state there), so the state stored
    // after createConfig is what waitForHydration must load.
    const ssrMemory = createMemoryStorage()
    const ssr = config({ ssr: true, storage: createStorage({ key: 'test', storage: ssrMemory }) })
    ssrMemory.setItem('test.store', persisted)
    expect(ssr.state.chainId).toBe(31337)
    await waitForHydration(ssr)
    expect(ssr.state.chainId).toBe(31338)

    // No storage: nothing to wait for.
    await expect(waitForHydration(config({ storage: null }))).resolves.toBeUndefined()
  })
})
