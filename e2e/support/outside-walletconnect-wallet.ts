// A WalletConnect wallet written here, not by Foyer's dev wallet: plain WalletKit (@reown/walletkit 1.6.0 on
// @walletconnect/core 2.25.0) in the test process, as a phone wallet would run it, signing with a viem local account
// and sending through anvil. It serves only the first devnet (eip155:31337), so the session it approves is narrower
// than what the demo proposes (both anvils and Solana, all optional). The specs use it to check that Foyer's
// WalletConnect side leans on nothing but the protocol: no dev-wallet code is loaded here.
import type { WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { createWalletClient, defineChain, getAddress, http, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { wcMemoryStorage } from '../../packages/core/src/walletconnect/test/wc-memory-storage.js'
import { walletConnectSdkRequire } from '../../packages/devnet/src/walletconnect/node-sdk.js'

export const OUTSIDE_WC_WALLET = 'Outside WC Wallet'
/** anvil's dev account 5: no other spec uses it, so its balance and nonce are this spec's alone. */
export const OUTSIDE_WC_ACCOUNT = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const PRIVATE_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba'
export const OUTSIDE_WC_CHAIN = 'eip155:31337'

const METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']
const EVENTS = ['accountsChanged', 'chainChanged']

export interface OutsideWalletRequest {
  topic: string
  chainId: string
  method: string
  params: unknown
}

export interface OutsideWalletConnectWallet {
  /** Pairs with a `wc:` URI and resolves with the session the wallet approved for the proposal that comes over it. */
  pair(uri: string): Promise<SessionTypes.Struct>
  /** Every session request the wallet got, oldest first (answered or refused). */
  readonly requests: readonly OutsideWalletRequest[]
  /** What the proposals asked for: the chains of each namespace, required and optional together. */
  readonly proposedChains: readonly string[][]
  /** Requests the SDK made off 127.0.0.1 (none is expected: the test switch keeps it off WalletConnect's hosts). */
  readonly offLoopback: readonly string[]
  /** Ends every session from the wallet's side, as a person's "Disconnect" in the wallet would. */
  disconnect(): Promise<void>
  /** Closes the relay socket (so the worker can exit) and puts the real fetch back. */
  stop(): Promise<void>
}

/** A JSON-RPC error as the wallet answers it (code and message go back to the app as they are). */
const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code })

const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname)

/** Starts the wallet against the dev relay at `relayUrl`; it sends transactions to anvil at `rpcUrl` (chain 31337). */
export async function startOutsideWalletConnectWallet({
  relayUrl,
  rpcUrl,
}: {
  relayUrl: string
  rpcUrl: string
}): Promise<OutsideWalletConnectWallet> {
  if (!isLoopback(relayUrl) || !isLoopback(rpcUrl)) throw new Error(`not loopback: ${relayUrl}, ${rpcUrl}`)
  // The SDK's own test switch keeps it off WalletConnect's hosts (Verify, WalletKit's INIT event); it is read at call
  // time, so setting it before the clients exist is enough. DISABLE_GLOBAL_CORE keeps this Core apart from any other
  // in the process (the SDK otherwise shares one through globalThis).
  process.env.IS_VITEST = 'true'
  process.env.DISABLE_GLOBAL_CORE = 'true'
  // Whatever the SDK (or viem) fetches is checked to stay on loopback, as useBrowser checks the page.
  const offLoopback: string[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!isLoopback(url)) offLoopback.push(url)
    return realFetch(input, init)
  }) as typeof fetch

  // Vitest's workers would load the SDK's ESM builds, which break in Node: this installs a loader hook that hands out
  // its CommonJS builds instead. The SDK is then imported dynamically (a static import would be linked before it), and
  // through import() rather than require(), so WalletKit's own ESM imports pass the hook too.
  walletConnectSdkRequire()
  const { Core } = await import('@walletconnect/core')
  const { WalletKit } = await import('@reown/walletkit')
  const { buildApprovedNamespaces, getSdkError } = await import('@walletconnect/utils')

  const account = privateKeyToAccount(PRIVATE_KEY)
  const walletClient = createWalletClient({
    account,
    chain: defineChain({
      id: 31337,
      name: 'anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: http(rpcUrl),
  })

  const core = new Core({
    relayUrl,
    projectId: 'outside-wc-wallet',
    telemetryEnabled: false,
    logger: 'silent',
    storage: wcMemoryStorage(),
    customStoragePrefix: 'outside-wc-wallet',
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: OUTSIDE_WC_WALLET,
      description: 'A WalletKit wallet outside Foyer',
      url: 'http://127.0.0.1:4998',
      // As a wallet in the wild has it: on its own web server. The modal must not fetch it (useBrowser's afterEach checks
      // that every request stayed on loopback).
      icons: ['https://outside-wallet.example/icon.png'],
    },
  })

  const requests: OutsideWalletRequest[] = []
  const proposedChains: string[][] = []
  const approvedWaiters: ((session: SessionTypes.Struct) => void)[] = []
  const failedWaiters: ((error: Error) => void)[] = []

  kit.on('session_proposal', ({ id, params }: WalletKitTypes.SessionProposal) => {
    void (async () => {
      proposedChains.push(
        [...Object.values(params.requiredNamespaces), ...Object.values(params.optionalNamespaces ?? {})].flatMap(
          (ns) => ns.chains ?? [],
        ),
      )
      try {
        // What the wallet can serve, intersected with the proposal by the SDK's own helper: only 31337 survives.
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: {
              chains: [OUTSIDE_WC_CHAIN],
              methods: METHODS,
              events: EVENTS,
              accounts: [`${OUTSIDE_WC_CHAIN}:${OUTSIDE_WC_ACCOUNT}`],
            },
          },
        })
        const session = await kit.approveSession({ id, namespaces })
        approvedWaiters.splice(0).forEach((resolve) => resolve(session))
      } catch (error) {
        await kit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') }).catch(() => {})
        failedWaiters.splice(0).forEach((reject) => reject(error instanceof Error ? error : new Error(String(error))))
      }
    })()
  })

  async function answer(chainId: string, method: string, params: unknown): Promise<unknown> {
    if (chainId !== OUTSIDE_WC_CHAIN)
      throw rpcError(getSdkError('UNSUPPORTED_CHAINS').code, `No account on ${chainId}.`)
    switch (method) {
      case 'personal_sign': {
        const [message, address] = params as [Hex, string]
        if (getAddress(address) !== account.address) throw rpcError(4100, `Not this wallet's account: ${address}`)
        return account.signMessage({ message: { raw: message } })
      }
      case 'eth_sendTransaction': {
        const [tx] = params as [Record<string, Hex | undefined>]
        if (!tx.from || getAddress(tx.from) !== account.address)
          throw rpcError(4100, `Not this wallet's account: ${tx.from}`)
        // The fees and gas the app shows are the ones used, as wallets do when the app suggests them.
        return walletClient.sendTransaction({
          ...(tx.to ? { to: getAddress(tx.to) } : {}),
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
          ...(tx.maxFeePerGas ? { maxFeePerGas: BigInt(tx.maxFeePerGas) } : {}),
          ...(tx.maxPriorityFeePerGas ? { maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas) } : {}),
          ...(tx.gasPrice && !tx.maxFeePerGas ? { gasPrice: BigInt(tx.gasPrice) } : {}),
        } as Parameters<typeof walletClient.sendTransaction>[0])
      }
      default:
        // Approved as part of the namespace, but nothing here answers it: refused the way the SDK names it.
        throw rpcError(getSdkError('UNSUPPORTED_METHODS').code, getSdkError('UNSUPPORTED_METHODS', method).message)
    }
  }

  kit.on('session_request', ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    void (async () => {
      const { chainId, request } = params
      requests.push({ topic, chainId, method: request.method, params: request.params })
      let response:
        | { id: number; jsonrpc: '2.0'; result: unknown }
        | {
            id: number
            jsonrpc: '2.0'
            error: { code: number; message: string }
          }
      try {
        response = { id, jsonrpc: '2.0', result: await answer(chainId, request.method, request.params) }
      } catch (error) {
        const code = (error as { code?: unknown }).code
        response = {
          id,
          jsonrpc: '2.0',
          error: {
            code: typeof code === 'number' ? code : -32603,
            message: error instanceof Error ? error.message : String(error),
          },
        }
      }
      // The session may have ended meanwhile; the app then never hears back, which is what a real wallet does too.
      await kit.respondSessionRequest({ topic, response }).catch(() => {})
    })()
  })

  return {
    async pair(uri) {
      const approved = new Promise<SessionTypes.Struct>((resolve, reject) => {
        approvedWaiters.push(resolve)
        failedWaiters.push(reject)
      })
      await kit.pair({ uri })
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no session proposal came over the pairing within 15 s')), 15_000)
      })
      try {
        return await Promise.race([approved, timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    requests,
    proposedChains,
    offLoopback,
    async disconnect() {
      for (const topic of Object.keys(kit.getActiveSessions()))
        await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    async stop() {
      await core.relayer.transportClose().catch(() => {})
      globalThis.fetch = realFetch
    },
  }
}
