import { describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from './client.js'
import { foyerDevnet, foyerDevnet2 } from './chains/index.js'
import { createMemoryStorage } from './storage.js'
import { ErrorText, FoyerError, UserRejectedError } from './errors.js'
import { STORAGE_KEYS } from './constants.js'
import { scriptedTestAdapter } from './test/scripted-test-adapter.js'
import type { FoyerEvent } from './types.js'

async function setup(
  options: {
    storage?: ReturnType<typeof createMemoryStorage>
    allowUnsupportedChain?: boolean
    connectTimeoutMs?: number
  } = {},
) {
  const adapter = scriptedTestAdapter()
  const storage = options.storage ?? createMemoryStorage()
  const client = createFoyerClient({ networks: [foyerDevnet, foyerDevnet2], adapters: [adapter], storage, ...options })
  const events: FoyerEvent[] = []
  client.subscribeEvents((e) => events.push(e))
  await client.start()
  return { client, adapter, storage, events }
}

describe('connecting', () => {
  it('goes disconnected → connecting → connected, stores a recent wallet, closes the modal and reports success', async () => {
    const { client, events, storage } = await setup()
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
    const { client, adapter, events } = await setup()
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

  it('turns a wallet answering nonsense into the spec text', async () => {
    const { client, adapter } = await setup()
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
    const { client, adapter } = await setup({ connectTimeoutMs: 50 })
    adapter.nextConnect = () => new Promise(() => {})
    await expect(client.connect('test.wallet')).rejects.toThrow(ErrorText.CONNECT_FAILED)
    expect(client.stores.connection.getState().status).toBe('disconnected')
  })

  it('says "Connector not found" for an unknown connector', async () => {
    const { client } = await setup()
    await expect(client.connect('nope')).rejects.toThrow(ErrorText.CONNECTOR_NOT_FOUND)
  })
})

describe('networks', () => {
  it('routes to UnsupportedChain when the wallet moves to an unlisted chain, and back when it returns', async () => {
    const { client, adapter } = await setup()
    await client.connect('test.wallet')
    adapter.context!.onChainChanged(999)
    expect(client.stores.chains.getState().unsupportedChainId).toBe('eip155:999')
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('UnsupportedChain')
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155!.balanceStatus).toBe('error'))
    adapter.context!.onChainChanged(31338)
    expect(client.stores.chains.getState()).toMatchObject({
      unsupportedChainId: undefined,
      activeNetwork: { id: 31338 },
    })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('stays quiet on an unlisted chain when allowUnsupportedChain is set', async () => {
    const { client, adapter } = await setup({ allowUnsupportedChain: true })
    await client.connect('test.wallet')
    adapter.context!.onChainChanged(999)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('switches through the adapter and emits SWITCH_NETWORK', async () => {
    const { client, adapter, events } = await setup()
    await client.connect('test.wallet')
    await client.switchNetwork('eip155:31338')
    expect(adapter.switched.map((n) => n.id)).toEqual([31338])
    expect(client.stores.chains.getState().activeNetwork.id).toBe(31338)
    expect(client.stores.accounts.getState().eip155!.caipAddress).toMatch(/^eip155:31338:/)
    expect(events.map((e) => e.event)).toContain('SWITCH_NETWORK')
  })
})

describe('disconnecting', () => {
  it('clears the account and the stored connection', async () => {
    const { client, storage, events } = await setup()
    await client.connect('test.wallet')
    expect(storage.getItem(STORAGE_KEYS.connection)).not.toBeNull()
    await client.disconnect()
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(client.stores.connection.getState().status).toBe('disconnected')
    expect(storage.getItem(STORAGE_KEYS.connection)).toBeNull()
    expect(events.map((e) => e.event)).toContain('DISCONNECT_SUCCESS')
  })
  it('reports "Failed to disconnect" and keeps the account when the wallet fails', async () => {
    const { client, adapter, events } = await setup()
    await client.connect('test.wallet')
    adapter.nextDisconnect = async () => Promise.reject(new Error('boom'))
    await expect(client.disconnect()).rejects.toThrow(new FoyerError('DISCONNECT_FAILED').message)
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
    expect(events.map((e) => e.event)).toContain('DISCONNECT_ERROR')
  })
  it('treats an empty accountsChanged from the wallet as a disconnect', async () => {
    const { client, adapter } = await setup()
    await client.connect('test.wallet')
    adapter.context!.onAccountsChanged({ addresses: [] })
    expect(client.stores.connection.getState().status).toBe('disconnected')
  })
})

describe('restoring and storage', () => {
  it('reconnects after a reload from the stored connection', async () => {
    const storage = createMemoryStorage()
    const first = await setup({ storage })
    await first.client.connect('test.wallet')
    const adapter = scriptedTestAdapter()
    adapter.nextReconnect = async () => ({ address: '0x2222222222222222222222222222222222222222', chainId: 31337 })
    const client = createFoyerClient({ networks: [foyerDevnet], adapters: [adapter], storage })
    // Before start() (the first render), a stored connection already reads as reconnecting, not disconnected.
    expect(client.stores.accounts.getState().eip155!.status).toBe('reconnecting')
    const starting = client.start()
    await starting
    expect(client.stores.accounts.getState().eip155).toMatchObject({
      status: 'connected',
      address: '0x2222222222222222222222222222222222222222',
    })
  })

  it('ignores and clears corrupted or foreign stored values without failing', async () => {
    const storage = createMemoryStorage()
    storage.setItem(STORAGE_KEYS.recentWallets, '{not json')
    storage.setItem(STORAGE_KEYS.connection, JSON.stringify({ hello: 'world' }))
    storage.setItem(STORAGE_KEYS.activeNetwork, JSON.stringify('eip155:424242'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { client } = await setup({ storage })
    warn.mockRestore()
    expect(client.stores.connectors.getState().recentWallets).toEqual([])
    expect(client.stores.connection.getState().status).toBe('disconnected')
    expect(client.stores.chains.getState().activeNetwork.id).toBe(31337)
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull()
  })

  it('keeps two clients on one page apart', async () => {
    const a = await setup()
    const b = await setup()
    await a.client.connect('test.wallet')
    expect(b.client.stores.connection.getState().status).toBe('disconnected')
    a.client.open()
    expect(b.client.stores.modal.getState().open).toBe(false)
  })
})

describe('requests', () => {
  it('gates wallet calls by spec §6', async () => {
    const { client, adapter } = await setup()
    await expect(client.request({ method: 'eth_chainId' })).rejects.toThrow(ErrorText.WALLET_NOT_CONNECTED)
    await client.connect('test.wallet')
    await expect(client.request({ method: 'eth_sign', params: [] })).rejects.toThrow(ErrorText.RPC_NOT_ALLOWED)
    await client.request({ method: 'personal_sign', params: ['0x', '0x'] })
    expect(adapter.requests.map((r) => r.method)).toEqual(['personal_sign'])
  })
})

describe('events', () => {
  it('are delivered to subscribers and to an opted-in analytics sink only', async () => {
    const sink = vi.fn()
    const client = createFoyerClient({ networks: [foyerDevnet], storage: null, analytics: sink })
    const seen: string[] = []
    const off = client.subscribeEvents((e) => seen.push(e.event))
    client.open()
    client.close()
    off()
    client.open()
    expect(seen).toEqual(['MODAL_OPEN', 'MODAL_CLOSE'])
    expect(sink.mock.calls.map((c) => c[0].event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
  })
})
