// The Solana adapter's wallet side: Wallet Standard discovery, connect / reconnect / disconnect, wallet events and the
// generic errors, with a test wallet registered in the real @wallet-standard/app registry. Chain behaviour (balances,
// sends) is in send.test.ts against the local Solana devnet.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector } from '@foyer/core'
import { FoyerError, UserRejectedError, createMemoryStorage, solana, solanaDevnet } from '@foyer/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createKeyPairFromPrivateKeyBytes, getBase58Encoder, verifySignature } from '@solana/kit'
import { createSolanaAdapter, type SolanaAdapter, type SolanaAdapterOptions } from './createSolanaAdapter.js'
import { solanaDevnetChain } from './chains.js'
import { TEST_WALLET_ICON, createTestSolanaWallet, type TestSolanaWalletOptions } from './test/test-solana-wallet.js'
import { rejectionOf } from './test/rejection-of.js'

const LOCAL = solanaDevnetChain('http://127.0.0.1:1', '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx')

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function makeContext(networks: ChainDefinition[] = [LOCAL, solana, solanaDevnet]) {
  const silent = () => {}
  return {
    networks,
    storage: createMemoryStorage(),
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    logger: { error: silent, warn: vi.fn(), info: silent, debug: silent },
    setConnectors: vi.fn<(connectors: Connector[]) => void>(),
    onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
    onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
    onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
  } satisfies AdapterContext
}

function register(wallet: Wallet) {
  cleanups.push(getWallets().register(wallet))
}

async function wallet(options: TestSolanaWalletOptions = {}) {
  return createTestSolanaWallet(options)
}

function start(
  options: SolanaAdapterOptions = {},
  ctx = makeContext(),
): { adapter: SolanaAdapter; ctx: ReturnType<typeof makeContext> } {
  const adapter = createSolanaAdapter({ registerWaitMs: 200, ...options })
  void adapter.setup(ctx)
  cleanups.push(() => adapter.destroy())
  return { adapter, ctx }
}

const lastConnectors = (ctx: ReturnType<typeof makeContext>) => ctx.setConnectors.mock.calls.at(-1)?.[0] ?? []

describe('discovery', () => {
  it('lists a Wallet Standard Solana wallet as an ANNOUNCED connector, Installed, without rdns', async () => {
    register(await wallet({ name: 'Foyer Dev Wallet' }))
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([
      {
        id: 'solana:Foyer Dev Wallet',
        name: 'Foyer Dev Wallet',
        type: 'ANNOUNCED',
        chains: ['solana'],
        imageUrl: TEST_WALLET_ICON,
        installed: true,
        readyState: 'Installed',
      },
    ])
    expect(lastConnectors(ctx)[0]!.rdns).toBeUndefined()
  })

  it('adds a wallet that registers after setup, and drops it when it unregisters', async () => {
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([])
    const late = await wallet({ name: 'Late Wallet' })
    const unregister = getWallets().register(late)
    expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['solana:Late Wallet'])
    unregister()
    expect(lastConnectors(ctx)).toEqual([])
  })

  it('marks a Solana wallet without a Solana signing feature Unsupported (listed, not installed)', async () => {
    register(await wallet({ name: 'Half Wallet', features: 'no-solana-signing' }))
    const { adapter, ctx } = start()
    expect(lastConnectors(ctx)).toEqual([
      expect.objectContaining({ id: 'solana:Half Wallet', readyState: 'Unsupported', installed: false }),
    ])
    const error = await rejectionOf(adapter.connect({ connectorId: 'solana:Half Wallet' }))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('Provider not found')
  })

  it('leaves out wallets with nothing Solana (another ecosystem)', async () => {
    register(await wallet({ name: 'Sui Only', chains: ['sui:mainnet'], features: 'no-solana-signing' }))
    const { ctx } = start()
    expect(lastConnectors(ctx)).toEqual([])
  })

  it('a sign-only wallet (signTransaction, no signAndSend) is Installed', async () => {
    register(await wallet({ name: 'Signer', features: 'sign-only' }))
    const { ctx } = start()
    expect(lastConnectors(ctx)[0]).toMatchObject({ readyState: 'Installed', installed: true })
  })

  it('needs a solana network', () => {
    const adapter = createSolanaAdapter()
    expect(() => adapter.setup(makeContext([]))).toThrow(/solana network/)
  })
})

describe('connect', () => {
  it('connects the first Solana account; the network is the one the account lists (localnet → the local devnet)', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter } = start()
    const result = await adapter.connect({ connectorId: 'solana:W', chainId: solana.id })
    const address = w.test.signers[0]!.address
    expect(result).toEqual({ address, addresses: [address], chainId: LOCAL.id })
    expect(adapter.publicKey).toBe(address)
  })

  it('takes the requested network when the account lists it, else the first listed one', async () => {
    const w = await wallet({ name: 'W', chains: ['solana:mainnet', 'solana:devnet'] })
    register(w)
    const { adapter } = start()
    expect((await adapter.connect({ connectorId: 'solana:W', chainId: solanaDevnet.id })).chainId).toBe(solanaDevnet.id)
    expect((await adapter.connect({ connectorId: 'solana:W', chainId: LOCAL.id })).chainId).toBe(solana.id)
  })

  it('accepts CAIP-2 chain ids in the account', async () => {
    const w = await wallet({ name: 'W', chains: [LOCAL.caipNetworkId as `${string}:${string}`] })
    register(w)
    const { adapter } = start()
    expect((await adapter.connect({ connectorId: 'solana:W' })).chainId).toBe(LOCAL.id)
  })

  it('a refusal is UserRejectedError; no accounts is "Failed to connect to the wallet"; an unknown id "Connector not found"', async () => {
    register(await wallet({ name: 'No', approve: () => false }))
    register(await wallet({ name: 'Empty', noAccounts: true }))
    const { adapter } = start()
    expect(await rejectionOf(adapter.connect({ connectorId: 'solana:No' }))).toBeInstanceOf(UserRejectedError)
    const empty = await rejectionOf(adapter.connect({ connectorId: 'solana:Empty' }))
    expect(empty).toBeInstanceOf(FoyerError)
    expect(empty.message).toBe('Failed to connect to the wallet')
    expect((await rejectionOf(adapter.connect({ connectorId: 'solana:Nope' }))).message).toBe('Connector not found')
    expect(adapter.publicKey).toBeUndefined()
  })

  it('a wallet that answers too late fails after connectTimeoutMs, and its late approval is undone', async () => {
    let answer: (ok: boolean) => void = () => {}
    const w = await wallet({ name: 'Slow', approve: () => new Promise<boolean>((resolve) => (answer = resolve)) })
    register(w)
    const { adapter } = start({ connectTimeoutMs: 50 })
    const error = await rejectionOf(adapter.connect({ connectorId: 'solana:Slow' }))
    expect(error.message).toBe('Failed to connect to the wallet')
    answer(true)
    await vi.waitFor(() => expect(w.test.calls).toContain('disconnect'))
    expect(w.test.connected).toBe(false)
    expect(adapter.publicKey).toBeUndefined()
  })
})

describe('reconnect, disconnect and wallet events', () => {
  it('reconnects silently after a connect, and answers null when the wallet has not authorised the app', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter } = start()
    expect(await adapter.reconnect({ connectorId: 'solana:W' })).toBeNull()
    expect(w.test.calls).toEqual(['connect:silent'])
    await adapter.connect({ connectorId: 'solana:W' })
    const again = await adapter.reconnect({ connectorId: 'solana:W' })
    expect(again?.address).toBe(w.test.signers[0]!.address)
    expect(w.test.calls.filter((c) => c === 'connect')).toHaveLength(1)
  })

  it('waits briefly for a wallet that registers late, and gives up with null', async () => {
    const w = await wallet({ name: 'Late' })
    const { adapter } = start({ registerWaitMs: 1_000 })
    // The app was authorised before the reload: the wallet still has its account.
    w.test.emitAccounts([w.test.signers[0]!.address])
    setTimeout(() => register(w), 100)
    const result = await adapter.reconnect({ connectorId: 'solana:Late' })
    expect(result?.address).toBe(w.test.signers[0]!.address)
    const started = Date.now()
    const { adapter: other } = start({ registerWaitMs: 100 })
    expect(await other.reconnect({ connectorId: 'solana:Missing' })).toBeNull()
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('disconnect calls standard:disconnect and clears the public key, without a disconnect event', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter, ctx } = start()
    await adapter.connect({ connectorId: 'solana:W' })
    await adapter.disconnect()
    expect(adapter.publicKey).toBeUndefined()
    expect(w.test.calls).toContain('disconnect')
    expect(ctx.onDisconnect).not.toHaveBeenCalled()
    expect(
      (
        await rejectionOf(
          adapter.sendToken({
            address: w.test.signers[0]!.address,
            network: LOCAL,
            to: w.test.signers[0]!.address,
            amount: '1',
          }),
        )
      ).message,
    ).toBe('Wallet not connected')
  })

  it("the wallet's own account change and disconnect reach core", async () => {
    const secrets = [crypto.getRandomValues(new Uint8Array(32)), crypto.getRandomValues(new Uint8Array(32))]
    const w = await wallet({ name: 'W', secrets })
    register(w)
    const { adapter, ctx } = start()
    await adapter.connect({ connectorId: 'solana:W' })
    expect(ctx.onAccountsChanged).not.toHaveBeenCalled()
    const second = w.test.signers[1]!.address
    w.test.emitAccounts([second])
    expect(ctx.onAccountsChanged).toHaveBeenLastCalledWith({ addresses: [second], chainId: LOCAL.id })
    expect(adapter.publicKey).toBe(second)
    // The same accounts again (wallets repeat themselves) is not news.
    w.test.emitAccounts([second])
    expect(ctx.onAccountsChanged).toHaveBeenCalledTimes(1)
    w.test.emitAccounts([])
    expect(ctx.onDisconnect).toHaveBeenCalledTimes(1)
    expect(adapter.publicKey).toBeUndefined()
  })

  it('a connected wallet that unregisters disconnects', async () => {
    const w = await wallet({ name: 'W' })
    const unregister = getWallets().register(w)
    const { adapter, ctx } = start()
    await adapter.connect({ connectorId: 'solana:W' })
    unregister()
    expect(ctx.onDisconnect).toHaveBeenCalledTimes(1)
    expect(adapter.publicKey).toBeUndefined()
  })
})

describe('networks, addresses, messages', () => {
  it('switchNetwork records the network; one without an RPC URL is "RPC URL not found for chainId"', async () => {
    const { adapter } = start()
    await adapter.switchNetwork(solanaDevnet)
    expect(adapter.activeNetwork).toBe(solanaDevnet)
    const noRpc = { ...solanaDevnet, rpcUrls: { default: { http: [] } } }
    const error = await rejectionOf(adapter.switchNetwork(noRpc))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('RPC URL not found for chainId')
  })

  it('a balance lookup that fails shows 0.00 SOL and logs a warning', async () => {
    const { adapter, ctx } = start()
    const result = await adapter.getBalance({ address: '11111111111111111111111111111111', network: LOCAL })
    expect(result).toEqual({ value: '0', decimals: 9, symbol: 'SOL', formatted: '0.00' })
    expect(ctx.logger.warn).toHaveBeenCalled()
  })

  it('isValidAddress accepts base58 32-byte public keys only', () => {
    const { adapter } = start()
    expect(adapter.isValidAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe(true)
    expect(adapter.isValidAddress('11111111111111111111111111111111')).toBe(true)
    expect(adapter.isValidAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(adapter.isValidAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq9')).toBe(false)
    expect(adapter.isValidAddress('')).toBe(false)
  })

  it('signMessage returns a base58 ed25519 signature the account verifies', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const w = await wallet({ name: 'W', secrets: [secret] })
    register(w)
    const { adapter } = start()
    const { address } = await adapter.connect({ connectorId: 'solana:W' })
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer', address })
    const { publicKey } = await createKeyPairFromPrivateKeyBytes(secret)
    const ok = await verifySignature(
      publicKey,
      getBase58Encoder().encode(signature) as never,
      new TextEncoder().encode('Sign in to Foyer'),
    )
    expect(ok).toBe(true)
  })

  it('request answers solana_getAccounts and refuses when not connected', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter } = start()
    expect((await rejectionOf(adapter.request({ method: 'solana_getAccounts' }))).message).toBe('Wallet not connected')
    const { address } = await adapter.connect({ connectorId: 'solana:W' })
    expect(await adapter.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: address }])
  })
})
