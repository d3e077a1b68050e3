// core's createServerSiwx with a real Foyer client on Bitcoin against a real @foyer/server: the Bitcoin adapter, the
// Foyer Dev Wallet's Bitcoin account (Wallet Standard, its own BIP-322 signer) and the server's verify route. The
// session the server holds is the payment address's, on the regtest chain, and a host backend reading the cookie
// finds it. The chain itself is never asked: signing in needs no Esplora.
import { bitcoinDevnetChain, createBitcoinAdapter } from '@foyer/bitcoin'
import { createFoyerClient, createMemoryStorage, createServerSiwx, type FoyerClient } from '@foyer/core'
import { createDevBitcoinWallet } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer, type FoyerServer } from '../../start-server.js'
import { TEST_ORIGIN, TEST_PROJECT, testConfig } from '../../test/server-fixture.js'
import { verifySession } from '../../verify/verify-session.js'

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const NOWHERE = 'http://127.0.0.1:9'
const PAGE = { domain: new URL(TEST_ORIGIN).host, uri: `${TEST_ORIGIN}/` }

let server: FoyerServer
beforeAll(async () => {
  server = await startServer(
    testConfig({
      chains: [{ id: REGTEST, rpcUrls: [NOWHERE] }],
      projects: [{ id: TEST_PROJECT, allowedOrigins: [TEST_ORIGIN], rateLimitPerMinute: 1_000_000, chains: [REGTEST] }],
    }),
  )
}, 60_000)
afterAll(async () => {
  await server?.close()
})
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

/** A fetch that keeps the server's cookie, as a browser does for `credentials: 'include'`. */
function browserLikeFetch(): typeof fetch & { cookie: () => string | undefined } {
  let cookie: string | undefined
  const jarFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (cookie) headers.set('cookie', cookie)
    headers.set('origin', TEST_ORIGIN)
    const response = await fetch(input, { ...init, headers })
    const set = response.headers.get('set-cookie')
    if (set) cookie = /Max-Age=0/.test(set) ? undefined : set.split(';')[0]
    return response
  }
  return Object.assign(jarFetch as typeof fetch, { cookie: () => cookie })
}

describe('createServerSiwx on Bitcoin', () => {
  it('signs in the dev wallet’s payment address with BIP-322; the server holds the session', async () => {
    const wallet = createDevBitcoinWallet({
      esploraUrl: NOWHERE,
      chain: 'bitcoin:regtest',
      accountIndex: 0,
      approve: async () => true,
      origin: TEST_ORIGIN,
    })
    cleanups.push(getWallets().register(wallet))
    const browser = browserLikeFetch()
    const foyer: FoyerClient = createFoyerClient({
      networks: [bitcoinDevnetChain(NOWHERE)],
      adapters: [createBitcoinAdapter({ registerWaitMs: 200 })],
      storage: createMemoryStorage(),
      siwx: createServerSiwx({ url: server.url, projectId: TEST_PROJECT, messenger: PAGE, fetch: browser }),
      logLevel: 'silent',
      platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    })
    cleanups.push(() => foyer.destroy())
    await foyer.start()

    await foyer.connect('bitcoin:Foyer Dev Wallet', { namespace: 'bip122' })
    await vi.waitFor(() => expect(foyer.stores.siwx.getState().status).toBe('unsigned'))
    const session = await foyer.siwx.signIn()
    const address = wallet.devWallet.address
    expect(session.data).toMatchObject({ accountAddress: address, chainId: REGTEST })
    expect(session.message).toContain(`wants you to sign in with your Bitcoin account:\n${address}`)

    const cookie = browser.cookie()!
    expect(await verifySession({ headers: { cookie } }, { db: server.context.database.db })).toMatchObject({
      ok: true,
      address,
      chainId: REGTEST,
    })
    const again = await foyer.options.siwx!.getSessions(REGTEST, address)
    expect(again.map((s) => s.message)).toEqual([session.message])
  })
})
