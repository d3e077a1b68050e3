// The Solana adapter inside a real @foyer/core client with the teammates' Foyer Dev Wallet (Wallet Standard, auto-
// approving) on the local Solana devnet: discovery, connect, balance, SOL and SPL sends followed to confirmation, a
// send error's text in the send store, the wallet's own disconnect, and restoring after a reload.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChainDefinition, FoyerClient, FoyerStorage, TokenInfo } from '@foyer/core'
import { createFoyerClient, createMemoryStorage, solana } from '@foyer/core'
import { createDevSolanaWallet } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString } from '@wallet-standard/base'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { solanaDevnetChain } from './chains.js'
import { startTestSolanaDevnet } from './test/solana-devnet.js'

type Devnet = Awaited<ReturnType<typeof startTestSolanaDevnet>>
let devnet: Devnet
let local: ChainDefinition
let FDOL: TokenInfo

beforeAll(async () => {
  devnet = await startTestSolanaDevnet()
  local = solanaDevnetChain(devnet.rpcUrl, await createSolanaRpc(devnet.rpcUrl).getGenesisHash().send())
  FDOL = { address: devnet.mint, symbol: 'FDOL', name: 'Foyer Dollar', decimals: 6 }
})
afterAll(async () => {
  await devnet?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function devWallet(walletStorage: FoyerStorage, accountIndex = 0) {
  const wallet = createDevSolanaWallet({
    rpcUrl: devnet.rpcUrl,
    chains: [local.caipNetworkId as IdentifierString],
    accountIndex,
    approve: async () => true,
    origin: 'http://localhost',
    storage: walletStorage,
  })
  cleanups.push(getWallets().register(wallet))
  return wallet
}

function client(storage: FoyerStorage): FoyerClient {
  const c = createFoyerClient({
    networks: [local, solana],
    adapters: [createSolanaAdapter({ tokens: [FDOL] })],
    storage,
    logLevel: 'silent',
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  })
  cleanups.push(() => c.destroy())
  return c
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('timed out')
}

describe('@foyer/solana in a Foyer client with the Foyer Dev Wallet', () => {
  it('connects, shows 100 SOL, sends SOL and FDOL to confirmation, and reports a send error verbatim', async () => {
    const wallet = devWallet(createMemoryStorage())
    const foyer = client(createMemoryStorage())
    await foyer.start()
    const connector = foyer.stores.connectors.getState().connectors.find((c) => c.name === 'Foyer Dev Wallet')
    expect(connector).toMatchObject({
      id: 'solana:Foyer Dev Wallet',
      type: 'ANNOUNCED',
      chains: ['solana'],
      readyState: 'Installed',
    })

    await foyer.connect('solana:Foyer Dev Wallet', { namespace: 'solana' })
    const me = wallet.devWallet.address
    const account = () => foyer.stores.accounts.getState().solana!
    expect(account()).toMatchObject({ status: 'connected', address: me, caipAddress: `${local.caipNetworkId}:${me}` })
    expect(foyer.stores.chains.getState().activeNetwork.caipNetworkId).toBe(local.caipNetworkId)
    await until(() => account().balance === '100')
    expect(account().balanceSymbol).toBe('SOL')

    const to = (await generateKeyPairSigner()).address
    await foyer.send({ to, amount: '2', namespace: 'solana' })
    await until(() => foyer.stores.send.getState().status === 'confirmed')
    const rpc = createSolanaRpc(devnet.rpcUrl)
    expect((await rpc.getBalance(address(to)).send()).value).toBe(2_000_000_000n)

    foyer.resetSend()
    await foyer.send({ to, amount: '12.5', token: FDOL, namespace: 'solana' })
    await until(() => foyer.stores.send.getState().status === 'confirmed')
    const [received] = await createSolanaAdapter().getTokenBalances({ address: to, network: local })
    expect(received).toMatchObject({ value: '12500000', formatted: '12.5' })

    foyer.resetSend()
    await expect(foyer.send({ to, amount: '5000', token: FDOL, namespace: 'solana' })).rejects.toThrow(
      'Insufficient token balance',
    )
    expect(foyer.stores.send.getState()).toMatchObject({
      status: 'failed',
      error: 'Insufficient token balance',
      rejected: false,
    })
    expect(foyer.isValidAddress(to, 'solana')).toBe(true)
    expect(foyer.isValidAddress('0xabc', 'solana')).toBe(false)
  })

  it("the wallet's own disconnect clears the account; a reload restores a connection the wallet still has", async () => {
    const walletStorage = createMemoryStorage()
    const wallet = devWallet(walletStorage, 1)
    const storage = createMemoryStorage()
    const first = client(storage)
    await first.start()
    await first.connect('solana:Foyer Dev Wallet', { namespace: 'solana' })
    expect(first.stores.accounts.getState().solana!.address).toBe(wallet.devWallet.address)
    first.destroy()

    // Reload: a new client with the same storage finds the wallet (registered again) and reconnects silently.
    const second = client(storage)
    await second.start()
    await until(() => second.stores.accounts.getState().solana?.status === 'connected')
    expect(second.stores.accounts.getState().solana!.address).toBe(wallet.devWallet.address)

    wallet.devWallet.disconnect()
    await until(() => second.stores.accounts.getState().solana?.status === 'disconnected')
    expect(second.getAdapter('solana')).toMatchObject({ publicKey: undefined })
  })
})
