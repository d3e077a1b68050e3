import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bitcoin } from '../chains/bitcoin.js'
import { mainnet } from '../chains/evm.js'
import { solana } from '../chains/solana.js'
import { foyerDevnet, foyerDevnet2, foyerSolanaDevnet } from '@foyer/devnet/chains'
import { withTestSwitches } from '../testing.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { createMemoryStorage } from '../storage.js'
import { ErrorText, FoyerError } from '../errors.js'
import { STORAGE_KEYS } from '../constants.js'
import { methodOf } from './controller.js'
import { WC_STORAGE_KEYS } from './constants.js'
import {
  buildOptionalNamespaces,
  chainReferenceOf,
  GENERIC_WC_LINK,
  isWcRejection,
  linkingOf,
  pairingExpiryOf,
  pairingTopicOf,
  recentWalletOf,
  sessionAccounts,
  walletConnectConnector,
} from './namespaces.js'

describe('namespace building', () => {
  it('asks for every listed chain of eip155 and solana, active first, each with an rpcMap entry', () => {
    const result = buildOptionalNamespaces(
      [mainnet, foyerDevnet, foyerDevnet2, solana, foyerSolanaDevnet, bitcoin],
      foyerDevnet2,
    )
    expect(Object.keys(result)).toEqual(['eip155', 'solana'])
    expect(result.eip155).toEqual({
      chains: ['eip155:31338', 'eip155:1', 'eip155:31337'],
      methods: [
        'personal_sign',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'eth_accounts',
        'eth_chainId',
      ],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: { 1: 'https://eth.merkle.io', 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    })
    expect(result.solana!.chains).toEqual([solana.caipNetworkId, foyerSolanaDevnet.caipNetworkId])
    expect(result.solana!.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
    ])
    // Never WalletConnect's hosted RPC: every chain has our URL.
    for (const ns of Object.values(result)) expect(Object.keys(ns.rpcMap)).toHaveLength(ns.chains.length)
  })

  it('offers a connector only for namespaces WalletConnect can carry', () => {
    expect(walletConnectConnector([foyerDevnet, bitcoin])).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chains: ['eip155'],
      installed: true,
    })
    expect(walletConnectConnector([bitcoin])).toBeUndefined()
  })
})

describe('session parsing', () => {
  it('groups CAIP-10 accounts per namespace, preferring the app chain, and skips junk', () => {
    const accounts = sessionAccounts(
      {
        eip155: { accounts: ['eip155:1:0xaaa', 'eip155:31337:0xbbb', 'eip155:31337:0xccc', 'junk', 'eip155::0xddd'] },
        solana: { accounts: ['solana:abc:Sol1'] },
        cosmos: { accounts: [] },
      },
      { eip155: '31337' },
    )
    expect(accounts).toEqual([
      { namespace: 'eip155', chainId: '31337', addresses: ['0xbbb', '0xccc'] },
      { namespace: 'solana', chainId: 'abc', addresses: ['Sol1'] },
    ])
    expect(sessionAccounts(undefined)).toEqual([])
  })

  it('reads the pairing URI', () => {
    const uri = 'wc:01bbada0f1d4@2?expiryTimestamp=1795245741&relay-protocol=irn&symKey=e25c'
    expect(pairingExpiryOf(uri)).toBe(1795245741000)
    expect(pairingTopicOf(uri)).toBe('01bbada0f1d4')
    expect(pairingExpiryOf('wc:abc@2?symKey=1')).toBeUndefined()
  })

  it('names the peer wallet and its deep link', () => {
    const icon = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(recentWalletOf({ name: 'Foyer Dev Wallet', url: 'http://127.0.0.1:5174/wc', icons: [icon] })).toEqual({
      id: 'wc:127.0.0.1:5174',
      name: 'Foyer Dev Wallet',
      imageUrl: icon,
    })
    // A peer's icons are usually URLs on its own server: not fetched, the first data: URI among them is used.
    expect(
      recentWalletOf({ name: 'Far Wallet', url: 'https://far.example', icons: ['https://far.example/icon.png', icon] }),
    ).toEqual({ id: 'wc:far.example', name: 'Far Wallet', imageUrl: icon })
    expect(recentWalletOf({ name: 'Far Wallet', icons: ['https://far.example/icon.png'] })).not.toHaveProperty(
      'imageUrl',
    )
    expect(recentWalletOf({ name: 'My Wallet', url: 'not a url' })).toEqual({ id: 'wc:my-wallet', name: 'My Wallet' })
    expect(recentWalletOf(undefined)).toEqual({ id: 'wc:walletconnect', name: 'WalletConnect' })
    expect(linkingOf(undefined, { name: 'W', redirect: { native: 'w://' } })).toEqual({ name: 'W', href: 'w://' })
    expect(linkingOf({ name: 'Chosen', href: 'c://' }, { name: 'W', redirect: { native: 'w://' } })).toEqual({
      name: 'Chosen',
      href: 'c://',
    })
    expect(linkingOf(undefined, { name: 'W' })).toBeUndefined()
    // The bare wc: link the person opened: the answering wallet's redirect names it better, when it has one.
    expect(
      linkingOf(
        { name: 'WalletConnect', href: GENERIC_WC_LINK },
        { name: 'W', redirect: { universal: 'https://w.example' } },
      ),
    ).toEqual({ name: 'W', href: 'https://w.example' })
    expect(linkingOf({ name: 'WalletConnect', href: GENERIC_WC_LINK }, { name: 'W' })).toEqual({
      name: 'WalletConnect',
      href: 'wc:',
    })
  })

  it("CONNECT_SUCCESS's method: 'mobile' once the person opened a deep link (any tab's link), else 'qrcode'", () => {
    expect(methodOf(undefined)).toBe('qrcode')
    expect(methodOf({ name: 'WalletConnect', href: GENERIC_WC_LINK })).toBe('mobile')
    expect(methodOf({ name: 'W', href: 'w://' })).toBe('mobile')
  })

  it('normalises chain ids and recognises refusals', () => {
    expect([
      chainReferenceOf(31338),
      chainReferenceOf('0x7a6a'),
      chainReferenceOf('eip155:1'),
      chainReferenceOf('solana:abc'),
      chainReferenceOf({}),
    ]).toEqual(['31338', '31338', '1', 'abc', undefined])
    expect(isWcRejection({ code: 5000, message: 'User rejected.' })).toBe(true)
    expect(isWcRejection(new Error('Proposal expired'))).toBe(false)
  })
})

describe('client wiring without a relay', () => {
  const relayUrl = 'ws://127.0.0.1:9'

  it('offers WalletConnect in the first section when configured, and nothing when not', async () => {
    const withWc = createFoyerClient({
      networks: [foyerDevnet, foyerSolanaDevnet],
      storage: createMemoryStorage(),
      projectId: 'foyer-test',
      walletConnect: { relayUrl },
    })
    await withWc.start()
    expect(withWc.getWalletSections()[0]).toMatchObject({
      name: 'walletConnect',
      wallets: [{ id: 'walletConnect', chains: ['eip155', 'solana'] }],
    })
    const without = createFoyerClient({ networks: [foyerDevnet], storage: createMemoryStorage() })
    expect(without.getWalletSections().map((s) => s.name)).not.toContain('walletConnect')
    await expect(without.connectWalletConnect()).rejects.toMatchObject({ code: 'CONNECTOR_NOT_FOUND' })
  })

  it('start() without the marker never loads the SDK and clears stale WalletConnect entries', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.connection,
      JSON.stringify([{ namespace: 'eip155', connectorId: 'walletConnect', walletId: 'wc:x' }]),
    )
    let loaded = false
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [foyerDevnet],
          storage,
          projectId: 'foyer-test',
          walletConnect: { relayUrl },
        },
        {
          wcLoadSdk: async () => {
            loaded = true
            throw new Error('must not load')
          },
        },
      ),
    )
    expect(client.stores.accounts.getState().eip155!.status).toBe('reconnecting')
    await client.start()
    expect(loaded).toBe(false)
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(storage.getItem(STORAGE_KEYS.connection)).toBeNull()
  })

  it('a marker whose SDK cannot load leaves the namespaces disconnected', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.connection,
      JSON.stringify([{ namespace: 'eip155', connectorId: 'walletConnect', walletId: 'wc:x' }]),
    )
    storage.setItem(WC_STORAGE_KEYS.marker, JSON.stringify({ namespaces: ['eip155'] }))
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [foyerDevnet],
          storage,
          logLevel: 'silent',
          projectId: 'foyer-test',
          walletConnect: { relayUrl },
        },
        {
          wcLoadSdk: async () => {
            throw new Error('offline')
          },
        },
      ),
    )
    await client.start()
    expect(client.stores.accounts.getState().eip155!.status).toBe('disconnected')
    expect(client.stores.connection.getState().status).toBe('disconnected')
    expect(storage.getItem(STORAGE_KEYS.connection)).toBeNull()
  })

  it('an SDK that fails to load rejects with CONNECT_FAILED and a retry loads it again', async () => {
    let loads = 0
    const client = createFoyerClient(
      withTestSwitches(
        {
          networks: [foyerDevnet],
          storage: createMemoryStorage(),
          projectId: 'foyer-test',
          walletConnect: { relayUrl },
        },
        {
          wcLoadSdk: async () => {
            loads++
            throw new Error('chunk failed to load')
          },
        },
      ),
    )
    for (let i = 0; i < 2; i++) {
      const error = await client.connectWalletConnect().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(FoyerError)
      expect((error as Error).message).toBe(ErrorText.CONNECT_FAILED)
      expect(client.stores.connection.getState()).toMatchObject({
        status: 'disconnected',
        error: ErrorText.CONNECT_FAILED,
        wcError: false,
      })
    }
    expect(loads).toBe(2)
  })

  it('resetWcConnection clears the spec fields, the transactions and the stored deeplink', () => {
    const storage = createMemoryStorage()
    const client = createFoyerClient({
      networks: [foyerDevnet],
      storage,
      projectId: 'foyer-test',
      walletConnect: { relayUrl },
    })
    storage.setItem(WC_STORAGE_KEYS.deepLink, JSON.stringify({ name: 'W', href: 'w://' }))
    storage.setItem(WC_STORAGE_KEYS.recentWallet, JSON.stringify({ id: 'wc:w' }))
    client.stores.send.setState({ status: 'pending', id: '0x1' })
    client.stores.connection.setState({
      status: 'connecting',
      wcUri: 'wc:1@2',
      wcPairingExpiry: 1,
      wcLinking: { name: 'W', href: 'w://' },
      recentWallet: { id: 'wc:w' },
      wcError: true,
      buffering: true,
    })
    client.resetWcConnection()
    expect(client.stores.connection.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      wcError: false,
      buffering: false,
    })
    expect(client.stores.send.getState()).toMatchObject({ status: 'idle', id: undefined })
    expect(storage.getItem(WC_STORAGE_KEYS.deepLink)).toBeNull()
    expect(storage.getItem(WC_STORAGE_KEYS.recentWallet)).toBeNull()
  })
})

describe('bundle hygiene', () => {
  it('no non-test source of @foyer/core imports @walletconnect/* statically', () => {
    const root = join(import.meta.dirname, '..')
    const files: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path)
      }
    }
    walk(root)
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      expect(source, file).not.toMatch(/^\s*import[^(]*from\s+['"]@walletconnect\//m)
      expect(source, file).not.toMatch(/^\s*export[^(]*from\s+['"]@walletconnect\//m)
    }
  })
})
