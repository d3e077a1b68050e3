import { describe, expect, it, vi } from 'vitest'
import { foyerDevnet } from '@foyer/devnet/chains'
import { solanaDevnet } from '../chains/index.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { createMemoryStorage } from '../storage.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'
import { setupClient } from '../test/setup-client.js'
import { ErrorText, UserRejectedError } from '../errors.js'
import { STORAGE_KEYS } from '../constants.js'

describe('connecting', () => {
  it('goes disconnected → connecting → connected, stores a recent wallet, closes the modal and reports success', async () => {
    const { client, events, storage } = await setupClient()
    const statuses: string[] = []
    client.stores.connection.subscribe((s, prev) => s.status !== prev.status && statuses.push(s.status))
    client.open()
    await client.connect('test.wallet')
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(client.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:31337:0x1111111111111111111111111111111111111111',
    })
    expect(client.stores.modal.getState().open).toBe(false)
    expect(client.stores.connectors.getState().recentWallets.map((w) => w.id)).toEqual(['test.wallet'])
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.recentWallets)!)).toEqual([
      { id: 'test.wallet', name: 'Test Wallet' },
    ])
    expect(events.map((e) => e.event)).toContain('CONNECT_SUCCESS')
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155!.balance).toBe('10000'))
    expect(client.getWalletSections()[0]).toMatchObject({ name: 'recent' })
  })

  it('shows a rejection as such and allows a retry', async () => {
    const { client, adapter, events } = await setupClient()
    adapter.nextConnect = async () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(client.connect('test.wallet')).rejects.toBeInstanceOf(UserRejectedError)
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      rejected: true,
      error: ErrorText.CONNECT_FAILED,
    })
    expect(events.map((e) => e.event)).toContain('USER_REJECTED')
    adapter.nextConnect = async () => ({ address: '0x1111111111111111111111111111111111111111', chainId: 31337 })
    await client.connect('test.wallet')
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'connected',
      rejected: false,
      error: undefined,
    })
  })

  it('notes a request already open in the wallet (-32002), and forgets it on the next attempt', async () => {
    const { client, adapter } = await setupClient({ connectTimeoutMs: 50 })
    adapter.nextConnect = async () =>
      Promise.reject(
        Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), { code: -32002 }),
      )
    await expect(client.connect('test.wallet')).rejects.toThrow(ErrorText.CONNECT_FAILED)
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      error: ErrorText.CONNECT_FAILED,
      rejected: false,
      pendingInWallet: true,
    })
    adapter.nextConnect = () => new Promise(() => {})
    void client.connect('test.wallet').catch(() => {})
    expect(client.stores.connection.getState()).toMatchObject({ status: 'connecting', pendingInWallet: false })
  })

  it('turns a wallet answering nonsense into the spec text', async () => {
    const { client, adapter } = await setupClient()
    for (const answer of [{ address: '', chainId: 1 }, { address: '0xabc', chainId: 'not a chain!' }, undefined]) {
      adapter.nextConnect = async () => answer as never
      await expect(client.connect('test.wallet')).rejects.toThrow(ErrorText.CONNECT_FAILED)
      expect(client.stores.connection.getState()).toMatchObject({
        status: 'disconnected',
        error: ErrorText.CONNECT_FAILED,
        rejected: false,
      })
      expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    }
  })

  it('gives up on a wallet that never answers', async () => {
    const { client, adapter } = await setupClient({ connectTimeoutMs: 50 })
    adapter.nextConnect = () => new Promise(() => {})
    await expect(client.connect('test.wallet')).rejects.toThrow(ErrorText.CONNECT_FAILED)
    expect(client.stores.connection.getState().status).toBe('disconnected')
  })

  it('says "Connector not found" for an unknown connector', async () => {
    const { client } = await setupClient()
    await expect(client.connect('nope')).rejects.toThrow(ErrorText.CONNECTOR_NOT_FOUND)
  })
})

describe('a wallet left waiting while the person chose another', () => {
  const evmWallet = {
    id: 'evm.wallet',
    rdns: 'evm.wallet',
    name: 'Evm Wallet',
    type: 'ANNOUNCED' as const,
    chains: ['eip155'],
    installed: true,
  }
  const solWallet = {
    id: 'Sol Wallet',
    name: 'Sol Wallet',
    type: 'ANNOUNCED' as const,
    chains: ['solana'],
    installed: true,
  }
  const SOL_ADDRESS = 'So1ana1111111111111111111111111111111111111'

  async function twoChains() {
    const evm = scriptedTestAdapter('eip155', [evmWallet])
    const sol = scriptedTestAdapter('solana', [solWallet])
    sol.nextConnect = async () => ({ address: SOL_ADDRESS, chainId: solanaDevnet.id })
    const client = createFoyerClient({
      networks: [foyerDevnet, solanaDevnet],
      adapters: [evm, sol],
      storage: createMemoryStorage(),
    })
    await client.start()
    return { client, evm, sol }
  }

  it('does not connect a wallet on another chain that says yes after the person moved on, and undoes it there', async () => {
    const { client, evm, sol } = await twoChains()
    let answer!: (result: { address: string; chainId: number }) => void
    evm.nextConnect = () => new Promise((resolve) => (answer = resolve))
    let disconnected = 0
    evm.nextDisconnect = async () => void disconnected++
    client.open()
    const left = client.connect('evm.wallet')
    let solAnswer!: (result: { address: string; chainId: string | number }) => void
    sol.nextConnect = () => new Promise((resolve) => (solAnswer = resolve))
    client.router.push('ConnectingExternal', { connectorId: 'Sol Wallet' })
    const chosen = client.connect('Sol Wallet')
    answer({ address: '0x1111111111111111111111111111111111111111', chainId: 31337 })
    await expect(left).rejects.toThrow(ErrorText.CONNECT_FAILED)
    expect(disconnected).toBe(1)
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    // The person is still waiting on the wallet they chose: the modal stays on it, connecting.
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('ConnectingExternal')
    expect(client.stores.connection.getState()).toMatchObject({ status: 'connecting', error: undefined })
    solAnswer({ address: SOL_ADDRESS, chainId: solanaDevnet.id })
    await chosen
    expect(client.stores.accounts.getState().solana!.status).toBe('connected')
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('keeps the late yes when the person asked the same wallet again', async () => {
    const { client, evm } = await twoChains()
    let answer!: (result: { address: string; chainId: number }) => void
    evm.nextConnect = () => new Promise((resolve) => (answer = resolve))
    const first = client.connect('evm.wallet')
    const firstAnswer = answer
    void client.connect('evm.wallet').catch(() => {})
    firstAnswer({ address: '0x1111111111111111111111111111111111111111', chainId: 31337 })
    await first
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
  })
})

describe('account type', () => {
  it('reports an injected wallet’s accounts as eoa (the spec’s smartAccount default is the embedded wallet’s)', async () => {
    const { client } = await setupClient()
    await client.connect('test.wallet')
    const account = client.stores.accounts.getState().eip155!
    expect(account.allAccounts.map((a) => a.type)).toEqual(['eoa'])
    expect(account.preferredAccountType).toBe('smartAccount')
  })

  it('keeps the types an adapter names per address (Bitcoin: payment, ordinal), also when the wallet changes accounts', async () => {
    const { client, adapter } = await setupClient()
    const [payment, ordinals, other] = ['0x' + '1'.repeat(40), '0x' + '2'.repeat(40), '0x' + '3'.repeat(40)]
    adapter.nextConnect = async () => ({
      address: payment,
      addresses: [payment, ordinals, other],
      accountTypes: { [payment]: 'payment', [ordinals]: 'ordinal' },
      chainId: 31337,
    })
    await client.connect('test.wallet')
    const account = () => client.stores.accounts.getState().eip155!
    // An address the adapter gave no type stays eoa.
    expect(account().allAccounts).toEqual([
      { address: payment, type: 'payment', namespace: 'eip155' },
      { address: ordinals, type: 'ordinal', namespace: 'eip155' },
      { address: other, type: 'eoa', namespace: 'eip155' },
    ])
    adapter.context!.onAccountsChanged({ addresses: [ordinals, payment], accountTypes: { [ordinals]: 'ordinal' } })
    expect(account().allAccounts.map((a) => a.type)).toEqual(['ordinal', 'eoa'])
    expect(account().address).toBe(ordinals)
  })
})
