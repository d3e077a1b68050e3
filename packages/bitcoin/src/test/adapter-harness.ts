// Tests of the adapter's wallet side: a recording AdapterContext, wallets registered in the real @wallet-standard/app
// registry, and adapters that are set up, all undone after each test.
import { afterEach, vi, type Mock } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector } from '@foyer/core'
import { bitcoin, bitcoinSignet, bitcoinTestnet, createMemoryStorage } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { bitcoinDevnetChain } from '../chains.js'
import { createBitcoinAdapter, type BitcoinAdapter, type BitcoinAdapterOptions } from '../createBitcoinAdapter.js'

/** Regtest on a port nothing listens on: Esplora calls fail, which wallet-side tests never make. */
export const REGTEST = bitcoinDevnetChain('http://127.0.0.1:1')

export interface TestContext extends AdapterContext {
  setConnectors: Mock<(connectors: Connector[]) => void>
  onAccountsChanged: Mock<AdapterContext['onAccountsChanged']>
  onChainChanged: Mock<AdapterContext['onChainChanged']>
  onDisconnect: Mock<AdapterContext['onDisconnect']>
}

export function makeContext(
  networks: ChainDefinition[] = [REGTEST, bitcoin, bitcoinTestnet, bitcoinSignet],
): TestContext {
  const silent = () => {}
  return {
    networks,
    storage: createMemoryStorage(),
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    logger: { error: silent, warn: silent, info: silent, debug: silent },
    setConnectors: vi.fn<(connectors: Connector[]) => void>(),
    onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
    onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
    onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
  }
}

/** Call once at the top of a test file: registrations and adapters of each test are undone after it. */
export function useAdapterHarness() {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })
  return {
    register(wallet: Wallet) {
      cleanups.push(getWallets().register(wallet))
    },
    start(options: BitcoinAdapterOptions = {}, ctx = makeContext()): { adapter: BitcoinAdapter; ctx: TestContext } {
      const adapter = createBitcoinAdapter({ registerWaitMs: 200, ...options })
      void adapter.setup(ctx)
      cleanups.push(() => adapter.destroy())
      return { adapter, ctx }
    },
  }
}

export const lastConnectors = (ctx: TestContext) => ctx.setConnectors.mock.calls.at(-1)?.[0] ?? []

/** A registry entry with only a name, chains and feature names: enough for discovery, never asked to sign. */
export function listedWallet(name: string, chains: string[], features: string[]): Wallet {
  const noop = { version: '1.0.0' as const, on: () => () => {} }
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: chains as Wallet['chains'],
    features: Object.fromEntries(features.map((f) => [f, noop])) as Wallet['features'],
    accounts: [],
  }
}
