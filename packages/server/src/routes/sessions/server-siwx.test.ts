// core's createServerSiwx against a real @foyer/server listening on a free port: the §4 flow of a real Foyer client
// (Solana adapter, the Foyer Dev Wallet's solana:signIn) ends with a session the server holds and a host backend can
// check; and the SIWXConfig contract on EVM (server nonce, server verification, me, sign-out, setSessions).
import {
  createFoyerClient,
  createMemoryStorage,
  createServerSiwx,
  parseSiweMessage,
  ServerSiwxError,
  type FoyerClient,
} from '@foyer/core'
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { createDevSolanaWallet } from '@foyer/dev-wallet'
import { createSolanaAdapter, solanaDevnetChain } from '@foyer/solana'
import { getWallets } from '@wallet-standard/app'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer, type FoyerServer } from '../../start-server.js'
import { TEST_ORIGIN, TEST_PROJECT } from '../../test/server-fixture.js'
import { verifySession } from '../../verify/verify-session.js'
import { EVM_CHAIN, SOLANA_CHAIN, sessionsTestConfig } from './test/sign-in-fixtures.js'

const alice = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const PAGE = { domain: new URL(TEST_ORIGIN).host, uri: `${TEST_ORIGIN}/` }

/** A fetch that keeps cookies per origin, as a browser does for `credentials: 'include'`. */
function browserLikeFetch(): typeof fetch & { cookies: Map<string, string> } {
  const cookies = new Map<string, string>()
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const headers = new Headers(init.headers)
    const held = cookies.get(url.host)
    if (held) headers.set('cookie', held)
    headers.set('origin', TEST_ORIGIN)
    const response = await fetch(url, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) {
      const pair = set.split(';')[0]!
      if (/Max-Age=0/.test(set)) cookies.delete(url.host)
      else cookies.set(url.host, pair)
    }
    return response
  }
  return Object.assign(jarFetch as typeof fetch, { cookies })
}

let anvil: Devnet
let server: FoyerServer
beforeAll(async () => {
  anvil = await startDevnet({ port: await getFreePort(), seed: false })
  server = await startServer(sessionsTestConfig(anvil.rpcUrl))
}, 60_000)
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

describe('createServerSiwx', () => {
  it('runs the sign-in flow of a Foyer client with the Foyer Dev Wallet, the session held by the server', async () => {
    const reference = SOLANA_CHAIN.slice('solana:'.length)
    const network = solanaDevnetChain('http://127.0.0.1:1', reference)
    const wallet = createDevSolanaWallet({
      rpcUrl: 'http://127.0.0.1:1',
      chains: [SOLANA_CHAIN as `${string}:${string}`],
      accountIndex: 0,
      approve: async () => true,
      origin: TEST_ORIGIN,
    })
    cleanups.push(getWallets().register(wallet))
    const browser = browserLikeFetch()
    const storage = createMemoryStorage()
    const foyer: FoyerClient = createFoyerClient({
      networks: [network],
      adapters: [createSolanaAdapter({ registerWaitMs: 200 })],
      storage,
      siwx: createServerSiwx({ url: server.url, projectId: TEST_PROJECT, messenger: PAGE, fetch: browser }),
      logLevel: 'silent',
      platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    })
    cleanups.push(() => foyer.destroy())
    await foyer.start()

    await foyer.connect('solana:Foyer Dev Wallet', { namespace: 'solana' })
    // §4.1–2: no session on the server yet, so the sign view is asked for.
    await vi.waitFor(() => expect(foyer.stores.siwx.getState().status).toBe('unsigned'))
    const nonce = foyer.stores.siwx.getState().message!.nonce
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)

    const session = await foyer.siwx.signIn()
    expect(foyer.stores.siwx.getState().status).toBe('signed')
    expect(session.data).toMatchObject({ accountAddress: wallet.devWallet.address, chainId: SOLANA_CHAIN, nonce })
    // The browser got an httpOnly cookie, and a host backend reading it finds the same account.
    const cookie = browser.cookies.get(new URL(server.url).host)!
    expect(await verifySession({ headers: { cookie } }, { db: server.context.database.db })).toMatchObject({
      ok: true,
      address: wallet.devWallet.address,
      chainId: SOLANA_CHAIN,
    })

    // A new client in the same browser finds the session on the server and does not ask again.
    const again = await foyer.options.siwx!.getSessions(SOLANA_CHAIN as `${string}:${string}`, wallet.devWallet.address)
    expect(again).toHaveLength(1)
    expect(again[0]!.message).toBe(session.message)

    await foyer.siwx.signOut()
    expect(await verifySession({ headers: { cookie } }, { db: server.context.database.db })).toMatchObject({
      ok: false,
      reason: 'revoked',
    })
  })

  it('signs in on EVM with a server nonce, refuses a replay, and signs out', async () => {
    const browser = browserLikeFetch()
    const siwx = createServerSiwx({ url: server.url, projectId: TEST_PROJECT, messenger: PAGE, fetch: browser })
    const message = await siwx.createMessage({ accountAddress: alice.address.toLowerCase(), chainId: EVM_CHAIN })
    const text = message.toString()
    expect(parseSiweMessage(text)).toMatchObject({ address: alice.address, chainId: 31337, nonce: message.nonce })
    expect(await siwx.getSessions(EVM_CHAIN, alice.address)).toEqual([])

    const { toString: _toString, ...data } = message
    const session = { data, message: text, signature: await alice.signMessage({ message: text }) }
    await siwx.addSession(session)
    expect(await siwx.getSessions(EVM_CHAIN, alice.address.toLowerCase())).toEqual([
      expect.objectContaining({ message: text, signature: session.signature }),
    ])
    // Another account or chain has no session here.
    expect(await siwx.getSessions('eip155:1', alice.address)).toEqual([])

    // The same signed message again: the server has spent its nonce.
    const replay = siwx.addSession(session)
    await expect(replay).rejects.toBeInstanceOf(ServerSiwxError)
    await expect(replay).rejects.toMatchObject({ status: 401, reason: 'nonce' })

    // setSessions keeps the held session when it is listed, and signs out on an empty list.
    await siwx.setSessions([session])
    expect(await siwx.getSessions(EVM_CHAIN, alice.address)).toHaveLength(1)
    await siwx.setSessions([])
    expect(await siwx.getSessions(EVM_CHAIN, alice.address)).toEqual([])
  })

  it('refuses a message for an origin the project does not allow, with the reason', async () => {
    const siwx = createServerSiwx({
      url: server.url,
      projectId: TEST_PROJECT,
      messenger: { domain: 'evil.example', uri: 'https://evil.example/' },
      fetch: browserLikeFetch(),
    })
    const message = await siwx.createMessage({ accountAddress: alice.address, chainId: EVM_CHAIN })
    const { toString: _toString, ...data } = message
    const text = message.toString()
    await expect(
      siwx.addSession({ data, message: text, signature: await alice.signMessage({ message: text }) }),
    ).rejects.toMatchObject({ status: 401, reason: 'domain' })
  })

  it('says so when the project is unknown', async () => {
    const siwx = createServerSiwx({ url: server.url, projectId: 'nobody', messenger: PAGE, fetch: browserLikeFetch() })
    await expect(siwx.createMessage({ accountAddress: alice.address, chainId: EVM_CHAIN })).rejects.toMatchObject({
      status: 401,
      message: 'Unknown projectId',
    })
  })
})
