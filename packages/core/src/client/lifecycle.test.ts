import { describe, expect, it, vi } from 'vitest'
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
