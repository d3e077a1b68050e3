import { afterEach, describe, expect, it, vi } from 'vitest'
import { focusManager, QueryClient, QueryObserver } from '@tanstack/query-core'
import { setupClient } from '../test/setup-client.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { foyerDevnet } from '@foyer/devnet/chains'
import { createMemoryStorage } from '../storage.js'
import { STORAGE_KEYS } from '../constants.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'

describe('restoring and storage', () => {
  it('reconnects after a reload from the stored connection', async () => {
    const storage = createMemoryStorage()
    const first = await setupClient({ storage })
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
    const { client } = await setupClient({ storage })
    warn.mockRestore()
    expect(client.stores.connectors.getState().recentWallets).toEqual([])
    expect(client.stores.connection.getState().status).toBe('disconnected')
    expect(client.stores.chains.getState().activeNetwork.id).toBe(31337)
    for (const key of Object.values(STORAGE_KEYS)) expect(storage.getItem(key)).toBeNull()
  })

  it('keeps two clients on one page apart', async () => {
    const a = await setupClient()
    const b = await setupClient()
    await a.client.connect('test.wallet')
    expect(b.client.stores.connection.getState().status).toBe('disconnected')
    a.client.open()
    expect(b.client.stores.modal.getState().open).toBe(false)
  })
})

describe('the query cache', () => {
  afterEach(() => focusManager.setFocused(undefined))

  // A component showing data that is stale at once (as Activity's history is), counting the times it is asked for.
  function shownQuery(queryClient: QueryClient) {
    let asked = 0
    const observer = new QueryObserver(queryClient, {
      queryKey: ['shown'],
      queryFn: () => Promise.resolve(++asked),
      staleTime: 0,
    })
    const unsubscribe = observer.subscribe(() => {})
    return { asked: () => asked, unsubscribe }
  }

  // What query-core's browser listener does when the tab is hidden, then shown again.
  const leaveAndComeBack = () => {
    focusManager.setFocused(false)
    focusManager.setFocused(true)
  }

  it('asks stale shown data again when the person comes back to the tab, from start() until destroy()', async () => {
    const { client } = await setupClient()
    const shown = shownQuery(client.queryClient)
    await vi.waitFor(() => expect(shown.asked()).toBe(1))
    leaveAndComeBack()
    await vi.waitFor(() => expect(shown.asked()).toBe(2))
    shown.unsubscribe()

    client.destroy()
    const after = shownQuery(client.queryClient)
    await vi.waitFor(() => expect(after.asked()).toBe(1))
    leaveAndComeBack()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(after.asked()).toBe(1)
    after.unsubscribe()
  })

  it('leaves a query client the host passes to the host (mounted or not, as the host decides)', async () => {
    const queryClient = new QueryClient()
    const client = createFoyerClient({ networks: [foyerDevnet], adapters: [scriptedTestAdapter()], queryClient })
    await client.start()
    const shown = shownQuery(queryClient)
    await vi.waitFor(() => expect(shown.asked()).toBe(1))
    leaveAndComeBack()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(shown.asked()).toBe(1)
    shown.unsubscribe()
    client.destroy()
  })
})
