import { describe, expect, it } from 'vitest'
import { foyerDevnet } from '@foyer/devnet/chains'
import { createFoyerClient } from '../create-foyer-client.js'
import { withTestSwitches } from '../testing.js'
import { FoyerOptionsError } from '../errors.js'
import { DEFAULT_WALLETCONNECT_RELAY_URL } from '../constants.js'

// A stand-in for the SDK module (a vendor SDK's network side cannot run in this unit test): enough of
// UniversalProvider for the controller to load it and answer "no session".
const fakeSdk = async () => ({
  UniversalProvider: {
    init: async (opts: Record<string, unknown>) => {
      initOptions.push(opts)
      return { on: () => undefined, session: undefined, client: undefined }
    },
  },
})
const initOptions: Record<string, unknown>[] = []
const env = () => (globalThis as { process: { env: Record<string, string | undefined> } }).process.env

describe('test switches', () => {
  it('are invisible in the options, and the SDK’s env switch is put back on destroy()', async () => {
    const before = env().IS_VITEST
    delete env().IS_VITEST
    try {
      const storage = new Map<string, string>()
      storage.set('foyer.walletConnect', JSON.stringify({ namespaces: ['eip155'] }))
      const options = withTestSwitches(
        {
          networks: [foyerDevnet],
          projectId: 'p',
          walletConnect: {},
          storage: {
            getItem: (k: string) => storage.get(k) ?? null,
            setItem: (k: string, v: string) => void storage.set(k, v),
            removeItem: (k: string) => void storage.delete(k),
          },
        },
        { walletConnectTestMode: true, wcLoadSdk: fakeSdk },
      )
      expect(Object.keys(options)).not.toContain('walletConnectTestMode')
      const client = createFoyerClient(options)
      await client.start() // the marker makes it load the SDK to restore
      expect(env().IS_VITEST).toBe('true')
      expect(initOptions.at(-1)).toMatchObject({ projectId: 'p', relayUrl: DEFAULT_WALLETCONNECT_RELAY_URL })
      client.destroy()
      expect(env().IS_VITEST).toBeUndefined()
    } finally {
      if (before !== undefined) env().IS_VITEST = before
    }
  })
})

describe('WalletConnect options', () => {
  it('need a projectId, said at creation', () => {
    expect(() =>
      createFoyerClient({ networks: [foyerDevnet], walletConnect: { relayUrl: 'wss://relay.test' } }),
    ).toThrow(new FoyerOptionsError('walletConnect needs projectId (your WalletConnect project id) in the options'))
  })
  it('default to WalletConnect’s relay and reject a relay that is not a WebSocket URL', () => {
    const client = createFoyerClient({ networks: [foyerDevnet], projectId: 'p', walletConnect: {}, storage: null })
    expect(client.options.walletConnect?.relayUrl).toBe(DEFAULT_WALLETCONNECT_RELAY_URL)
    expect(() =>
      createFoyerClient({ networks: [foyerDevnet], projectId: 'p', walletConnect: { relayUrl: 'https://x' } }),
    ).toThrow(/ws:\/\/ or wss:\/\//)
  })
})
