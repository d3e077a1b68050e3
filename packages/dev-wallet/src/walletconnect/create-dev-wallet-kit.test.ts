// The WalletKit dev wallet against the real thing: @foyer/devnet's WalletConnect dev relay on a free port, a dapp on
// @walletconnect/sign-client 2.25.0, and anvil for the transaction. No relay is faked here: until `startWalletConnectRelay`
// is exported by @foyer/devnet these tests are skipped (and say so), and they run as soon as it is.
//
// The SDK's own test switch keeps it off WalletConnect's hosts (Verify, WalletKit's INIT event). It is read at call
// time, so setting it before any client is created is enough; every fetch is also checked to stay on 127.0.0.1.
process.env.IS_VITEST = 'true'

import { ed25519 } from '@noble/curves/ed25519'
import { getAddressEncoder, getBase58Decoder, getBase58Encoder, type Address as SolanaAddress } from '@solana/kit'
import type { SignClient as SignClientType } from '@walletconnect/sign-client'
import * as devnetModule from '@foyer/devnet'
import { getFreePort, startDevnet, walletConnectSdkRequire, type Devnet } from '@foyer/devnet'
import { createPublicClient, http, parseEther, toHex, verifyMessage, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FOYER_SOLANA_DEVNET_CHAIN } from '../create-dev-solana-wallet.js'
import { devAccount } from '../dev-keys.js'
import type { DevWalletApprovalRequest } from '../types.js'
import type { DevWalletKit } from './create-dev-wallet-kit.js'
import { createMemoryWalletConnectStorage } from './memory-storage.js'

// Node only: the SDK is loaded from its CommonJS builds (see @foyer/devnet's walletConnectSdkRequire for why).
const require = walletConnectSdkRequire()
process.env.DISABLE_GLOBAL_CORE = 'true'

type Relay = { url: string; stop(): Promise<void> }
// Looked up rather than imported by name so this file compiles before the relay is exported; typed as the relay's API.
const startWalletConnectRelay = (
  devnetModule as unknown as {
    startWalletConnectRelay?: (options: { port: number; quiet?: boolean }) => Promise<Relay>
  }
).startWalletConnectRelay
if (!startWalletConnectRelay)
  console.warn(
    '[dev-wallet] @foyer/devnet does not export startWalletConnectRelay yet: the WalletConnect tests are skipped.',
  )

type Dapp = Awaited<ReturnType<typeof SignClientType.init>>

const SOLANA_CHAIN = FOYER_SOLANA_DEVNET_CHAIN
const offLoopback: string[] = []
const realFetch = globalThis.fetch

describe.skipIf(!startWalletConnectRelay)('createDevWalletKit over the dev relay', () => {
  let relay: Relay
  let devnet: Devnet
  let dapp: Dapp
  let wallet: DevWalletKit
  let chainId: number
  const approvals: DevWalletApprovalRequest[] = []
  let answer: (request: DevWalletApprovalRequest) => boolean = () => true
  /** While set, proposals and requests wait for it (a card the person has not answered yet). */
  let heldAnswer: Promise<boolean> | undefined

  beforeAll(async () => {
    globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') offLoopback.push(url.href)
      return realFetch(input, init)
    }) as typeof fetch
    ;[relay, devnet] = await Promise.all([
      startWalletConnectRelay!({ port: await getFreePort(), quiet: true }),
      startDevnet({ port: await getFreePort(), seed: false }),
    ])
    chainId = devnet.chainId
    const { SignClient } = require('@walletconnect/sign-client') as { SignClient: typeof SignClientType }
    dapp = await SignClient.init({
      relayUrl: relay.url,
      projectId: 'foyer-dev',
      telemetryEnabled: false,
      logger: 'silent',
      storage: createMemoryWalletConnectStorage(),
      metadata: { name: 'Foyer Test Dapp', description: 'dev-wallet test', url: 'http://127.0.0.1:4999', icons: [] },
    })
    const { createDevWalletKit } = await import('./create-dev-wallet-kit.js')
    wallet = await createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [{ id: chainId, name: 'Foyer Devnet', rpcUrl: devnet.rpcUrl }],
      // Nothing here sends to Solana; the URL is never contacted.
      solana: { rpcUrl: 'http://127.0.0.1:9', chains: [SOLANA_CHAIN] },
      storage: createMemoryWalletConnectStorage(),
      url: 'http://127.0.0.1:5173',
      approve: async (request) => {
        approvals.push(request)
        if (heldAnswer) return heldAnswer
        return answer(request)
      },
    })
  }, 60_000)

  afterAll(async () => {
    await wallet?.disconnect().catch(() => {})
    await Promise.allSettled([dapp?.core.relayer.transportClose(), wallet?.walletKit.core.relayer.transportClose()])
    await Promise.allSettled([relay?.stop(), devnet?.stop()])
    globalThis.fetch = realFetch
    expect(offLoopback).toEqual([])
  })

  async function connect() {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: {
          chains: [`eip155:${chainId}`],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
        },
        solana: { chains: [SOLANA_CHAIN], methods: ['solana_signMessage', 'solana_signTransaction'], events: [] },
      },
    })
    expect(uri).toMatch(/^wc:/)
    await wallet.pair(uri!)
    return approval()
  }

  it('pairs, shows the proposal, and the approved session carries the dev addresses', async () => {
    answer = () => true
    const session = await connect()
    const evm = devAccount(0).address
    const solana = wallet.addresses.solana!
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:${chainId}:${evm}`])
    expect(session.namespaces.solana!.accounts).toEqual([`${SOLANA_CHAIN}:${solana}`])
    const proposal = approvals.find((r) => 'kind' in r && r.kind === 'wc_proposal')
    expect(proposal).toMatchObject({
      kind: 'wc_proposal',
      dapp: { name: 'Foyer Test Dapp', url: 'http://127.0.0.1:4999' },
      chains: expect.arrayContaining([`eip155:${chainId}`, SOLANA_CHAIN]),
      methods: expect.arrayContaining(['personal_sign', 'solana_signMessage']),
    })
    expect(wallet.sessions()).toEqual([
      expect.objectContaining({ topic: session.topic, dapp: expect.objectContaining({ name: 'Foyer Test Dapp' }) }),
    ])

    // personal_sign: approved through the same callback, signature verifies for the dev account.
    const message = 'Hello from the Foyer test dapp'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: `eip155:${chainId}`,
      request: { method: 'personal_sign', params: [toHex(message), evm] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: evm, message, signature })).toBe(true)
    expect(approvals.at(-1)).toMatchObject({ method: 'personal_sign', origin: 'http://127.0.0.1:4999' })

    // eth_sendTransaction: signed in the wallet, sent to anvil, mined; the recipient's balance moves by the value.
    const client = createPublicClient({ transport: http(devnet.rpcUrl) })
    const to = devAccount(5).address
    const before = await client.getBalance({ address: to })
    const hash = (await dapp.request({
      topic: session.topic,
      chainId: `eip155:${chainId}`,
      request: { method: 'eth_sendTransaction', params: [{ from: evm, to, value: toHex(parseEther('1.5')) }] },
    })) as `0x${string}`
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await client.getBalance({ address: to })) - before).toBe(parseEther('1.5'))

    // solana_signMessage: base58 in, { signature: base58 } out, an ed25519 signature by the Solana dev key.
    const bytes = new TextEncoder().encode('Hello Solana over WalletConnect')
    const result = (await dapp.request({
      topic: session.topic,
      chainId: SOLANA_CHAIN,
      request: { method: 'solana_signMessage', params: { message: getBase58Decoder().decode(bytes), pubkey: solana } },
    })) as { signature: string }
    const publicKey = getAddressEncoder().encode(solana as SolanaAddress)
    expect(
      ed25519.verify(Uint8Array.from(getBase58Encoder().encode(result.signature)), bytes, Uint8Array.from(publicKey)),
    ).toBe(true)

    // A rejected request reaches the dapp as 4001.
    answer = (request) => !('method' in request && request.method === 'personal_sign')
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method: 'personal_sign', params: [toHex('no'), evm] },
      }),
    ).rejects.toMatchObject({ code: 4001 })
    answer = () => true

    // wallet_switchEthereumChain to a chain outside the session: 4902.
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: `eip155:${chainId}`,
        request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
      }),
    ).rejects.toMatchObject({ code: 4902 })

    // Disconnect from the wallet's side reaches the dapp.
    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)))
    await wallet.disconnect(session.topic)
    expect(await deleted).toBe(session.topic)
    expect(wallet.sessions()).toEqual([])
  }, 60_000)

  it('a rejected proposal reaches the dapp as a rejection', async () => {
    answer = (request) => !('kind' in request && request.kind === 'wc_proposal')
    await expect(connect()).rejects.toMatchObject({ message: expect.stringMatching(/reject/i) })
    expect(wallet.sessions()).toEqual([])
    answer = () => true
  }, 30_000)

  it('a proposal the dapp withdraws while the card is open is reported, and answering it sends nothing', async () => {
    const answered: boolean[] = []
    const withdrawn: string[] = []
    const offAnswered = wallet.on('proposal_answered', (_, approved) => answered.push(approved))
    const offWithdrawn = wallet.on('proposal_withdrawn', (dapp) => withdrawn.push(dapp.name))
    try {
      // The card stays open until the test answers it.
      let release!: (approved: boolean) => void
      heldAnswer = new Promise<boolean>((resolve) => (release = resolve))
      const before = approvals.length
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: { eip155: { chains: [`eip155:${chainId}`], methods: ['personal_sign'], events: [] } },
      })
      approval().catch(() => undefined)
      await wallet.pair(uri!)
      await expect.poll(() => approvals.length).toBe(before + 1)
      // The dapp gives up on it (a new QR code, or its view closed): it deletes the pairing (wc_pairingDelete).
      await dapp.core.pairing.disconnect({ topic: uri!.slice(3, uri!.indexOf('@')) })
      await expect.poll(() => withdrawn).toEqual(['Foyer Test Dapp'])
      release(false)
      await expect.poll(() => withdrawn).toEqual(['Foyer Test Dapp', 'Foyer Test Dapp'])
      expect(answered).toEqual([])

      // A proposal that is answered is reported once the answer is on its way.
      heldAnswer = undefined
      answer = (request) => !('kind' in request && request.kind === 'wc_proposal')
      await expect(connect()).rejects.toMatchObject({ message: expect.stringMatching(/reject/i) })
      expect(answered).toEqual([false])
    } finally {
      heldAnswer = undefined
      answer = () => true
      offAnswered()
      offWithdrawn()
    }
  }, 30_000)

  it('switching accounts updates the session and sends accountsChanged', async () => {
    const session = await connect()
    const changed = new Promise<unknown>((resolve) =>
      dapp.on('session_event', ({ params }) => {
        if (params.event.name === 'accountsChanged') resolve(params.event.data)
      }),
    )
    await wallet.switchAccount(2)
    const next: Address = devAccount(2).address
    expect(await changed).toEqual([next])
    expect(wallet.sessions()[0]!.accounts).toContain(`eip155:${chainId}:${next}`)
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: `eip155:${chainId}`,
      request: { method: 'personal_sign', params: [toHex('after switch'), next] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: next, message: 'after switch', signature })).toBe(true)
    await wallet.switchAccount(0)
    await wallet.disconnect()
  }, 60_000)
})
