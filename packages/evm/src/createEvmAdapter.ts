// The EVM adapter as core sees it. This file and what it imports stay free of wagmi and viem: `setup()` loads the
// wagmi side (session.ts) and `getBalance` its viem reader on first use, so a host's first page carries neither.
import type { AdapterContext, BalanceResult, ChainAdapter } from '@foyer/core'
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_RECONNECT_TIMEOUT_MS, FoyerError } from '@foyer/core'
import type { Config } from '@wagmi/core'
import type { BalanceReader } from './balance.js'
import { DEFAULT_ANNOUNCE_WAIT_MS } from './constants.js'
import type { EvmSession } from './session.js'
import { createLazySend } from './send/lazy.js'
import type { EvmTokenLists } from './send/token-list.js'
import { createEvmSiwxVerifier, isSmartAccount } from './siwe/lazy.js'

export { DEFAULT_ANNOUNCE_WAIT_MS, LEGACY_INJECTED_ID } from './constants.js'

export interface EvmAdapterOptions {
  /** The host's own wagmi config; used as it is (its chains, transports, connectors and storage). */
  wagmiConfig?: Config
  /** Passed to `createConfig`: skip hydration and EIP-6963 connectors until `setup` runs in the browser. */
  ssr?: boolean
  /** How long a wallet may leave a connect or switch-network prompt unanswered (default core's DEFAULT_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number
  /** How long restoring a connection after reload may take before it counts as not restored. */
  reconnectTimeoutMs?: number
  /** How long `reconnect` waits for an EIP-6963 wallet that announces itself a moment after page load. */
  announceWaitMs?: number
  /** The ERC-20s offered by Send, per chain id (a chain has no list of its tokens to ask). */
  tokens?: EvmTokenLists
}

export interface EvmAdapter extends ChainAdapter {
  readonly namespace: 'eip155'
  /** The wagmi config the adapter connects through: the host's, or the one `setup` built. */
  readonly wagmiConfig: Config
  signMessage(args: { message: string; address: string }): Promise<string>
  readonly siwxVerifier: NonNullable<ChainAdapter['siwxVerifier']>
  isSmartAccount: NonNullable<ChainAdapter['isSmartAccount']>
  getTokenBalances: NonNullable<ChainAdapter['getTokenBalances']>
  isValidAddress: NonNullable<ChainAdapter['isValidAddress']>
  estimateSendFee: NonNullable<ChainAdapter['estimateSendFee']>
  sendToken: NonNullable<ChainAdapter['sendToken']>
  getTransactionStatus: NonNullable<ChainAdapter['getTransactionStatus']>
  destroy(): void
}

/** The EVM adapter: EIP-6963 and injected wallets through @wagmi/core, balances through viem. */
export function createEvmAdapter(options: EvmAdapterOptions = {}): EvmAdapter {
  let ctx: AdapterContext | undefined
  let ready: Promise<void> | undefined
  let session: EvmSession | undefined
  let lifetime = new AbortController()
  let balances: Promise<BalanceReader> | undefined
  const send = createLazySend({ tokens: options.tokens, session: () => started('WALLET_NOT_CONNECTED') })

  /** The session once `setup` finished; before that, the error the call would have met without a wallet. */
  async function started(code: 'NO_CONNECTION_CLIENT' | 'WALLET_NOT_CONNECTED'): Promise<EvmSession> {
    await ready
    if (!session) throw new FoyerError(code)
    return session
  }

  const adapter: EvmAdapter = {
    namespace: 'eip155',
    // The client's networks arrive in setup(); the verifier reads them at each check. Both load on first use.
    siwxVerifier: createEvmSiwxVerifier({ networks: () => ctx?.networks ?? [] }),
    isSmartAccount,

    get wagmiConfig(): Config {
      const config = session?.config ?? options.wagmiConfig
      if (!config)
        throw new Error('@foyer/evm: wagmiConfig is available after setup(), or pass your own to createEvmAdapter')
      return config
    },

    setup(context: AdapterContext): Promise<void> {
      if (ready) return ready
      ctx = context
      if (lifetime.signal.aborted) lifetime = new AbortController()
      const { signal } = lifetime
      const wagmiSide = import('./session.js').then(async ({ startEvmSession }) => {
        // Destroyed while loading: nothing may start listening for a client that is gone.
        if (signal.aborted) return
        session = await startEvmSession(
          context,
          {
            hostConfig: options.wagmiConfig,
            ssr: options.ssr ?? false,
            connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
            reconnectTimeoutMs: options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS,
            announceWaitMs: options.announceWaitMs ?? DEFAULT_ANNOUNCE_WAIT_MS,
          },
          signal,
        )
      })
      ready = Promise.all([wagmiSide, send.preload()]).then(() => undefined)
      return ready
    },

    async connect(args) {
      return (await started('NO_CONNECTION_CLIENT')).connect(args)
    },

    async reconnect(args) {
      return (await started('NO_CONNECTION_CLIENT')).reconnect(args)
    },

    async disconnect() {
      await (await started('NO_CONNECTION_CLIENT')).disconnect()
    },

    async switchNetwork(network) {
      await (await started('NO_CONNECTION_CLIENT')).switchNetwork(network)
    },

    async getBalance(args): Promise<BalanceResult> {
      balances ??= import('./balance.js').then((m) => m.createBalanceReader())
      return (await balances).read(args)
    },

    getTokenBalances: send.getTokenBalances,
    isValidAddress: send.isValidAddress,
    estimateSendFee: send.estimateSendFee,
    sendToken: send.sendToken,
    getTransactionStatus: send.getTransactionStatus,

    async request(args) {
      return (await started('WALLET_NOT_CONNECTED')).request(args)
    },

    async signMessage(args) {
      return (await started('WALLET_NOT_CONNECTED')).signMessage(args)
    },

    destroy() {
      lifetime.abort()
      session?.destroy()
      void balances?.then((reader) => reader.clear())
      send.clear()
      ctx = undefined
    },
  }
  return adapter
}
