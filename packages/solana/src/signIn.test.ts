// Sign-in through the adapter (signIn.ts) with the real Foyer Dev Wallet registered in the real @wallet-standard/app
// registry: canSignIn, signIn (solana:signIn) and the signMessage fallback, checked with the adapter's own SIWX verifier
// and kit's ed25519.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdapterContext, ChainDefinition, Connector, SIWXMessageData } from '@foyer/core'
import { FoyerError, UserRejectedError, createMemoryStorage, solana } from '@foyer/core'
import { createDevSolanaWallet } from '@foyer/dev-wallet'
import { getWallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet } from '@wallet-standard/base'
import {
  getBase58Encoder,
  getPublicKeyFromAddress,
  address as toAddress,
  verifySignature,
  type SignatureBytes,
} from '@solana/kit'
import { solanaDevnetChain } from './chains.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { formatSiwsMessageFromSiwx } from './siws/formatSiwsMessageFromSiwx.js'
import { createTestSolanaWallet } from './test/test-solana-wallet.js'
import { rejectionOf } from './test/rejection-of.js'

const LOCAL = solanaDevnetChain('http://127.0.0.1:1', '3m18fFd2hPJkop2aCRdB3LS47DSuWbBx')

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function makeContext(networks: ChainDefinition[] = [LOCAL, solana]): AdapterContext {
  const silent = () => {}
  return {
    networks,
    storage: createMemoryStorage(),
    platform: { isDesktop: true, isTelegram: false, os: 'linux' },
    logger: { error: silent, warn: silent, info: silent, debug: silent },
    setConnectors: vi.fn<(connectors: Connector[]) => void>(),
    onAccountsChanged: vi.fn<AdapterContext['onAccountsChanged']>(),
    onChainChanged: vi.fn<AdapterContext['onChainChanged']>(),
    onDisconnect: vi.fn<AdapterContext['onDisconnect']>(),
  }
}

function register(wallet: Wallet) {
  cleanups.push(getWallets().register(wallet))
}

/** The dev wallet; `answers` decides its prompts in order (connect first), approving once they run out. */
function devWallet(answers: boolean[] = []) {
  const wallet = createDevSolanaWallet({
    rpcUrl: 'http://127.0.0.1:1',
    chains: [LOCAL.caipNetworkId as IdentifierString],
    accountIndex: 0,
    approve: async () => answers.shift() ?? true,
    origin: 'http://localhost:5173',
  })
  register(wallet)
  return wallet
}

function start() {
  const adapter = createSolanaAdapter({ registerWaitMs: 200 })
  void adapter.setup(makeContext())
  cleanups.push(() => adapter.destroy())
  return adapter
}

function dataFor(accountAddress: string): SIWXMessageData {
  const issued = new Date()
  return {
    accountAddress,
    chainId: LOCAL.caipNetworkId,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1',
    nonce: 'Kx81Mp03Qr',
    statement: 'Sign in to the Foyer demo',
    issuedAt: issued.toISOString(),
    expirationTime: new Date(issued.getTime() + 600_000).toISOString(),
  }
}

describe('Sign In With Solana through the adapter', () => {
  it('has a solana SIWX verifier', () => {
    expect(start().siwxVerifier.chainNamespace).toBe('solana')
  })

  it('can sign in only while connected to a wallet with solana:signIn', async () => {
    const wallet = devWallet()
    const adapter = start()
    expect(adapter.canSignIn()).toBe(false)
    await adapter.connect({ connectorId: 'solana:Foyer Dev Wallet' })
    expect(adapter.canSignIn()).toBe(true)
    wallet.devWallet.disconnect()
    expect(adapter.canSignIn()).toBe(false)
  })

  it('cannot sign in with a wallet that lacks solana:signIn (it signs messages instead)', async () => {
    register(
      await createTestSolanaWallet({ name: 'No SignIn Wallet', chains: [LOCAL.caipNetworkId as IdentifierString] }),
    )
    const adapter = start()
    await adapter.connect({ connectorId: 'solana:No SignIn Wallet' })
    expect(adapter.canSignIn()).toBe(false)
    const error = await rejectionOf(adapter.signIn(dataFor(adapter.publicKey!)))
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('PROVIDER_NOT_FOUND')
  })

  it("signs in with the wallet's solana:signIn and returns a session the verifier accepts", async () => {
    const wallet = devWallet()
    const adapter = start()
    await adapter.connect({ connectorId: 'solana:Foyer Dev Wallet' })
    const data = dataFor(wallet.devWallet.address)
    const session = await adapter.signIn(data)
    expect(session.message).toBe(formatSiwsMessageFromSiwx(data))
    expect(session.data).toEqual(data)
    expect(session.data.chainId).toBe(LOCAL.caipNetworkId)
    expect(await adapter.siwxVerifier.verify(session)).toBe(true)
    expect(await adapter.siwxVerifier.verify({ ...session, data: { ...data, nonce: 'Another123' } })).toBe(false)
  })

  it('surfaces a refusal in the wallet as UserRejectedError', async () => {
    devWallet([true, false])
    const adapter = start()
    await adapter.connect({ connectorId: 'solana:Foyer Dev Wallet' })
    const error = await rejectionOf(adapter.signIn(dataFor(adapter.publicKey!)))
    expect(error).toBeInstanceOf(UserRejectedError)
  })

  it('will not sign in another account than the connected one', async () => {
    devWallet()
    const adapter = start()
    await adapter.connect({ connectorId: 'solana:Foyer Dev Wallet' })
    const error = await rejectionOf(adapter.signIn(dataFor('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')))
    expect((error as FoyerError).code).toBe('WALLET_NOT_CONNECTED')
    expect(await rejectionOf(start().signIn(dataFor('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')))).toMatchObject({
      code: 'WALLET_NOT_CONNECTED',
    })
  })

  it('signMessage returns the base58 ed25519 signature of the UTF-8 text, which the SIWX verifier accepts as a sign-in', async () => {
    const wallet = devWallet()
    const adapter = start()
    await adapter.connect({ connectorId: 'solana:Foyer Dev Wallet' })
    const data = dataFor(wallet.devWallet.address)
    const message = await adapter.siwxVerifier.formatMessage(data)
    const signature = await adapter.signMessage({ message, address: wallet.devWallet.address })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    const key = await getPublicKeyFromAddress(toAddress(wallet.devWallet.address))
    expect(await verifySignature(key, bytes as SignatureBytes, new TextEncoder().encode(message))).toBe(true)
    expect(await adapter.siwxVerifier.verify({ data, message, signature })).toBe(true)
  })

  it('surfaces a refused signMessage as UserRejectedError', async () => {
    const wallet = devWallet([true, false])
    const adapter = start()
    await adapter.connect({ connectorId: 'solana:Foyer Dev Wallet' })
    const error = await rejectionOf(adapter.signMessage({ message: 'hello', address: wallet.devWallet.address }))
    expect(error).toBeInstanceOf(UserRejectedError)
  })
})
