// @vitest-environment jsdom
// The EVM adapter against two real anvil nodes (chain ids 31337 and 31338) and a real local-key test wallet that
// announces itself over EIP-6963 in jsdom.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector, FoyerStorage } from '@foyer/core'
import { FoyerError, UserRejectedError, createMemoryStorage, isUserRejection } from '@foyer/core'
import { createConfig, getConnection, http, injected } from '@wagmi/core'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { createEvmAdapter, type EvmAdapter, type EvmAdapterOptions } from './createEvmAdapter.js'
import { toViemChain } from './chains.js'
import { WalletTimeoutError } from './errors.js'
import { startAnvil, type Anvil } from './test/anvil.js'
import {
  DEV_MNEMONIC,
  announceProvider,
  createTestWalletProvider,
  type TestWalletProvider,
} from './test/local-account-provider.js'

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const ACCOUNT_0 = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }).address
const ACCOUNT_1 = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 }).address
const TEN_THOUSAND_ETH = 10_000n * 10n ** 18n

let anvilA: Anvil
let anvilB: Anvil

beforeAll(async () => {
  ;[anvilA, anvilB] = await Promise.all([startAnvil(31337), startAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([anvilA?.stop(), anvilB?.stop()])
})

function network(anvil: Anvil, name: string): ChainDefinition {
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

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
  delete (window as unknown as { ethereum?: unknown }).ethereum
})

function makeContext(networks: ChainDefinition[], storage: FoyerStorage | null = createMemoryStorage()) {
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

function wallet(flags?: Record<string, boolean>): TestWalletProvider {
  return createTestWalletProvider({
    chains: [{ id: anvilA.chainId, rpcUrl: anvilA.rpcUrl }],
    ...(flags ? { flags } : {}),
  })
}

function announce(
  provider: unknown,
  rdns = 'dev.foyer.testwallet',
  name = 'Foyer Test Wallet',
  uuid = crypto.randomUUID(),
) {
  cleanups.push(announceProvider(window, { uuid, name, icon: ICON, rdns }, provider))
}

async function startAdapter(
  ctx = makeContext([network(anvilA, 'Anvil'), network(anvilB, 'Anvil Two')]),
  options: EvmAdapterOptions = {},
): Promise<{ adapter: EvmAdapter; ctx: ReturnType<typeof makeContext> }> {
  const adapter = createEvmAdapter(options)
  cleanups.push(() => adapter.destroy())
  await adapter.setup(ctx)
  return { adapter, ctx }
}

function lastConnectors(ctx: ReturnType<typeof makeContext>): Connector[] {
  return ctx.setConnectors.mock.lastCall?.[0] ?? []
}

describe('connectors', () => {
  it('lists announced wallets once (early, late and duplicate announcements) and hides window.ethereum when it is one of them', async () => {
    const first = wallet()
    ;(window as unknown as { ethereum: unknown }).ethereum = first
    announce(first)
    const { ctx } = await startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)).toEqual([
        {
          id: 'dev.foyer.testwallet',
          rdns: 'dev.foyer.testwallet',
          name: 'Foyer Test Wallet',
          type: 'ANNOUNCED',
          chains: ['eip155'],
          imageUrl: ICON,
          installed: true,
        },
      ]),
    )

    // Late: a wallet that announces after setup.
    const second = wallet()
    announce(second, 'dev.foyer.second', 'Second Wallet')
    await vi.waitFor(() =>
      expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['dev.foyer.testwallet', 'dev.foyer.second']),
    )

    // Duplicate: the same rdns again (another uuid and provider object) is still listed once.
    announce(wallet(), 'dev.foyer.second', 'Second Wallet')
    await new Promise((r) => setTimeout(r, 50))
    expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['dev.foyer.testwallet', 'dev.foyer.second'])
  })

  it('shows window.ethereum as INJECTED, named by its flags, when it did not announce itself', async () => {
    ;(window as unknown as { ethereum: unknown }).ethereum = wallet({ isMetaMask: true })
    const { ctx } = await startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)).toEqual([
        { id: 'injected', name: 'MetaMask', type: 'INJECTED', chains: ['eip155'], installed: true },
      ]),
    )
  })

  it('calls an unflagged window.ethereum "Browser Wallet" and reports it missing when there is none', async () => {
    const { ctx } = await startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)).toEqual([
        { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chains: ['eip155'], installed: false },
      ]),
    )
    delete (window as unknown as { ethereum?: unknown }).ethereum
    ;(window as unknown as { ethereum: unknown }).ethereum = wallet()
    window.dispatchEvent(new Event('ethereum#initialized'))
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)[0]).toMatchObject({ id: 'injected', name: 'Browser Wallet', installed: true }),
    )
  })

  it('drops window.ethereum when its flags name a wallet that announced itself (another provider object)', async () => {
    ;(window as unknown as { ethereum: unknown }).ethereum = wallet({ isMetaMask: true })
    announce(wallet(), 'io.metamask', 'MetaMask')
    const { ctx } = await startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx).map((c) => [c.id, c.type])).toEqual([['io.metamask', 'ANNOUNCED']]),
    )
  })

  it('with ssr: true, still lists wallets that announced before setup (wagmi skips them until hydration)', async () => {
    announce(wallet())
    const { adapter, ctx } = await startAdapter(undefined, { ssr: true })
    await vi.waitFor(() => expect(lastConnectors(ctx).map((c) => c.id)).toContain('dev.foyer.testwallet'))
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
  })

  it('connects through the legacy injected connector too', async () => {
    ;(window as unknown as { ethereum: unknown }).ethereum = wallet()
    const { adapter } = await startAdapter()
    await expect(adapter.connect({ connectorId: 'injected' })).resolves.toMatchObject({
      address: ACCOUNT_0,
      chainId: 31337,
    })
  })
})

describe('connection', () => {
  it('connects, reads the balance from the node, switches chain through 4902 → add → switch, and disconnects', async () => {
    const provider = wallet()
    announce(provider)
    const { adapter, ctx } = await startAdapter()

    const result = await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    expect(result).toEqual({ address: ACCOUNT_0, addresses: [ACCOUNT_0, ACCOUNT_1], chainId: 31337 })
    // The adapter's own connect is its caller's result, not a wallet event.
    expect(ctx.onAccountsChanged).not.toHaveBeenCalled()

    const balance = await adapter.getBalance({ address: result.address, network: network(anvilA, 'Anvil') })
    expect(balance).toEqual({ value: TEN_THOUSAND_ETH.toString(), decimals: 18, symbol: 'ETH', formatted: '10000' })

    // The wallet knows only 31337: switching to 31338 gets 4902, the adapter adds the chain and switches again.
    await adapter.switchNetwork(network(anvilB, 'Anvil Two'))
    expect(provider.chainId).toBe(31338)
    expect(provider.calls.filter((m) => m.startsWith('wallet_') && m.includes('Chain'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338)
    await vi.waitFor(() => expect(ctx.onChainChanged).toHaveBeenLastCalledWith(31338))
    // The wallet now answers from the second node.
    await expect(adapter.request({ method: 'eth_chainId' })).resolves.toBe('0x7a6a')

    // Switching back needs no add.
    await adapter.switchNetwork(network(anvilA, 'Anvil'))
    expect(provider.chainId).toBe(31337)

    await adapter.disconnect()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    expect(provider.connected).toBe(false)
    expect(ctx.onDisconnect).not.toHaveBeenCalled()
    await expect(adapter.request({ method: 'eth_accounts' })).rejects.toThrow(new FoyerError('WALLET_NOT_CONNECTED'))
  })

  it('connects straight to a requested chain', async () => {
    const provider = createTestWalletProvider({
      chains: [
        { id: anvilA.chainId, rpcUrl: anvilA.rpcUrl },
        { id: anvilB.chainId, rpcUrl: anvilB.rpcUrl },
      ],
    })
    announce(provider)
    const { adapter } = await startAdapter()
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet', chainId: 31338 })).resolves.toMatchObject({
      chainId: 31338,
    })
  })

  it('reports what the wallet does on its own: account change, chain change (also an unlisted chain), disconnect', async () => {
    const provider = wallet()
    announce(provider)
    const { adapter, ctx } = await startAdapter()
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })

    provider.selectAccount(1)
    await vi.waitFor(() =>
      expect(ctx.onAccountsChanged).toHaveBeenLastCalledWith({ addresses: [ACCOUNT_1, ACCOUNT_0], chainId: 31337 }),
    )

    provider.switchChainInWallet(31338, anvilB.rpcUrl)
    await vi.waitFor(() => expect(ctx.onChainChanged).toHaveBeenLastCalledWith(31338))

    // A chain the app does not list: the raw id reaches core, which shows UnsupportedChain.
    provider.switchChainInWallet(424242)
    await vi.waitFor(() => expect(ctx.onChainChanged).toHaveBeenLastCalledWith(424242))
    expect(ctx.onAccountsChanged).toHaveBeenCalledTimes(1)

    provider.disconnectInWallet()
    await vi.waitFor(() => expect(ctx.onDisconnect).toHaveBeenCalledTimes(1))
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
  })

  it('surfaces a rejection (4001) as a user rejection, and a retry works', async () => {
    const provider = wallet()
    announce(provider)
    const { adapter } = await startAdapter()
    provider.scriptNext('wallet_requestPermissions', { kind: 'reject' })
    const error = await adapter.connect({ connectorId: 'dev.foyer.testwallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedError)
    expect(isUserRejection(error)).toBe(true)
    expect((error as Error).cause).toBeDefined()
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
  })

  it('fails with "Failed to connect to the wallet" when the wallet answers nonsense', async () => {
    const provider = wallet()
    announce(provider)
    const { adapter } = await startAdapter()

    // No accounts.
    provider.scriptNext('wallet_requestPermissions', { kind: 'answer', value: [] })
    provider.scriptNext('eth_requestAccounts', { kind: 'answer', value: [] })
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).rejects.toThrow(
      new FoyerError('CONNECT_FAILED'),
    )
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')

    // Not an address.
    provider.scriptNext('wallet_requestPermissions', { kind: 'answer', value: [] })
    provider.scriptNext('eth_requestAccounts', { kind: 'answer', value: ['0x1234'] })
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).rejects.toThrow(
      'Failed to connect to the wallet',
    )

    // A chain id that is no number.
    provider.scriptNext('eth_chainId', { kind: 'answer', value: 'banana' })
    const error = await adapter.connect({ connectorId: 'dev.foyer.testwallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('CONNECT_FAILED')
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')

    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({ chainId: 31337 })
  })

  it('gives up on a wallet that never answers, and the retry connects', async () => {
    const provider = wallet()
    announce(provider)
    const { adapter } = await startAdapter(undefined, { connectTimeoutMs: 300 })
    provider.scriptNext('wallet_requestPermissions', { kind: 'hang' })
    const error = await adapter.connect({ connectorId: 'dev.foyer.testwallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('CONNECT_FAILED')
    expect((error as Error).cause).toBeInstanceOf(WalletTimeoutError)
    expect(adapter.wagmiConfig.state.status).toBe('disconnected')
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
  })

  it('says "Connector not found" for an unknown connector', async () => {
    const { adapter } = await startAdapter()
    await expect(adapter.connect({ connectorId: 'no.such.wallet' })).rejects.toThrow(
      new FoyerError('CONNECTOR_NOT_FOUND'),
    )
  })

  it('restores the connection after a reload from storage, also when the wallet announces late', async () => {
    const storage = createMemoryStorage()
    const provider = wallet()
    announce(provider)
    const first = await startAdapter(makeContext([network(anvilA, 'Anvil')], storage))
    await first.adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    await vi.waitFor(() => expect(storage.getItem('foyer.wagmi.store')).toContain('dev.foyer.testwallet'))
    // "Reload": the old page is gone, the wallet keeps the site's permission and announces again a moment later.
    first.adapter.destroy()
    for (const cleanup of cleanups.splice(0)) cleanup()

    const { adapter, ctx } = await startAdapter(makeContext([network(anvilA, 'Anvil')], storage))
    const restoring = adapter.reconnect({ connectorId: 'dev.foyer.testwallet' })
    setTimeout(() => announce(provider), 300)
    await expect(restoring).resolves.toEqual({ address: ACCOUNT_0, addresses: [ACCOUNT_0, ACCOUNT_1], chainId: 31337 })
    expect(adapter.wagmiConfig.state.status).toBe('connected')
    expect(ctx.onAccountsChanged).not.toHaveBeenCalled()

    // After an explicit disconnect there is nothing to restore.
    await adapter.disconnect()
    const again = await startAdapter(makeContext([network(anvilA, 'Anvil')], storage))
    await expect(again.adapter.reconnect({ connectorId: 'dev.foyer.testwallet' })).resolves.toBeNull()
  })

  it('returns null when the wallet to restore never shows up', async () => {
    const { adapter } = await startAdapter(undefined, { announceWaitMs: 200 })
    await expect(adapter.reconnect({ connectorId: 'dev.foyer.gone' })).resolves.toBeNull()
  })

  it('signs with personal_sign and forwards raw requests to the wallet', async () => {
    const provider = wallet()
    announce(provider)
    const { adapter } = await startAdapter()
    await expect(adapter.signMessage({ message: 'hello', address: ACCOUNT_0 })).rejects.toThrow(
      new FoyerError('WALLET_NOT_CONNECTED'),
    )
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer', address: ACCOUNT_0 })
    await expect(
      verifyMessage({ address: ACCOUNT_0, message: 'Sign in to Foyer', signature: signature as `0x${string}` }),
    ).resolves.toBe(true)
    await expect(adapter.request({ method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] })).resolves.toBe(
      `0x${TEN_THOUSAND_ETH.toString(16)}`,
    )
    provider.scriptNext('personal_sign', { kind: 'reject' })
    const error = await adapter.signMessage({ message: 'no', address: ACCOUNT_0 }).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
  })
})

describe('host-provided wagmi config', () => {
  it('uses the host config, so the host’s wagmi state is the same connection', async () => {
    const provider = wallet()
    announce(provider)
    const chain = toViemChain(network(anvilA, 'Anvil'))
    const config = createConfig({
      chains: [chain],
      transports: { [chain.id]: http(anvilA.rpcUrl) },
      connectors: [injected()],
      storage: null,
    })
    const adapter = createEvmAdapter({ wagmiConfig: config })
    cleanups.push(() => adapter.destroy())
    expect(adapter.wagmiConfig).toBe(config)
    const ctx = makeContext([network(anvilA, 'Anvil')])
    await adapter.setup(ctx)
    await vi.waitFor(() => expect(lastConnectors(ctx).map((c) => c.id)).toContain('dev.foyer.testwallet'))
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    expect(getConnection(config).address).toBe(ACCOUNT_0)
  })

  it('throws a clear error when wagmiConfig is read before setup', () => {
    expect(() => createEvmAdapter().wagmiConfig).toThrow(/after setup/)
  })
})

describe('balance without a wallet', () => {
  it('reads any address on any listed network', async () => {
    const adapter = createEvmAdapter()
    const balance = await adapter.getBalance({ address: ACCOUNT_1, network: network(anvilB, 'Anvil Two') })
    expect(BigInt(balance.value)).toBe(TEN_THOUSAND_ETH)
    await expect(
      adapter.getBalance({
        address: ACCOUNT_1,
        network: { ...network(anvilB, 'x'), rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } },
      }),
    ).rejects.toThrow(new FoyerError('TOKEN_BALANCE_UNAVAILABLE'))
  })
})
