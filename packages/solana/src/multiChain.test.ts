// @vitest-environment jsdom
// The Foyer Dev Wallet installed as an extension would (EIP-6963 + Wallet Standard over window events), with the EVM
// and Solana adapters in one client: the wallet is listed once, as MULTI_CHAIN, and connects Solana alone or both
// namespaces at once. No chain is needed: the Solana RPC URL is never called here.
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainDefinition } from '@foyer/core'
import { createFoyerClient, createMemoryStorage } from '@foyer/core'
import { createEvmAdapter } from '@foyer/evm'
import { installDevWallet } from '@foyer/dev-wallet'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { solanaDevnetChain } from './chains.js'

const GENESIS = '3m18fFd2hPJkop2aCRdB3LS47DSuWbBxcq8g1JaN79Xw'
const SOLANA_LOCAL = solanaDevnetChain('http://127.0.0.1:1', GENESIS)
const EVM_LOCAL: ChainDefinition = {
  id: 31337,
  name: 'Anvil',
  network: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
}

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function setup() {
  const handle = installDevWallet({
    chains: [{ id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }],
    panel: false,
    approve: async () => true,
    storageKey: null,
    solana: { rpcUrl: 'http://127.0.0.1:1', chains: [SOLANA_LOCAL.caipNetworkId] },
  })
  cleanups.push(() => handle.uninstall())
  const foyer = createFoyerClient({
    networks: [EVM_LOCAL, SOLANA_LOCAL],
    adapters: [createEvmAdapter(), createSolanaAdapter()],
    storage: createMemoryStorage(),
    logLevel: 'silent',
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  })
  cleanups.push(() => foyer.destroy())
  return { handle, foyer }
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('the dev wallet on both namespaces', () => {
  it('is one MULTI_CHAIN connector holding the EIP-6963 and the Wallet Standard sides', async () => {
    const { foyer } = setup()
    await foyer.start()
    await until(() => foyer.stores.connectors.getState().connectors.some((c) => c.type === 'MULTI_CHAIN'))
    const wallets = foyer.stores.connectors.getState().connectors.filter((c) => c.name === 'Foyer Dev Wallet')
    expect(wallets).toHaveLength(1)
    expect(wallets[0]).toMatchObject({ type: 'MULTI_CHAIN', rdns: 'dev.foyer.wallet' })
    expect(new Set(wallets[0]!.chains)).toEqual(new Set(['eip155', 'solana']))
    expect(wallets[0]!.connectors!.find((c) => c.chains.includes('solana'))).toMatchObject({
      id: 'solana:Foyer Dev Wallet',
      readyState: 'Installed',
    })
  })

  it('connects Solana alone, then both namespaces at once', async () => {
    const { handle, foyer } = setup()
    await foyer.start()
    await until(() => foyer.stores.connectors.getState().connectors.some((c) => c.type === 'MULTI_CHAIN'))
    const id = foyer.stores.connectors.getState().connectors.find((c) => c.type === 'MULTI_CHAIN')!.id
    await foyer.connect(id, { namespace: 'solana' })
    expect(foyer.stores.accounts.getState().solana).toMatchObject({
      status: 'connected',
      address: handle.solana!.address,
    })
    expect(foyer.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
    await foyer.disconnect('solana')
    expect(foyer.stores.accounts.getState().solana!.status).toBe('disconnected')

    await foyer.connect(id, { namespaces: ['eip155', 'solana'] })
    expect(foyer.stores.accounts.getState().solana!.status).toBe('connected')
    expect(foyer.stores.accounts.getState().eip155!.status).toBe('connected')
  })
})
