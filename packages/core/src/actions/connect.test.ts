import { describe, expect, it, vi } from 'vitest'
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
