// Sign-in (SIWX) over WalletConnect with the real wallet side: Foyer's client ↔ @foyer/devnet's dev relay ↔
// @foyer/dev-wallet's WalletKit wallet, anvil behind the EVM verifier. EVM-only networks pair with a one-click sign-in
// (wc_sessionAuthenticate, one CACAO per chain); with a Solana chain too, the proposal connects and the sign-in follows
// over the session. Every session is checked by the real verifiers (@foyer/evm, @foyer/solana). Nothing leaves 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPublicClient, http, verifyMessage } from 'viem'
import {
  getFreePort,
  startDevnet,
  startWalletConnectRelay,
  walletConnectSdkRequire,
  type Devnet,
  type WalletConnectRelay,
} from '@foyer/devnet'
import { createEvmSiwxVerifier } from '@foyer/evm'
import { createSolanaSiwxVerifier } from '@foyer/solana'
import type { DevWalletApprovalRequest } from '@foyer/dev-wallet'
import { withTestSwitches } from '../testing.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { defineChain } from '../chains/define-chain.js'
import { createMemoryStorage } from '../storage.js'
import { ErrorText, UserRejectedError } from '../errors.js'
import { createDefaultSiwx } from '../siwx/create-default-siwx.js'
import { createLocalSiwxStorage, SIWX_STORAGE_KEY } from '../siwx/local-storage.js'
import { parseSiweMessage } from '../siwx/siwe-parse-message.js'
import { wcMemoryStorage } from './test/wc-memory-storage.js'
import type { ChainDefinition, FoyerClient, FoyerEvent, FoyerStorage, ViewName } from '../types.js'
import type { SIWXSession } from '../siwx/types.js'
import type { WcKeyValueStorage } from './types.js'
import { waitForUri } from './test/wait-for-uri.js'

const require = walletConnectSdkRequire()
const loadSdk = async () => require('@walletconnect/universal-provider') as unknown
process.env.DISABLE_GLOBAL_CORE = 'true'
process.env.IS_VITEST = 'true'

const DOMAIN = 'foyer.test'
const URI = 'https://foyer.test/app'
const STATEMENT = 'Sign in to the Foyer test app'

type DevWalletKitModule = typeof import('@foyer/dev-wallet/walletconnect')
let kitModule: DevWalletKitModule
let relay: WalletConnectRelay
let devnet: Devnet
let chain: ChainDefinition

beforeAll(async () => {
  kitModule = await import('@foyer/dev-wallet/walletconnect')
  relay = await startWalletConnectRelay({ port: await getFreePort(), quiet: true })
  devnet = await startDevnet({ port: await getFreePort(), seed: false })
  chain = defineChain({
    id: devnet.chainId,
    name: 'Anvil',
    network: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.rpcUrl] } },
  })
}, 60_000)

afterAll(async () => {
  await relay?.stop()
  await devnet?.stop()
})

function solanaChain(rpcUrl: string) {
  return defineChain({
    id: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
    chainNamespace: 'solana',
    name: 'Sol',
    network: 'sol',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

async function makeKit(
  options: { answer?: () => boolean; oneClickSignIn?: boolean; solana?: { rpcUrl: string; chains: string[] } } = {},
) {
  const asked: DevWalletApprovalRequest[] = []
  const signed: { chain: string; message: string; signature: string }[][] = []
  const kit = await kitModule.createDevWalletKit({
    relayUrl: relay.url,
    evmChains: [{ id: devnet.chainId, name: 'Anvil', rpcUrl: devnet.rpcUrl }],
    ...(options.solana ? { solana: options.solana } : {}),
    storage: kitModule.createMemoryWalletConnectStorage(),
    customStoragePrefix: `kit-${Math.random()}`,
    ...(options.oneClickSignIn === undefined ? {} : { oneClickSignIn: options.oneClickSignIn }),
    approve: async (request) => {
      asked.push(request)
      return options.answer?.() ?? true
    },
  })
  kit.on('authenticate_answered', (_dapp, approved, list) => {
    if (approved) signed.push([...list])
  })
  const kindOf = (r: DevWalletApprovalRequest) => ('kind' in r ? r.kind : r.method)
  return { kit, asked, signed, kinds: () => asked.map(kindOf) }
}

function makeClient(
  networks: ChainDefinition[],
  stores: { storage?: FoyerStorage; wcStorage?: WcKeyValueStorage } = {},
) {
  const storage = stores.storage ?? createMemoryStorage()
  const wcStorage = stores.wcStorage ?? wcMemoryStorage()
  const solanaVerifier = createSolanaSiwxVerifier()
  const client = createFoyerClient(
    withTestSwitches(
      {
        networks,
        storage,
        siwx: createDefaultSiwx({
          storage: createLocalSiwxStorage({ storage }),
          messenger: {
            domain: DOMAIN,
            uri: URI,
            statement: STATEMENT,
            formatters: { solana: solanaVerifier.formatMessage },
          },
          verifiers: [createEvmSiwxVerifier({ networks }), solanaVerifier],
        }),
        projectId: 'foyer-test',
        walletConnect: { relayUrl: relay.url },
        logLevel: 'silent',
      },
      { walletConnectTestMode: true, wcStorage, wcLoadSdk: loadSdk },
    ),
  )
  const views: ViewName[] = []
  client.stores.router.subscribe((state) => views.push(state.view))
  const events: FoyerEvent[] = []
  client.subscribeEvents((event) => events.push(event))
  return { client, storage, wcStorage, views, events }
}

const storedSessions = (storage: FoyerStorage): SIWXSession[] =>
  JSON.parse(storage.getItem(SIWX_STORAGE_KEY) ?? '[]') as SIWXSession[]

describe('WalletConnect one-click sign-in (session authenticate), EVM-only networks', () => {
  it('connects and signs in with one answer: the CACAO becomes a verified session, no sign view, restored after a reload', async () => {
    const { kit, asked, signed, kinds } = await makeKit()
    const { client, storage, wcStorage, views, events } = makeClient([chain])
    let restored: FoyerClient | undefined
    // The wallet's answer arrives on the SDK's response topic, not the pairing's: the view still learns of it.
    let buffered = false
    client.stores.connection.subscribe((state) => {
      if (state.buffering && state.status === 'connecting') buffered = true
    })
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      const address = kit.addresses.evm
      expect(client.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address })
      expect(buffered).toBe(true)
      expect(client.stores.connection.getState().buffering).toBe(false)
      // One question to the person: the sign-in request (no proposal card, no personal_sign afterwards).
      expect(kinds()).toEqual(['wc_authenticate'])
      expect(asked[0]).toMatchObject({
        domain: DOMAIN,
        statement: STATEMENT,
        chains: [chain.caipNetworkId],
        account: address,
      })

      await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('signed'), { timeout: 10_000 })
      const session = client.stores.siwx.getState().session!
      // The exact text WalletKit's formatAuthMessage wrote and the dev key signed.
      expect(signed).toHaveLength(1)
      expect(session.message).toBe(signed[0]![0]!.message)
      expect(session.signature).toBe(signed[0]![0]!.signature)
      expect(session.cacao).toMatchObject({
        h: { t: 'caip122' },
        s: { t: 'eip191', s: session.signature },
        p: { iss: `did:pkh:${chain.caipNetworkId}:${address}`, domain: DOMAIN, aud: URI },
      })
      const fields = parseSiweMessage(session.message)
      expect(fields).toMatchObject({
        domain: DOMAIN,
        uri: URI,
        address,
        chainId: devnet.chainId,
        nonce: session.data.nonce,
      })
      // The wallet added the methods it authorizes (ReCap) to the statement and resources.
      expect(fields.statement).toMatch(new RegExp(`^${STATEMENT} I further authorize`))
      expect(fields.resources?.at(-1)).toMatch(/^urn:recap:/)
      expect(session.data).toMatchObject({
        accountAddress: address,
        chainId: chain.caipNetworkId,
        domain: DOMAIN,
        uri: URI,
        statement: fields.statement,
      })

      expect(await createEvmSiwxVerifier({ networks: [chain] }).verify(session)).toBe(true)
      expect(
        await verifyMessage({
          address: address as `0x${string}`,
          message: session.message,
          signature: session.signature as `0x${string}`,
        }),
      ).toBe(true)
      // The verifier is not a rubber stamp: the same signature under another nonce does not hold.
      expect(
        await createEvmSiwxVerifier({ networks: [chain] }).verify({
          ...session,
          data: { ...session.data, nonce: 'abcdefgh1234' },
          message: session.message.replace(session.data.nonce, 'abcdefgh1234'),
        }),
      ).toBe(false)

      expect(storedSessions(storage)).toEqual([JSON.parse(JSON.stringify(session))])
      expect(views).not.toContain('SIWXSignMessage')
      expect(client.stores.modal.getState().open).toBe(false)
      expect(events.filter((e) => e.event === 'SIWX_AUTH_SUCCESS')).toHaveLength(1)

      // Reload: the WalletConnect session and the sign-in both come back without asking the wallet anything.
      client.destroy()
      const again = makeClient([chain], { storage, wcStorage })
      restored = again.client
      await restored.start()
      await vi.waitFor(
        () => expect(restored!.stores.accounts.getState().eip155).toMatchObject({ status: 'connected', address }),
        { timeout: 10_000 },
      )
      await vi.waitFor(() => expect(restored!.stores.siwx.getState().status).toBe('signed'), { timeout: 10_000 })
      expect(again.views).not.toContain('SIWXSignMessage')
      // The restored session reads through the app's RPC (the rpcMap kept for it), i.e. anvil.
      const rpc = createPublicClient({ transport: http(devnet.rpcUrl) })
      const blockNumber = (await restored.request({ method: 'eth_blockNumber' }, 'eip155')) as string
      expect(BigInt(blockNumber)).toBe(await rpc.getBlockNumber())
      await restored.request({ method: 'personal_sign', params: ['0x6869', address] }, 'eip155')
      expect(kinds()).toEqual(['wc_authenticate', 'personal_sign'])
      expect(asked).toHaveLength(2)
    } finally {
      client.destroy()
      restored?.destroy()
      await kit.disconnect().catch(() => undefined)
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })

  it('a sign-in request the wallet rejects is declined like a rejected proposal, and nothing is stored', async () => {
    const { kit, kinds } = await makeKit({ answer: () => false })
    const { client, storage, events } = makeClient([chain])
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      connecting.catch(() => undefined)
      await kit.pair(await waitForUri(client))
      await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
      expect(kinds()).toEqual(['wc_authenticate'])
      expect(client.stores.connection.getState()).toMatchObject({
        status: 'disconnected',
        rejected: true,
        error: ErrorText.CONNECT_FAILED,
      })
      expect(client.stores.accounts.getState().eip155?.status ?? 'disconnected').toBe('disconnected')
      expect(storage.getItem(SIWX_STORAGE_KEY)).toBeNull()
      expect(client.stores.siwx.getState().status).not.toBe('signed')
      expect(events.some((e) => e.event === 'USER_REJECTED')).toBe(true)
      expect(kit.sessions()).toEqual([])
    } finally {
      client.destroy()
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })

  it('a wallet without one-click sign-in answers the proposal that comes with it: connected, then signed after connect', async () => {
    const { kit, kinds } = await makeKit({ oneClickSignIn: false })
    const { client, storage, views } = makeClient([chain])
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      expect(kinds()).toEqual(['wc_proposal'])
      await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'), { timeout: 10_000 })
      expect(views.at(-1)).toBe('SIWXSignMessage')
      const session = await client.siwx.signIn()
      expect(kinds()).toEqual(['wc_proposal', 'personal_sign'])
      expect(session.cacao).toBeUndefined()
      expect(await createEvmSiwxVerifier({ networks: [chain] }).verify(session)).toBe(true)
      expect(client.stores.siwx.getState().status).toBe('signed')
      expect(storedSessions(storage)).toHaveLength(1)
    } finally {
      client.destroy()
      await kit.disconnect().catch(() => undefined)
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })
})

describe('WalletConnect sign-in after connect, EVM and Solana networks', () => {
  it('the proposal connects both namespaces, then client.siwx.signIn() signs over the session on eip155 and on solana', async () => {
    // Signing needs no Solana RPC: a port nothing listens on.
    const sol = solanaChain(`http://127.0.0.1:${await getFreePort()}`)
    const { kit, kinds } = await makeKit({
      solana: { rpcUrl: sol.rpcUrls.default.http[0]!, chains: [sol.caipNetworkId] },
    })
    const { client, storage, views } = makeClient([chain, sol])
    try {
      await client.start()
      const connecting = client.connectWalletConnect()
      await kit.pair(await waitForUri(client))
      await connecting
      // No one-click: WalletConnect's authenticate is eip155-only, so the normal proposal is used.
      expect(kinds()).toEqual(['wc_proposal'])
      expect(client.stores.accounts.getState().solana).toMatchObject({
        status: 'connected',
        address: kit.addresses.solana,
      })
      await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'), { timeout: 10_000 })
      expect(views.at(-1)).toBe('SIWXSignMessage')

      const evmSession = await client.siwx.signIn()
      expect(evmSession.data.chainId).toBe(chain.caipNetworkId)
      expect(await createEvmSiwxVerifier({ networks: [chain] }).verify(evmSession)).toBe(true)
      expect(
        await verifyMessage({
          address: kit.addresses.evm as `0x${string}`,
          message: evmSession.message,
          signature: evmSession.signature as `0x${string}`,
        }),
      ).toBe(true)

      await client.switchNetwork(sol.caipNetworkId)
      await vi.waitFor(() => expect(client.stores.siwx.getState().status).toBe('unsigned'), { timeout: 10_000 })
      const solSession = await client.siwx.signIn()
      expect(solSession.data).toMatchObject({ chainId: sol.caipNetworkId, accountAddress: kit.addresses.solana })
      expect(solSession.message).toMatch(
        new RegExp(`^${DOMAIN} wants you to sign in with your Solana account:\n${kit.addresses.solana}`),
      )
      expect(await createSolanaSiwxVerifier().verify(solSession)).toBe(true)
      // Tampered: another statement under the same signature.
      expect(
        await createSolanaSiwxVerifier().verify({
          ...solSession,
          message: solSession.message.replace(STATEMENT, 'Something else'),
          data: { ...solSession.data, statement: 'Something else' },
        }),
      ).toBe(false)
      expect(kinds()).toEqual(['wc_proposal', 'personal_sign', 'solana_signMessage'])
      expect(
        storedSessions(storage)
          .map((s) => s.data.chainId)
          .sort(),
      ).toEqual([chain.caipNetworkId, sol.caipNetworkId].sort())
    } finally {
      client.destroy()
      await kit.disconnect().catch(() => undefined)
      await kit.walletKit.core.relayer.transportClose().catch(() => undefined)
    }
  })
})
