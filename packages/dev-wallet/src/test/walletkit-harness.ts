// The WalletKit dev wallet against the real thing: @foyer/devnet's WalletConnect dev relay on a free port, a dapp on
// @walletconnect/sign-client 2.25.0, and anvil for the transactions. No relay is faked.
//
// The SDK's own test switch keeps it off WalletConnect's hosts (Verify, WalletKit's INIT event). It is read at call
// time, so setting it before any client is created is enough; every fetch is also checked to stay on 127.0.0.1.
import { getFreePort, startDevnet, startWalletConnectRelay, walletConnectSdkRequire, type Devnet } from '@foyer/devnet'
import type { SignClient as SignClientType } from '@walletconnect/sign-client'
import { afterAll, beforeAll, expect } from 'vitest'
import { FOYER_SOLANA_DEVNET_CHAIN } from '../create-dev-solana-wallet.js'
import type { DevWalletApprovalRequest } from '../types.js'
import type { DevWalletKit } from '../walletconnect/create-dev-wallet-kit.js'
import { createMemoryWalletConnectStorage } from '../walletconnect/memory-storage.js'

process.env.IS_VITEST = 'true'
process.env.DISABLE_GLOBAL_CORE = 'true'

export const SOLANA_CHAIN = FOYER_SOLANA_DEVNET_CHAIN

type Dapp = Awaited<ReturnType<typeof SignClientType.init>>

export type WalletKitHarness = {
  dapp: Dapp
  wallet: DevWalletKit
  devnet: Devnet
  chainId: number
  /** Every card the wallet asked the person about, oldest first. */
  approvals: DevWalletApprovalRequest[]
  /** The person's answer to each card (default: approve everything). */
  answer: (request: DevWalletApprovalRequest) => boolean
  /** While set, proposals and requests wait for it (a card the person has not answered yet). */
  heldAnswer: Promise<boolean> | undefined
  /** The dapp proposes an EVM + Solana session over a new pairing, the wallet pairs; resolves with the session. */
  connect(): ReturnType<Awaited<ReturnType<Dapp['connect']>>['approval']>
  /** Stops everything, then checks that no request left loopback. */
  stop(): Promise<void>
}

/** Starts a relay, anvil, a dapp and the WalletKit wallet (Node only: the SDK is loaded from its CommonJS builds). */
export async function startWalletKitHarness(): Promise<WalletKitHarness> {
  const offLoopback: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') offLoopback.push(url.href)
    return realFetch(input, init)
  }) as typeof fetch
  const [relay, devnet] = await Promise.all([
    startWalletConnectRelay({ port: await getFreePort(), quiet: true }),
    startDevnet({ port: await getFreePort(), seed: false }),
  ])
  const chainId = devnet.chainId
  const { SignClient } = walletConnectSdkRequire()('@walletconnect/sign-client') as {
    SignClient: typeof SignClientType
  }
  const dapp = await SignClient.init({
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    telemetryEnabled: false,
    logger: 'silent',
    storage: createMemoryWalletConnectStorage(),
    metadata: { name: 'Foyer Test Dapp', description: 'dev-wallet test', url: 'http://127.0.0.1:4999', icons: [] },
  })
  const { createDevWalletKit } = await import('../walletconnect/create-dev-wallet-kit.js')
  const harness: WalletKitHarness = {
    dapp,
    devnet,
    chainId,
    approvals: [],
    answer: () => true,
    heldAnswer: undefined,
    wallet: await createDevWalletKit({
      relayUrl: relay.url,
      evmChains: [{ id: chainId, name: 'Foyer Devnet', rpcUrl: devnet.rpcUrl }],
      // Nothing here sends to Solana; the URL is never contacted.
      solana: { rpcUrl: 'http://127.0.0.1:9', chains: [SOLANA_CHAIN] },
      storage: createMemoryWalletConnectStorage(),
      url: 'http://127.0.0.1:5173',
      approve: async (request) => {
        harness.approvals.push(request)
        if (harness.heldAnswer) return harness.heldAnswer
        return harness.answer(request)
      },
    }),
    async connect() {
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
      await harness.wallet.pair(uri!)
      return approval()
    },
    async stop() {
      await harness.wallet.disconnect().catch(() => {})
      await Promise.allSettled([
        dapp.core.relayer.transportClose(),
        harness.wallet.walletKit.core.relayer.transportClose(),
      ])
      await Promise.allSettled([relay.stop(), devnet.stop()])
      globalThis.fetch = realFetch
      expect(offLoopback).toEqual([])
    },
  }
  return harness
}

/** One harness for the enclosing describe block: started before its tests, stopped (and checked) after them. */
export function useWalletKitHarness(): () => WalletKitHarness {
  let harness: WalletKitHarness | undefined
  beforeAll(async () => {
    harness = await startWalletKitHarness()
  }, 60_000)
  afterAll(() => harness?.stop())
  return () => harness!
}
