import { describe, expect, it } from 'vitest'
import { setupClient } from '../test/setup-client.js'
import { FoyerError } from '../errors.js'
import { STORAGE_KEYS } from '../constants.js'

describe('disconnecting', () => {
  it('clears the account and the stored connection', async () => {
    const { client, storage, events } = await setupClient()
    await client.connect('test.wallet')
    expect(storage.getItem(STORAGE_KEYS.connection)).not.toBeNull()
    await client.disconnect()
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(client.stores.connection.getState().status).toBe('disconnected')
    expect(storage.getItem(STORAGE_KEYS.connection)).toBeNull()
    expect(events.map((e) => e.event)).toContain('DISCONNECT_SUCCESS')
  })
  it('reports "Failed to disconnect" and keeps the account when the wallet fails', async () => {
    const { client, adapter, events } = await setupClient()
    await client.connect('test.wallet')
    adapter.nextDisconnect = async () => Promise.reject(new Error('boom'))
    await expect(client.disconnect()).rejects.toThrow(new FoyerError('DISCONNECT_FAILED').message)
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
    expect(events.map((e) => e.event)).toContain('DISCONNECT_ERROR')
  })
  it('treats an empty accountsChanged from the wallet as a disconnect', async () => {
    const { client, adapter } = await setupClient()
    await client.connect('test.wallet')
    adapter.context!.onAccountsChanged({ addresses: [] })
    expect(client.stores.connection.getState().status).toBe('disconnected')
  })
  it("takes the open modal from the account's views to Connect when the wallet goes away, and leaves others", async () => {
    const { client, adapter } = await setupClient()
    await client.connect('test.wallet')
    client.open({ view: 'WalletSend' })
    adapter.context!.onAccountsChanged({ addresses: [] })
    expect(client.stores.router.getState().view).toBe('Connect')
    expect(client.stores.modal.getState().open).toBe(true)
    // The sign view too: there is no account left to sign with.
    await client.connect('test.wallet')
    client.open({ view: 'SIWXSignMessage' })
    adapter.context!.onDisconnect()
    expect(client.stores.router.getState().view).toBe('Connect')
    // Connecting another wallet meanwhile is not interrupted by the first one's going.
    await client.connect('test.wallet')
    client.open({ view: 'AllWallets' })
    adapter.context!.onDisconnect()
    expect(client.stores.router.getState().view).toBe('AllWallets')
  })
})
