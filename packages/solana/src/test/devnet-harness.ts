// Tests of balances and sends against the Foyer Solana devnet (litesvm behind JSON-RPC) with real dev accounts:
// #0–#2 hold 100 SOL and 1,000 FDOL, #3 and #4 hold SOL but no token account. One devnet per test file.
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector, TokenInfo } from '@foyer/core'
import { createMemoryStorage } from '@foyer/core'
import { devSolanaSecret } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { solanaDevnetChain } from '../chains.js'
import { createSolanaAdapter, type SolanaAdapter } from '../createSolanaAdapter.js'
import { startTestSolanaDevnet } from './solana-devnet.js'
import { createTestSolanaWallet, type TestSolanaWalletOptions } from './test-solana-wallet.js'

type Devnet = Awaited<ReturnType<typeof startTestSolanaDevnet>>

/** Call once at the top of a test file: starts the devnet before its tests and stops it after. */
export function useDevnetHarness() {
  const env = {} as {
    devnet: Devnet
    network: ChainDefinition
    rpc: ReturnType<typeof createSolanaRpc>
    FDOL: TokenInfo
  }
  beforeAll(async () => {
    env.devnet = await startTestSolanaDevnet()
    env.rpc = createSolanaRpc(env.devnet.rpcUrl)
    const genesis = await env.rpc.getGenesisHash().send()
    env.network = solanaDevnetChain(env.devnet.rpcUrl, genesis)
    env.FDOL = { address: env.devnet.mint, symbol: 'FDOL', name: 'Foyer Dollar', decimals: 6 }
  })
  afterAll(async () => {
    await env.devnet?.stop()
  })

  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  })

  function makeContext() {
    const silent = () => {}
    return {
      networks: [env.network],
      storage: createMemoryStorage(),
      platform: { isDesktop: true, isTelegram: false, os: 'linux' },
      logger: { error: silent, warn: silent, info: silent, debug: silent },
      setConnectors: vi.fn<(connectors: Connector[]) => void>(),
      onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
      onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
      onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
    } satisfies AdapterContext
  }

  let walletCount = 0
  /** A connected adapter whose wallet holds the given key (a dev account index, or a fresh key). */
  async function connected(
    key: number | Uint8Array,
    options: Omit<TestSolanaWalletOptions, 'secrets'> = {},
  ): Promise<{ adapter: SolanaAdapter; from: string }> {
    const name = `Chain Test Wallet ${++walletCount}`
    const wallet = await createTestSolanaWallet({
      name,
      chains: [env.network.caipNetworkId as `${string}:${string}`],
      secrets: [typeof key === 'number' ? devSolanaSecret(key) : key],
      rpcUrl: env.devnet.rpcUrl,
      ...options,
    })
    cleanups.push(getWallets().register(wallet))
    const adapter = createSolanaAdapter({ tokens: [env.FDOL] })
    void adapter.setup(makeContext())
    cleanups.push(() => adapter.destroy())
    const { address: from, chainId } = await adapter.connect({ connectorId: `solana:${name}` })
    expect(chainId).toBe(env.network.id)
    return { adapter, from }
  }

  async function lamports(of: string): Promise<bigint> {
    return (await env.rpc.getBalance(address(of), { commitment: 'confirmed' }).send()).value
  }

  async function fdol(adapter: SolanaAdapter, owner: string): Promise<string | undefined> {
    const balances = await adapter.getTokenBalances({ address: owner, network: env.network })
    return balances.find((b) => b.token.address === env.devnet.mint)?.value
  }

  async function settled(adapter: SolanaAdapter, id: string): Promise<string> {
    for (let i = 0; i < 50; i++) {
      const status = await adapter.getTransactionStatus({ id, network: env.network })
      if (status !== 'pending') return status
      await new Promise((r) => setTimeout(r, 100))
    }
    return 'pending'
  }

  return { env, cleanups, makeContext, connected, lamports, fdol, settled }
}

export async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise
  } catch (error) {
    return error as Error
  }
  throw new Error('expected the send to fail')
}

export async function freshAddress(): Promise<string> {
  return (await generateKeyPairSigner()).address
}
