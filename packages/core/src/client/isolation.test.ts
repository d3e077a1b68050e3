// Two clients on one page: an `id` keeps every persisted thing apart (Foyer's keys, the adapters' storage, sign-in
// sessions), so one client's connection never shows up in the other after a reload.
import { describe, expect, it } from 'vitest'
import { createFoyerClient } from '../create-foyer-client.js'
import { foyerDevnet } from '@foyer/devnet/chains'
import { createMemoryStorage } from '../storage.js'
import { STORAGE_KEYS } from '../constants.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'
import { FoyerOptionsError } from '../errors.js'

describe('client id', () => {
  it('scopes the stored connection, recent wallets and the adapters’ storage to the client', async () => {
    const page = createMemoryStorage()
    const adapterA = scriptedTestAdapter()
    const a = createFoyerClient({ id: 'shop', networks: [foyerDevnet], adapters: [adapterA], storage: page })
    const b = createFoyerClient({
      id: 'admin',
      networks: [foyerDevnet],
      adapters: [scriptedTestAdapter()],
      storage: page,
    })
    await Promise.all([a.start(), b.start()])
    await a.connect('test.wallet')
    expect(page.getItem(`shop:${STORAGE_KEYS.connection}`)).not.toBeNull()
    expect(page.getItem(`admin:${STORAGE_KEYS.connection}`)).toBeNull()
    expect(page.getItem(STORAGE_KEYS.connection)).toBeNull()
    // What an adapter writes through its context's storage lands under the client's id too.
    adapterA.context!.storage!.setItem('wagmi.store', '{}')
    expect(page.getItem('shop:wagmi.store')).toBe('{}')

    // After a reload, only the client that connected reconnects.
    const reloadedA = scriptedTestAdapter()
    reloadedA.nextReconnect = async () => ({ address: '0x1111111111111111111111111111111111111111', chainId: 31337 })
    const reloadedB = scriptedTestAdapter()
    reloadedB.nextReconnect = async () => ({ address: '0x2222222222222222222222222222222222222222', chainId: 31337 })
    const a2 = createFoyerClient({ id: 'shop', networks: [foyerDevnet], adapters: [reloadedA], storage: page })
    const b2 = createFoyerClient({ id: 'admin', networks: [foyerDevnet], adapters: [reloadedB], storage: page })
    await Promise.all([a2.start(), b2.start()])
    expect(a2.stores.accounts.getState().eip155!.status).toBe('connected')
    expect(b2.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(b2.stores.connectors.getState().recentWallets).toEqual([])
  })

  it('rejects an id that cannot be part of a storage key', () => {
    expect(() => createFoyerClient({ id: 'a b', networks: [foyerDevnet] })).toThrow(FoyerOptionsError)
    expect(() => createFoyerClient({ id: '', networks: [foyerDevnet] })).toThrow(/id must be/)
  })
})
