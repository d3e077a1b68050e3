// Sign-in on bip122 in a real @foyer/core client with createDefaultSiwx and no verifier given: the client takes the
// adapter's (BIP-322) and its CAIP-122 text. The Foyer Dev Wallet's Bitcoin account signs with bitcoin:signMessage
// (BIP-322 simple); the session must verify, be kept, and a tampered one be dropped.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FoyerClient, SIWXSession } from '@foyer/core'
import { createDefaultSiwx, createFoyerClient, createLocalSiwxStorage, createMemoryStorage } from '@foyer/core'
import { createDevBitcoinWallet } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import { verifyBitcoinMessage } from './bip322/verifyBitcoinMessage.js'
import { bitcoinDevnetChain } from './chains.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { BITCOIN_REFERENCES, networkInfoOf } from './networks.js'

// Only the wallet and the messages: the Esplora URL is never called.
const LOCAL = bitcoinDevnetChain('http://127.0.0.1:1')

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

async function client(): Promise<FoyerClient> {
  const storage = createMemoryStorage()
  const c = createFoyerClient({
    networks: [LOCAL],
    adapters: [createBitcoinAdapter({ registerWaitMs: 200 })],
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

describe('sign-in on bip122 in a Foyer client', () => {
  it('signs the CAIP-122 text with BIP-322 in the dev wallet and keeps the verified session', async () => {
    const signed: string[] = []
    const wallet = createDevBitcoinWallet({
      chain: 'bitcoin:regtest',
      accountIndex: 0,
      approve: async (request) => {
        if (request.kind === 'bitcoin_signMessage') signed.push(new TextDecoder().decode(request.message))
        return true
      },
      origin: 'http://localhost:5173',
    })
    cleanups.push(getWallets().register(wallet))
    const foyer = await client()
    await foyer.connect('bitcoin:Foyer Dev Wallet', { namespace: 'bip122' })
    await vi.waitFor(() => expect(foyer.stores.siwx.getState().status).toBe('unsigned'))

    const session = await foyer.siwx.signIn()
    expect(signed).toEqual([session.message])
    expect(session.message).toMatch(
      new RegExp(
        `^localhost:5173 wants you to sign in with your Bitcoin account:\\n${wallet.devWallet.address}\\n\\nSign in to the Foyer demo\\n\\nURI: http://localhost:5173/\\nVersion: 1\\nChain ID: ${BITCOIN_REFERENCES.regtest}\\nNonce: `,
      ),
    )
    expect(session.data).toMatchObject({ accountAddress: wallet.devWallet.address, chainId: LOCAL.caipNetworkId })
    const network = networkInfoOf(BITCOIN_REFERENCES.regtest)!
    expect(
      verifyBitcoinMessage({
        address: wallet.devWallet.address,
        message: session.message,
        signature: session.signature,
        network,
      }),
    ).toEqual({ valid: true, format: 'simple' })
    expect(foyer.stores.siwx.getState().status).toBe('signed')
    expect(await foyer.options.siwx!.getSessions(LOCAL.caipNetworkId, wallet.devWallet.address)).toEqual([session])

    const tampered: SIWXSession = { ...session, data: { ...session.data, nonce: 'Another123' } }
    await expect(foyer.options.siwx!.addSession(tampered)).rejects.toThrow(
      'The sign-in signature does not match the message',
    )
  })
})
