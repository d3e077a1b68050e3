// @vitest-environment jsdom
// The Foyer Dev Wallet installed as an extension would (EIP-6963 + Wallet Standard over window events) on EVM, Solana
// and Bitcoin, with the three adapters in one client: the wallet is listed once, as MULTI_CHAIN with the bip122 side
// among its connectors, and connects Bitcoin alone or with EVM. No chain is needed: no RPC or Esplora URL is called.
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainDefinition } from '@foyer/core'
import { createFoyerClient, createMemoryStorage } from '@foyer/core'
import { installDevWallet } from '@foyer/dev-wallet'
import { createEvmAdapter } from '@foyer/evm'
import { createSolanaAdapter, solanaDevnetChain } from '@foyer/solana'
import { bitcoinDevnetChain } from './chains.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'

const SOLANA_LOCAL = solanaDevnetChain('http://127.0.0.1:1', '3m18fFd2hPJkop2aCRdB3LS47DSuWbBxcq8g1JaN79Xw')
const BITCOIN_LOCAL = bitcoinDevnetChain('http://127.0.0.1:1')
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
    bitcoin: { chain: 'bitcoin:regtest' },
  })
  cleanups.push(() => handle.uninstall())
  const foyer = createFoyerClient({
    networks: [EVM_LOCAL, SOLANA_LOCAL, BITCOIN_LOCAL],
    adapters: [createEvmAdapter(), createSolanaAdapter(), createBitcoinAdapter()],
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

const multiChain = (foyer: ReturnType<typeof setup>['foyer']) =>
  foyer.stores.connectors.getState().connectors.find((c) => c.type === 'MULTI_CHAIN' && c.chains.includes('bip122'))

describe('the dev wallet on EVM, Solana and Bitcoin', () => {
  it('is one MULTI_CHAIN connector holding the EIP-6963 and both Wallet Standard sides', async () => {
    const { foyer } = setup()
    await foyer.start()
    await until(() => multiChain(foyer) !== undefined)
    const wallets = foyer.stores.connectors.getState().connectors.filter((c) => c.name === 'Foyer Dev Wallet')
    expect(wallets).toHaveLength(1)
    expect(new Set(wallets[0]!.chains)).toEqual(new Set(['eip155', 'solana', 'bip122']))
    expect(wallets[0]!.connectors!.find((c) => c.chains.includes('bip122'))).toMatchObject({
      id: 'bitcoin:Foyer Dev Wallet',
      readyState: 'Installed',
    })
  })

  it('connects Bitcoin alone, then Bitcoin with EVM', async () => {
    const { handle, foyer } = setup()
    await foyer.start()
    await until(() => multiChain(foyer) !== undefined)
    const id = multiChain(foyer)!.id
    await foyer.connect(id, { namespace: 'bip122' })
    expect(foyer.stores.accounts.getState().bip122).toMatchObject({
      status: 'connected',
      address: handle.bitcoin!.address,
    })
    expect(foyer.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
    await foyer.disconnect('bip122')
    expect(foyer.stores.accounts.getState().bip122!.status).toBe('disconnected')

    await foyer.connect(id, { namespaces: ['eip155', 'bip122'] })
    expect(foyer.stores.accounts.getState().bip122!.status).toBe('connected')
    expect(foyer.stores.accounts.getState().eip155!.status).toBe('connected')
  })
})
