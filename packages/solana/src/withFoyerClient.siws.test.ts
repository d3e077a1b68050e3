// Sign In With Solana in a real @foyer/core client with createDefaultSiwx and no verifier given: the client takes the
// adapter's. The Foyer Dev Wallet signs in with solana:signIn; a wallet without it falls back to signMessage on the
// text the verifier's formatMessage writes. Both sessions must verify and be kept.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FoyerClient } from '@foyer/core'
import { createDefaultSiwx, createFoyerClient, createLocalSiwxStorage, createMemoryStorage } from '@foyer/core'
import { createDevSolanaWallet } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString } from '@wallet-standard/base'
import { solanaDevnetChain } from './chains.js'
import { SOLANA_MAINNET_REFERENCE } from './constants.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { parseSiwsMessage } from './siws/parseSiwsMessage.js'
import { createTestSolanaWallet } from './test/test-solana-wallet.js'

const LOCAL = solanaDevnetChain('http://127.0.0.1:1', '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx')
const CHAINS = [LOCAL.caipNetworkId as IdentifierString]
// Mainnet's CAIP-2 id behind an unreachable RPC: nothing leaves the machine, and the message must name it 'mainnet'.
const MAINNET_ID = solanaDevnetChain('http://127.0.0.1:1', SOLANA_MAINNET_REFERENCE)

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function client(network = LOCAL): Promise<FoyerClient> {
  const storage = createMemoryStorage()
  const c = createFoyerClient({
    networks: [network],
    adapters: [createSolanaAdapter({ registerWaitMs: 200 })],
    storage,
    siwx: createDefaultSiwx({
      storage: createLocalSiwxStorage({ storage }),
      messenger: { domain: 'localhost:5173', uri: 'http://localhost:5173/', statement: 'Sign in to the Foyer demo' },
    }),
    logLevel: 'silent',
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  })
  cleanups.push(() => c.destroy())
  await c.start()
  return c
}

describe('Sign In With Solana in a Foyer client', () => {
  it("signs in with the dev wallet's solana:signIn and keeps the verified session", async () => {
    const signInRequests: string[] = []
    const wallet = createDevSolanaWallet({
      rpcUrl: 'http://127.0.0.1:1',
      chains: CHAINS,
      accountIndex: 0,
      approve: async (request) => {
        if (request.kind === 'solana_signIn') signInRequests.push(request.message)
        return true
      },
      origin: 'http://localhost:5173',
    })
    cleanups.push(getWallets().register(wallet))
    const foyer = await client()
    await foyer.connect('solana:Foyer Dev Wallet', { namespace: 'solana' })
    await vi.waitFor(() => expect(foyer.stores.siwx.getState().status).toBe('unsigned'))

    const session = await foyer.siwx.signIn()
    expect(signInRequests).toEqual([session.message])
    expect(session.data).toMatchObject({
      accountAddress: wallet.devWallet.address,
      chainId: LOCAL.caipNetworkId,
      domain: 'localhost:5173',
    })
    expect(parseSiwsMessage(session.message)).toMatchObject({
      address: wallet.devWallet.address,
      chainId: '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx',
    })
    expect(foyer.stores.siwx.getState().status).toBe('signed')
    expect(foyer.siwx.getSession()).toEqual(session)
    expect(await foyer.options.siwx!.getSessions(LOCAL.caipNetworkId, wallet.devWallet.address)).toEqual([session])
  })

  it("falls back to signMessage on the verifier's SIWS text for a wallet without solana:signIn", async () => {
    const wallet = await createTestSolanaWallet({
      name: 'Sign Only Wallet',
      chains: [MAINNET_ID.caipNetworkId as IdentifierString],
    })
    cleanups.push(getWallets().register(wallet))
    const foyer = await client(MAINNET_ID)
    await foyer.connect('solana:Sign Only Wallet', { namespace: 'solana' })
    await vi.waitFor(() => expect(foyer.stores.siwx.getState().status).toBe('unsigned'))

    const session = await foyer.siwx.signIn()
    expect(wallet.test.calls).toContain('signMessage')
    expect(session.message).toMatch(/^localhost:5173 wants you to sign in with your Solana account:\n/)
    // The cluster's name, as formatSiwsMessageFromSiwx writes it (a generic CAIP-122 text would carry the reference).
    expect(parseSiwsMessage(session.message)).toMatchObject({
      address: wallet.test.signers[0]!.address,
      chainId: 'mainnet',
    })
    expect(session.data.chainId).toBe(MAINNET_ID.caipNetworkId)
    expect(foyer.stores.siwx.getState().status).toBe('signed')
    expect(
      await foyer.options.siwx!.getSessions(MAINNET_ID.caipNetworkId, wallet.test.signers[0]!.address),
    ).toHaveLength(1)
  })
})
