import { describe, expect, it } from 'vitest'
import { foyerDevnet } from '@foyer/devnet/chains'
import { createFoyerClient } from '../create-foyer-client.js'
import { createMemoryStorage } from '../storage.js'
import { WC_STORAGE_KEYS } from '../walletconnect/constants.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'

describe('resetWcConnection', () => {
  it('returns the connection status to disconnected (spec §4) even while another wallet stays connected', async () => {
    const storage = createMemoryStorage()
    const client = createFoyerClient({
      networks: [foyerDevnet],
      adapters: [scriptedTestAdapter()],
      storage,
      projectId: 'foyer-test',
      walletConnect: { relayUrl: 'ws://127.0.0.1:9' },
    })
    await client.start()
    await client.connect('test.wallet')
    storage.setItem(WC_STORAGE_KEYS.deepLink, JSON.stringify({ name: 'W', href: 'w://' }))
    client.stores.connection.setState({ wcUri: 'wc:x', wcError: true, buffering: true })
    client.resetWcConnection()
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcError: false,
      buffering: false,
      recentWallet: undefined,
    })
    expect(storage.getItem(WC_STORAGE_KEYS.deepLink)).toBeNull()
    // The injected wallet is untouched: its account is still connected.
    expect(client.stores.accounts.getState().eip155!.status).toBe('connected')
    client.destroy()
  })
})
