// The Bitcoin adapter inside a real @foyer/core client with the Foyer Dev Wallet's Bitcoin account (Wallet Standard,
// approvals recorded) on the local Bitcoin devnet: discovery, connect (payment + ordinals), balance, a BTC send
// followed to confirmation, every bad input refused with its message before the wallet is asked, a refusal, the
// wallet's own account switch and disconnect, and restoring after a reload.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChainDefinition, FoyerClient, FoyerStorage } from '@foyer/core'
import { createFoyerClient, createMemoryStorage, describeInvalidAddress, UserRejectedError } from '@foyer/core'
import type { BitcoinDevnet } from '@foyer/devnet'
import { createDevBitcoinWallet, type BitcoinPendingRequest } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import { bitcoinDevnetChain } from './chains.js'
import { createBitcoinAdapter, type BitcoinAdapter } from './createBitcoinAdapter.js'
import { createEsploraClient } from './esplora/createEsploraClient.js'
import { MAINNET_PARAMS, REGTEST_PARAMS } from './networks.js'
import { paymentOf } from './test/bip322-signer.js'
import { startTestBitcoinDevnet } from './test/bitcoin-devnet.js'

let devnet: BitcoinDevnet
let local: ChainDefinition

beforeAll(async () => {
  devnet = await startTestBitcoinDevnet()
  local = bitcoinDevnetChain(devnet.esploraUrl)
})
afterAll(async () => {
  await devnet?.stop()
})

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function devWallet(
  options: { accountIndex?: number; storage?: FoyerStorage; approve?: (r: BitcoinPendingRequest) => boolean } = {},
) {
  const asked: BitcoinPendingRequest['kind'][] = []
  const wallet = createDevBitcoinWallet({
    esploraUrl: devnet.esploraUrl,
    chain: 'bitcoin:regtest',
    accountIndex: options.accountIndex ?? 0,
    approve: async (request) => {
      asked.push(request.kind)
      return options.approve?.(request) ?? true
    },
    origin: 'http://localhost',
    ...(options.storage ? { storage: options.storage, storageKey: 'foyer-dev-bitcoin' } : {}),
  })
  cleanups.push(getWallets().register(wallet))
  return { wallet, asked }
}

function client(storage: FoyerStorage = createMemoryStorage()): FoyerClient {
  const c = createFoyerClient({
    networks: [local],
    adapters: [createBitcoinAdapter({ registerWaitMs: 200 })],
    storage,
    logLevel: 'silent',
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  })
  cleanups.push(() => c.destroy())
  return c
}

async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('timed out')
}

const adapterOf = (foyer: FoyerClient) => foyer.getAdapter('bip122') as BitcoinAdapter

describe('@foyer/bitcoin in a Foyer client with the Foyer Dev Wallet', () => {
  it('connects the payment and ordinals accounts, reads the balance, and sends BTC to confirmation', async () => {
    const { wallet, asked } = devWallet({ accountIndex: 2 })
    const foyer = client()
    await foyer.start()
    expect(foyer.stores.connectors.getState().connectors.find((c) => c.name === 'Foyer Dev Wallet')).toMatchObject({
      id: 'bitcoin:Foyer Dev Wallet',
      type: 'ANNOUNCED',
      chains: ['bip122'],
      readyState: 'Installed',
    })

    await foyer.connect('bitcoin:Foyer Dev Wallet', { namespace: 'bip122' })
    const me = wallet.devWallet.address
    const account = () => foyer.stores.accounts.getState().bip122!
    expect(account()).toMatchObject({ status: 'connected', address: me, caipAddress: `${local.caipNetworkId}:${me}` })
    // The spec's bip122 account types: payment for the payment address, ordinal for the ordinals (taproot) one.
    expect(account().allAccounts).toEqual([
      { address: me, type: 'payment', namespace: 'bip122' },
      { address: wallet.devWallet.ordinalsAddress, type: 'ordinal', namespace: 'bip122' },
    ])
    expect(adapterOf(foyer).ordinalsAddress).toMatch(/^bcrt1p/)
    expect(asked).toEqual(['bitcoin_connect'])

    // Seeded: 1 BTC + 0.5 BTC, confirmed.
    const balance = await adapterOf(foyer).getBalance({ address: me, network: local })
    expect(balance).toMatchObject({ value: '150000000', formatted: '1.5', symbol: 'BTC', confirmed: '150000000' })

    const to = paymentOf(new Uint8Array(32).fill(0x61), 'wpkh', REGTEST_PARAMS).address!
    await foyer.send({ to, amount: '0.25', namespace: 'bip122' })
    expect(asked).toEqual(['bitcoin_connect', 'bitcoin_signTransaction'])
    expect(foyer.stores.send.getState().status).toBe('pending')
    const { id } = foyer.stores.send.getState()
    const api = createEsploraClient(devnet.esploraUrl)
    expect(await api.getBalance(to)).toEqual({ confirmed: 0n, unconfirmed: 25_000_000n })
    devnet.mine(1)
    await until(() => foyer.stores.send.getState().status === 'confirmed')
    expect(await api.getTransactionStatus(id!)).toMatchObject({ confirmed: true })
    expect(await api.getBalance(to)).toEqual({ confirmed: 25_000_000n, unconfirmed: 0n })
    const after = await adapterOf(foyer).getBalance({ address: me, network: local })
    expect(BigInt(after.value)).toBeLessThan(125_000_000n) // less the fee
    expect(BigInt(after.value)).toBeGreaterThan(125_000_000n - 10_000n)
  })

  it('refuses every bad input with its message before the wallet is asked', async () => {
    const { asked } = devWallet({ accountIndex: 1 })
    const foyer = client()
    await foyer.start()
    await foyer.connect('bitcoin:Foyer Dev Wallet', { namespace: 'bip122' })
    const regtestTo = paymentOf(new Uint8Array(32).fill(0x62), 'wpkh', REGTEST_PARAMS).address!
    const mainnetTo = paymentOf(new Uint8Array(32).fill(0x62), 'wpkh', MAINNET_PARAMS).address!
    const cases: [string, string, string][] = [
      [mainnetTo, '0.1', 'This is a Bitcoin address, not a Bitcoin Regtest address'],
      ['bcrt1qnotanaddress', '0.1', 'Not a valid Bitcoin Regtest address'],
      [regtestTo, '0.00000100', 'The amount is below the dust limit: send at least 0.00000294 BTC'],
      [regtestTo, '0', 'Amount must be greater than 0'],
      [regtestTo, '2', 'Not enough BTC to cover this transfer'],
      [regtestTo, '1.5', 'Not enough BTC to cover the network fee'],
      [regtestTo, '0.000000001', 'BTC amounts have at most 8 decimals'],
    ]
    for (const [to, amount, message] of cases) {
      foyer.resetSend()
      await expect(foyer.send({ to, amount, namespace: 'bip122' }), `${to} ${amount}`).rejects.toThrow(message)
      expect(foyer.stores.send.getState()).toMatchObject({ status: 'failed', error: message, rejected: false })
    }
    expect(asked).toEqual(['bitcoin_connect'])
    expect(foyer.isValidAddress(regtestTo, 'bip122')).toBe(true)
    expect(foyer.isValidAddress(mainnetTo, 'bip122')).toBe(false)
    // The Send form's field says the same as the refusal, before anything is sent.
    const explain = (address: string) => describeInvalidAddress(foyer, { address, namespace: 'bip122' })
    expect(explain(mainnetTo)).toBe('This is a Bitcoin address, not a Bitcoin Regtest address')
    expect(explain('bcrt1qnotanaddress')).toBe('Not a valid Bitcoin Regtest address')
    expect(explain(regtestTo)).toBeUndefined()
  })

  it('a refusal in the wallet is UserRejectedError and marks the send rejected', async () => {
    devWallet({ accountIndex: 1, approve: (r) => r.kind !== 'bitcoin_signTransaction' })
    const foyer = client()
    await foyer.start()
    await foyer.connect('bitcoin:Foyer Dev Wallet', { namespace: 'bip122' })
    const to = paymentOf(new Uint8Array(32).fill(0x63), 'tr', REGTEST_PARAMS).address!
    const error = await foyer.send({ to, amount: '0.01', namespace: 'bip122' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(foyer.stores.send.getState()).toMatchObject({ status: 'failed', rejected: true })
  })

  it("follows the wallet's account switch and disconnect; a reload restores a connection the wallet still has", async () => {
    const walletStorage = createMemoryStorage()
    const { wallet } = devWallet({ accountIndex: 0, storage: walletStorage })
    const storage = createMemoryStorage()
    const first = client(storage)
    await first.start()
    await first.connect('bitcoin:Foyer Dev Wallet', { namespace: 'bip122' })
    const account = (c: FoyerClient) => c.stores.accounts.getState().bip122
    const firstAddress = wallet.devWallet.address
    wallet.devWallet.switchAccount(1)
    await until(() => account(first)?.address === wallet.devWallet.address)
    expect(wallet.devWallet.address).not.toBe(firstAddress)
    // The new account's addresses keep their types.
    expect(account(first)!.allAccounts.map((a) => [a.address, a.type])).toEqual([
      [wallet.devWallet.address, 'payment'],
      [wallet.devWallet.ordinalsAddress, 'ordinal'],
    ])
    first.destroy()

    const second = client(storage)
    await second.start()
    await until(() => account(second)?.status === 'connected')
    expect(account(second)!.address).toBe(wallet.devWallet.address)

    wallet.devWallet.disconnect()
    await until(() => account(second)?.status === 'disconnected')
    expect(adapterOf(second).address).toBeUndefined()
  })
})
