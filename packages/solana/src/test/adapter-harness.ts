// Tests of the adapter's wallet side: a recording AdapterContext, test wallets registered in the real
// @wallet-standard/app registry, and adapters that are set up, all undone after each test.
import { afterEach, vi, type Mock } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector } from '@foyer/core'
import { createMemoryStorage, solana, solanaDevnet } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { solanaDevnetChain } from '../chains.js'
import { createSolanaAdapter, type SolanaAdapter, type SolanaAdapterOptions } from '../createSolanaAdapter.js'

/** A local cluster on a port nothing listens on: RPC calls fail, which wallet-side tests never make. */
export const LOCAL = solanaDevnetChain('http://127.0.0.1:1', '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx')

/** An AdapterContext whose callbacks record their calls. */
export interface TestContext extends AdapterContext {
  logger: AdapterContext['logger'] & { warn: Mock<AdapterContext['logger']['warn']> }
  setConnectors: Mock<(connectors: Connector[]) => void>
  onAccountsChanged: Mock<AdapterContext['onAccountsChanged']>
  onChainChanged: Mock<AdapterContext['onChainChanged']>
  onDisconnect: Mock<AdapterContext['onDisconnect']>
}

export interface AdapterHarness {
  register(wallet: Wallet): void
  start(options?: SolanaAdapterOptions, ctx?: TestContext): { adapter: SolanaAdapter; ctx: TestContext }
}

export function makeContext(networks: ChainDefinition[] = [LOCAL, solana, solanaDevnet]): TestContext {
  const silent = () => {}
  return {
    networks,
    storage: createMemoryStorage(),
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    logger: { error: silent, warn: vi.fn<AdapterContext['logger']['warn']>(), info: silent, debug: silent },
    setConnectors: vi.fn<(connectors: Connector[]) => void>(),
    onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
    onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
    onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
  }
}

/** Call once at the top of a test file: registrations and adapters of each test are undone after it. */
export function useAdapterHarness(): AdapterHarness {
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })
  return {
    register(wallet: Wallet) {
      cleanups.push(getWallets().register(wallet))
    },
    start(options: SolanaAdapterOptions = {}, ctx = makeContext()): { adapter: SolanaAdapter; ctx: TestContext } {
      const adapter = createSolanaAdapter({ registerWaitMs: 200, ...options })
      void adapter.setup(ctx)
      cleanups.push(() => adapter.destroy())
      return { adapter, ctx }
    },
  }
}

export const lastConnectors = (ctx: TestContext) => ctx.setConnectors.mock.calls.at(-1)?.[0] ?? []
