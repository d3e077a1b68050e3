import { focusManager, onlineManager } from '@tanstack/query-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { balanceQueryKey } from '../query/balance.js'
import { setupClient } from '../test/setup-client.js'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import type { BalanceResult, ChainDefinition, FoyerClient } from '../types.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'

const eth = (formatted: string): BalanceResult => ({
  value: `${formatted}000000000000000000`,
  decimals: 18,
  symbol: 'ETH',
  formatted,
})

/** How many observers watch the balance query of `address` on `network`. */
const observersOf = (client: FoyerClient, network: ChainDefinition, address = ADDRESS) =>
  client.queryClient
    .getQueryCache()
    .find({ queryKey: balanceQueryKey({ network, address }), exact: true })
    ?.getObserversCount() ?? 0

const eip155 = (client: FoyerClient) => client.stores.accounts.getState().eip155!

afterEach(() => {
  vi.useRealTimers()
})

describe('the balance observer', () => {
  it("shows the account's balance from one observer on its query, and follows a network switch to the new network", async () => {
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client)).toMatchObject({ balance: '10000', balanceSymbol: 'ETH' }))
    expect(eip155(client).balanceStatus).toBe('idle')
    expect(observersOf(client, foyerDevnet)).toBe(1)
    expect(lookups).toHaveBeenCalledTimes(1)
    expect(lookups.mock.calls[0]![0]).toMatchObject({ address: ADDRESS, network: { id: 31337 } })

    adapter.nextBalance = async () => eth('7')
    await client.switchNetwork(foyerDevnet2.caipNetworkId)
    await vi.waitFor(() => expect(eip155(client).balance).toBe('7'))
    expect(lookups).toHaveBeenCalledTimes(2)
    expect(lookups.mock.calls[1]![0]).toMatchObject({ address: ADDRESS, network: { id: 31338 } })
    expect(observersOf(client, foyerDevnet)).toBe(0)
    expect(observersOf(client, foyerDevnet2)).toBe(1)
  })

  it('answers a switch back within the 30 s cache lifetime from the cache', async () => {
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    adapter.nextBalance = async () => eth('7')
    await client.switchNetwork(foyerDevnet2.caipNetworkId)
    await vi.waitFor(() => expect(eip155(client).balance).toBe('7'))
    await client.switchNetwork(foyerDevnet.caipNetworkId)
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    expect(lookups).toHaveBeenCalledTimes(2)
  })

  it("looks up the new account's balance when the wallet changes accounts, never showing the old one for it", async () => {
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    let answer!: (result: BalanceResult) => void
    adapter.nextBalance = () => new Promise((resolve) => (answer = resolve))
    adapter.context!.onAccountsChanged({ addresses: [OTHER], chainId: 31337 })
    await vi.waitFor(() => expect(eip155(client).balanceStatus).toBe('loading'))
    expect(eip155(client).balance).toBeUndefined()
    expect(lookups.mock.calls.at(-1)![0]).toMatchObject({ address: OTHER, network: { id: 31337 } })
    answer(eth('3'))
    await vi.waitFor(() => expect(eip155(client)).toMatchObject({ balance: '3', balanceStatus: 'idle' }))
    expect(observersOf(client, foyerDevnet)).toBe(0)
    expect(observersOf(client, foyerDevnet, OTHER)).toBe(1)
  })

  it('shows an unlisted chain as unavailable without asking the adapter, and the balance again on return', async () => {
    const { client, adapter } = await setupClient({ allowUnsupportedChain: true })
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    adapter.context!.onChainChanged(999)
    await vi.waitFor(() =>
      expect(eip155(client)).toMatchObject({ balanceStatus: 'error', balance: undefined, balanceSymbol: undefined }),
    )
    expect(observersOf(client, foyerDevnet)).toBe(0)
    adapter.context!.onChainChanged(31337)
    await vi.waitFor(() => expect(eip155(client)).toMatchObject({ balance: '10000', balanceStatus: 'idle' }))
    // The balance cached before the detour is still fresh.
    expect(lookups).toHaveBeenCalledTimes(1)
  })

  it('stops the observer when the account disconnects', async () => {
    const { client } = await setupClient()
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    await client.disconnect()
    await vi.waitFor(() => expect(observersOf(client, foyerDevnet)).toBe(0))
    expect(eip155(client)).toMatchObject({ balance: undefined, balanceStatus: 'idle' })
  })

  it('leaves no observer after destroy(): no lookup afterwards, whatever the wallet reports and however long', async () => {
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    vi.useFakeTimers()
    client.destroy()
    expect(client.queryClient.getQueryCache().getAll()).toEqual([])
    adapter.context!.onChainChanged(31338)
    adapter.context!.onAccountsChanged({ addresses: [OTHER], chainId: 31337 })
    await client.refreshBalance()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(lookups).toHaveBeenCalledTimes(1)
    expect(client.queryClient.getQueryCache().getAll()).toEqual([])
  })
  it('reads the balance again when the modal opens once it is older than 30 s, and not while it is fresher', async () => {
    // Fake timers that also run on their own: the observer's query goes stale on a 30 s timer, jumped over below.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    client.open()
    client.close()
    expect(lookups).toHaveBeenCalledTimes(1)
    // Money arrives from elsewhere; 31 s later the person opens the modal.
    adapter.nextBalance = async () => eth('10001')
    await vi.advanceTimersByTimeAsync(31_000)
    expect(lookups).toHaveBeenCalledTimes(1)
    client.open()
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10001'))
    expect(lookups).toHaveBeenCalledTimes(2)
    client.destroy()
  })
})

describe('the balance observer, when the person comes back', () => {
  afterEach(() => {
    focusManager.setFocused(undefined)
    onlineManager.setOnline(true)
  })

  it('reads the balance again on return to the tab once it is older than 30 s, and not for a quick look away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    adapter.nextBalance = async () => eth('10002')
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(10)
    expect(lookups).toHaveBeenCalledTimes(1)
    // Away for a while; money arrives from elsewhere; the person comes back.
    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(31_000)
    focusManager.setFocused(true)
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10002'))
    expect(lookups).toHaveBeenCalledTimes(2)
    client.destroy()
    // Nothing after destroy().
    await vi.advanceTimersByTimeAsync(31_000)
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(10)
    expect(lookups).toHaveBeenCalledTimes(2)
  })

  it('reads a stale balance again when the browser comes back online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    adapter.nextBalance = async () => eth('9999')
    onlineManager.setOnline(false)
    await vi.advanceTimersByTimeAsync(31_000)
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(eip155(client).balance).toBe('9999'))
    expect(lookups).toHaveBeenCalledTimes(2)
    client.destroy()
  })
})

describe('the balance observer on Bitcoin', () => {
  it("shows a bip122 account's native balance from its adapter (spec §9's API list does not include bip122)", async () => {
    const { createFoyerClient } = await import('../create-foyer-client.js')
    const { bitcoinTestnet } = await import('../chains/bitcoin.js')
    const { scriptedTestAdapter } = await import('../test/scripted-test-adapter.js')
    const adapter = scriptedTestAdapter('bip122')
    adapter.nextConnect = async () => ({
      address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      chainId: bitcoinTestnet.id,
    })
    adapter.nextBalance = async () => ({ value: '150000000', decimals: 8, symbol: 'BTC', formatted: '1.5' })
    const client = createFoyerClient({ networks: [bitcoinTestnet], adapters: [adapter], storage: null })
    await client.start()
    await client.connect('test.wallet')
    await vi.waitFor(() =>
      expect(client.stores.accounts.getState().bip122).toMatchObject({ balance: '1.5', balanceSymbol: 'BTC' }),
    )
    client.destroy()
  })
})
