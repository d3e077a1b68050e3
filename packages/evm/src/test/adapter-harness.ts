// What the adapter tests share: two real anvil nodes (chain ids 31337 and 31338), the local-key test wallet announced
// over EIP-6963 in jsdom, a recording AdapterContext, and cleanup after each test. Call `useAdapterHarness()` at the
// top of a test file.
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector, FoyerStorage } from '@foyer/core'
import { createMemoryStorage } from '@foyer/core'
import { mnemonicToAccount } from 'viem/accounts'
import { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from '../createEvmAdapter.js'
import { startAnvil, type Anvil } from './anvil.js'
import {
  DEV_MNEMONIC,
  announceProvider,
  createTestWalletProvider,
  type TestWalletProvider,
} from './local-account-provider.js'

export const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
export const ACCOUNT_0 = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }).address
export const ACCOUNT_1 = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 }).address
export const TEN_THOUSAND_ETH = 10_000n * 10n ** 18n

export type TestContext = ReturnType<typeof makeContext>

export function network(anvil: Anvil, name: string): ChainDefinition {
  return {
    id: anvil.chainId,
    name,
    network: name.toLowerCase().replace(/\s+/g, '-'),
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    testnet: true,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${anvil.chainId}`,
  }
}

export function makeContext(networks: ChainDefinition[], storage: FoyerStorage | null = createMemoryStorage()) {
  const silent = () => {}
  return {
    networks,
    storage,
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    logger: { error: silent, warn: silent, info: silent, debug: silent },
    setConnectors: vi.fn<(connectors: Connector[]) => void>(),
    onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
    onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
    onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
  } satisfies AdapterContext
}

export function lastConnectors(ctx: TestContext): Connector[] {
  return ctx.setConnectors.mock.lastCall?.[0] ?? []
}

export function setWindowEthereum(provider: unknown): void {
  ;(window as unknown as { ethereum: unknown }).ethereum = provider
}

export interface AdapterHarness {
  readonly anvilA: Anvil
  readonly anvilB: Anvil
  /** Cleanups run after each test, last first. */
  readonly cleanups: (() => void)[]
  /** A test wallet on the first anvil. */
  wallet(flags?: Record<string, boolean>): TestWalletProvider
  announce(provider: unknown, rdns?: string, name?: string, uuid?: string, icon?: string): void
  /** An adapter set up with `ctx` (both anvils by default), destroyed after the test. */
  startAdapter(ctx?: TestContext, options?: EvmAdapterOptions): Promise<{ adapter: EvmAdapter; ctx: TestContext }>
}

export function useAdapterHarness(): AdapterHarness {
  let anvilA: Anvil | undefined
  let anvilB: Anvil | undefined
  const cleanups: (() => void)[] = []
  beforeAll(async () => {
    ;[anvilA, anvilB] = await Promise.all([startAnvil(31337), startAnvil(31338)])
  })
  afterAll(async () => {
    await Promise.all([anvilA?.stop(), anvilB?.stop()])
  })
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
    delete (window as unknown as { ethereum?: unknown }).ethereum
  })
  const harness: AdapterHarness = {
    get anvilA() {
      if (!anvilA) throw new Error('anvil A is not running')
      return anvilA
    },
    get anvilB() {
      if (!anvilB) throw new Error('anvil B is not running')
      return anvilB
    },
    cleanups,
    wallet(flags) {
      return createTestWalletProvider({
        chains: [{ id: harness.anvilA.chainId, rpcUrl: harness.anvilA.rpcUrl }],
        ...(flags ? { flags } : {}),
      })
    },
    announce(
      provider,
      rdns = 'dev.foyer.testwallet',
      name = 'Foyer Test Wallet',
      uuid = crypto.randomUUID(),
      icon = ICON,
    ) {
      cleanups.push(announceProvider(window, { uuid, name, icon: icon as typeof ICON, rdns }, provider))
    },
    async startAdapter(ctx, options = {}) {
      const context = ctx ?? makeContext([network(harness.anvilA, 'Anvil'), network(harness.anvilB, 'Anvil Two')])
      const adapter = createEvmAdapter(options)
      cleanups.push(() => adapter.destroy())
      await adapter.setup(context)
      return { adapter, ctx: context }
    },
  }
  return harness
}
