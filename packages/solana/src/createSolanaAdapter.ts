import type {
  AdapterContext,
  BalanceResult,
  ChainAdapter,
  ChainDefinition,
  ConnectResult,
  Connector,
  SendArgs,
  SIWXMessageData,
  SIWXVerifier,
  TokenBalance,
  TokenInfo,
  TransactionStatus,
} from '@foyer/core'
import { FoyerError, FoyerOptionsError } from '@foyer/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  address as toAddress,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getBase64Decoder,
  isAddress,
  signature as toSignature,
} from '@solana/kit'
import { formatUnits } from './amount.js'
import { chainMatchesNetwork, walletChainFor } from './chains.js'
import { SOL_DECIMALS } from './constants.js'
import { WalletTimeoutError, isRejection, toConnectError, toWalletError, withTimeout } from './errors.js'
import { createRpcCache, rpcUrlOf, type SolanaRpc } from './rpc.js'
import { prepareSolTransfer, prepareSplTransfer, toSplError, type TransactionVersion } from './send.js'
import { lazySolanaSiwxVerifier } from './siws/lazySolanaSiwxVerifier.js'
import { fetchTokenBalances } from './tokens.js'
import {
  connectFeature,
  connectorIdOf,
  disconnectFeature,
  eventsFeature,
  isSolanaRelated,
  isSupportedWallet,
  signAndSendFeature,
  signInFeature,
  signMessageFeature,
  signTransactionFeature,
  solanaAccounts,
  toConnector,
} from './wallets.js'

export interface SolanaAdapterOptions {
  /** How long a wallet may leave a connect prompt unanswered before the attempt fails (default 30 000 ms). */
  connectTimeoutMs?: number
  /** How long `reconnect` waits for a wallet that registers a moment after page load (default 1 500 ms). */
  registerWaitMs?: number
  /** How long a silent reconnect may take before it counts as not restored (default 10 000 ms). */
  reconnectTimeoutMs?: number
  /** Metadata (symbol, name, icon) of SPL mints the host knows; other mints show their shortened address. */
  tokens?: TokenInfo[]
  /** The Wallet Standard registry; defaults to `getWallets()` of `@wallet-standard/app`. */
  wallets?: Wallets
}

export interface SolanaAdapter extends ChainAdapter {
  readonly namespace: 'solana'
  /** The connected account's public key (base58), cleared by a disconnect. */
  readonly publicKey: string | undefined
  /** The Solana network sends and balances use while connected. */
  readonly activeNetwork: ChainDefinition | undefined
  /** Resolves with the base58 ed25519 signature of the UTF-8 `message`. */
  signMessage(args: { message: string; address: string }): Promise<string>
  /** Checks Solana sign-in sessions (Sign In With Solana, ed25519) and writes the text it accepts. */
  readonly siwxVerifier: SIWXVerifier & { formatMessage(data: SIWXMessageData): Promise<string> }
  /** True while connected to a Wallet Standard wallet with `solana:signIn`. */
  canSignIn(): boolean
  signIn(data: SIWXMessageData): Promise<{ message: string; signature: string; data: SIWXMessageData }>
  getTokenBalances(args: { address: string; network: ChainDefinition }): Promise<TokenBalance[]>
  isValidAddress(address: string): boolean
  sendToken(args: SendArgs): Promise<{ id: string }>
  getTransactionStatus(args: { id: string; network: ChainDefinition }): Promise<TransactionStatus>
  destroy(): void
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 30_000
export const DEFAULT_REGISTER_WAIT_MS = 1_500
export const DEFAULT_RECONNECT_TIMEOUT_MS = 10_000

interface Connection {
  wallet: Wallet
  account: WalletAccount
  /** Every Solana account the wallet exposed, the active one first (what core last heard). */
  addresses: string[]
  network: ChainDefinition
  unsubscribe: () => void
}

/** The Solana adapter: Wallet Standard wallets, balances and sends over the network's own RPC with @solana/kit. */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
  const registerWaitMs = options.registerWaitMs ?? DEFAULT_REGISTER_WAIT_MS
  const reconnectTimeoutMs = options.reconnectTimeoutMs ?? DEFAULT_RECONNECT_TIMEOUT_MS
  const knownTokens = options.tokens ?? []

  let ctx: AdapterContext | undefined
  let registry: Wallets | undefined
  let networks: ChainDefinition[] = []
  let connection: Connection | undefined
  /** The network chosen while not connected (switchNetwork before connecting). */
  let selectedNetwork: ChainDefinition | undefined
  /** >0 while the adapter itself connects or disconnects: the caller gets the result, not an event. */
  let ownOperations = 0
  /** Counts connect attempts: only the latest one may act on a late answer. */
  let connectGeneration = 0
  let lastConnectorsKey = ''
  const cleanups: (() => void)[] = []
  const walletListeners = new Map<Wallet, () => void>()
  const rpcs = createRpcCache()

  // ------------------------------------------------------------------------------------------
  // Wallets

  function listWallets(): Wallet[] {
    const seen = new Set<string>()
    const out: Wallet[] = []
    for (const wallet of registry?.get() ?? []) {
      if (!isSolanaRelated(wallet)) continue
      const id = connectorIdOf(wallet)
      if (seen.has(id)) continue
      seen.add(id)
      out.push(wallet)
    }
    return out
  }

  function findWallet(connectorId: string): Wallet | undefined {
    return listWallets().find((w) => connectorIdOf(w) === connectorId)
  }

  function refreshConnectors(): void {
    if (!ctx) return
    const list: Connector[] = listWallets().map(toConnector)
    const key = JSON.stringify(list)
    if (key === lastConnectorsKey) return
    lastConnectorsKey = key
    ctx.setConnectors(list)
  }

  /** A wallet's features or chains may change after registration (it finishes loading): list it again then. */
  function watchWallet(wallet: Wallet): void {
    if (walletListeners.has(wallet)) return
    const events = eventsFeature(wallet)
    if (!events) return
    walletListeners.set(
      wallet,
      events.on('change', (properties) => {
        if (properties.features || properties.chains) refreshConnectors()
      }),
    )
  }

  function onRegister(...wallets: Wallet[]): void {
    for (const wallet of wallets) watchWallet(wallet)
    refreshConnectors()
  }

  function onUnregister(...wallets: Wallet[]): void {
    for (const wallet of wallets) {
      walletListeners.get(wallet)?.()
      walletListeners.delete(wallet)
      if (connection?.wallet === wallet) {
        dropConnection()
        ctx?.onDisconnect()
      }
    }
    refreshConnectors()
  }

  /** Resolves with the wallet once it is registered, or `undefined` after `ms`. */
  function waitForWallet(connectorId: string, ms: number): Promise<Wallet | undefined> {
    const found = findWallet(connectorId)
    if (found || ms <= 0 || !registry) return Promise.resolve(found)
    const wallets = registry
    return new Promise((resolve) => {
      const done = (value: Wallet | undefined) => {
        clearTimeout(timer)
        off()
        resolve(value)
      }
      const off = wallets.on('register', () => {
        const wallet = findWallet(connectorId)
        if (wallet) done(wallet)
      })
      const timer = setTimeout(() => done(findWallet(connectorId)), ms)
    })
  }

  // ------------------------------------------------------------------------------------------
  // Connection

  function chooseNetwork(account: WalletAccount, requested: number | string | undefined): ChainDefinition {
    const wanted = requested === undefined ? undefined : networks.find((n) => String(n.id) === String(requested))
    const listed = (n: ChainDefinition) => account.chains.some((chain) => chainMatchesNetwork(chain, n))
    if (wanted && listed(wanted)) return wanted
    const first = networks.find(listed) ?? wanted ?? selectedNetwork ?? networks[0]
    if (!first) throw new FoyerOptionsError('networks: @foyer/solana needs at least one solana network')
    return first
  }

  function dropConnection(): void {
    connection?.unsubscribe()
    connection = undefined
  }

  function onWalletChange(wallet: Wallet, properties: { accounts?: readonly WalletAccount[] }): void {
    if (!ctx || ownOperations > 0 || connection?.wallet !== wallet || !properties.accounts) return
    const accounts = solanaAccounts(properties.accounts)
    const first = accounts[0]
    if (!first) {
      dropConnection()
      ctx.onDisconnect()
      return
    }
    const addresses = accounts.map((a) => a.address)
    const unchanged =
      addresses.length === connection.addresses.length && addresses.every((a, i) => a === connection!.addresses[i])
    connection.account = first
    connection.addresses = addresses
    if (!unchanged) ctx.onAccountsChanged({ addresses, chainId: connection.network.id })
  }

  function establish(
    wallet: Wallet,
    accounts: readonly WalletAccount[],
    requested?: number | string,
  ): ConnectResult | undefined {
    const usable = solanaAccounts(accounts).filter((a) => isAddress(a.address))
    const account = usable[0]
    if (!account) return undefined
    const network = chooseNetwork(account, requested)
    dropConnection()
    const events = eventsFeature(wallet)
    const unsubscribe = events ? events.on('change', (properties) => onWalletChange(wallet, properties)) : () => {}
    const addresses = usable.map((a) => a.address)
    connection = { wallet, account, addresses, network, unsubscribe }
    selectedNetwork = network
    return { address: account.address, addresses, chainId: network.id }
  }

  async function ownOperation<T>(run: () => Promise<T>): Promise<T> {
    ownOperations++
    try {
      return await run()
    } finally {
      ownOperations--
    }
  }

  function requireConnection(address?: string): Connection {
    if (!connection) throw new FoyerError('WALLET_NOT_CONNECTED')
    if (address !== undefined && address !== connection.account.address) throw new FoyerError('WALLET_NOT_CONNECTED')
    return connection
  }

  function rpcFor(network: ChainDefinition): SolanaRpc {
    return rpcs.get(network)
  }

  /** The transaction version the wallet accepts: legacy when it says so (or says nothing), else v0. */
  function versionFor(wallet: Wallet): TransactionVersion {
    const versions =
      signAndSendFeature(wallet)?.supportedTransactionVersions ??
      signTransactionFeature(wallet)?.supportedTransactionVersions
    if (!versions || versions.includes('legacy')) return 'legacy'
    return 0
  }

  /** Has the wallet sign and submit `transaction`; resolves with the base58 signature. */
  async function signAndSend(conn: Connection, network: ChainDefinition, transaction: Uint8Array): Promise<string> {
    const chain = walletChainFor(conn.account.chains, network) as IdentifierString
    const signAndSendTx = signAndSendFeature(conn.wallet)
    if (signAndSendTx) {
      const [output] = await signAndSendTx.signAndSendTransaction({
        account: conn.account,
        chain,
        transaction,
        options: { commitment: 'confirmed' },
      })
      if (!output?.signature) throw new Error('The wallet answered without a signature')
      return getBase58Decoder().decode(output.signature)
    }
    const signTx = signTransactionFeature(conn.wallet)
    if (!signTx) throw new FoyerError('PROVIDER_NOT_FOUND')
    const [output] = await signTx.signTransaction({ account: conn.account, chain, transaction })
    if (!output?.signedTransaction) throw new Error('The wallet answered without a signed transaction')
    const wire = getBase64Decoder().decode(output.signedTransaction)
    return await rpcFor(network)
      .sendTransaction(wire as Parameters<SolanaRpc['sendTransaction']>[0], {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
  }

  /**
   * A transfer from an account connected elsewhere (a WalletConnect session in core): built here as a legacy
   * transaction (every wallet takes it), signed and submitted by the wallet with solana_signAndSendTransaction.
   */
  async function sendThroughSession(
    args: SendArgs,
    walletRequest: NonNullable<SendArgs['walletRequest']>,
  ): Promise<{ id: string }> {
    const network = networkForSend(args.network)
    const rpc = rpcFor(network)
    const { transaction } = args.token
      ? await prepareSplTransfer(rpc, {
          from: args.address,
          to: args.to,
          amount: args.amount,
          mint: args.token.address,
          decimals: args.token.decimals,
          version: 'legacy',
        })
      : await prepareSolTransfer(rpc, { from: args.address, to: args.to, amount: args.amount, version: 'legacy' })
    try {
      const result = (await walletRequest({
        method: 'solana_signAndSendTransaction',
        params: {
          transaction: getBase64Decoder().decode(transaction),
          sendOptions: { preflightCommitment: 'confirmed' },
        },
      })) as { signature?: unknown } | null
      if (typeof result?.signature !== 'string' || result.signature.length === 0)
        throw new Error('The wallet answered without a signature')
      return { id: result.signature }
    } catch (error) {
      throw args.token && !isRejection(error) ? toSplError(error) : toWalletError(error)
    }
  }

  function networkForSend(requested: ChainDefinition | undefined): ChainDefinition {
    const network = requested ?? connection?.network ?? selectedNetwork ?? networks[0]
    if (!network) throw new FoyerError('NO_ACTIVE_CAIP_NETWORK')
    rpcUrlOf(network)
    return network
  }

  // ------------------------------------------------------------------------------------------
  // The adapter

  const adapter: SolanaAdapter = {
    namespace: 'solana',

    siwxVerifier: lazySolanaSiwxVerifier(),

    get publicKey() {
      return connection?.account.address
    },

    get activeNetwork() {
      return connection?.network ?? selectedNetwork
    },

    setup(context: AdapterContext) {
      if (ctx) return
      ctx = context
      networks = context.networks.filter((n) => n.chainNamespace === 'solana')
      if (networks.length === 0)
        throw new FoyerOptionsError('networks: @foyer/solana needs at least one solana network')
      registry = options.wallets ?? getWallets()
      for (const wallet of registry.get()) watchWallet(wallet)
      cleanups.push(registry.on('register', onRegister), registry.on('unregister', onUnregister))
      refreshConnectors()
    },

    async connect({ connectorId, chainId }) {
      const wallet = findWallet(connectorId)
      if (!wallet) throw new FoyerError('CONNECTOR_NOT_FOUND')
      const connect = connectFeature(wallet)
      if (!connect || !isSupportedWallet(wallet)) throw new FoyerError('PROVIDER_NOT_FOUND')
      return ownOperation(async () => {
        const generation = ++connectGeneration
        const attempt = connect.connect()
        let abandoned = false
        // A prompt answered after we gave up must not leave the wallet connected while the UI reported a failure.
        attempt.then(
          () => {
            if (abandoned && generation === connectGeneration && connection?.wallet !== wallet)
              void disconnectFeature(wallet)
                ?.disconnect()
                .catch(() => undefined)
          },
          () => undefined,
        )
        let accounts: readonly WalletAccount[]
        try {
          const output = await withTimeout(
            attempt,
            connectTimeoutMs,
            () => new WalletTimeoutError('the connection request', connectTimeoutMs),
          )
          accounts = output?.accounts ?? []
        } catch (error) {
          if (error instanceof WalletTimeoutError) abandoned = true
          throw toConnectError(error)
        }
        const result = establish(wallet, accounts, chainId)
        if (!result)
          throw new FoyerError('CONNECT_FAILED', {
            cause: new Error(`The wallet answered no Solana account (${accounts.length} accounts)`),
          })
        return result
      })
    },

    async reconnect({ connectorId }) {
      const wallet = await waitForWallet(connectorId, registerWaitMs)
      const connect = wallet && connectFeature(wallet)
      if (!wallet || !connect || !isSupportedWallet(wallet)) return null
      return ownOperation(async () => {
        try {
          const output = await withTimeout(
            connect.connect({ silent: true }),
            reconnectTimeoutMs,
            () => new WalletTimeoutError('the reconnection', reconnectTimeoutMs),
          )
          return establish(wallet, output?.accounts ?? []) ?? null
        } catch (error) {
          ctx?.logger.debug('[foyer/solana] reconnect failed', error)
          return null
        }
      })
    },

    async disconnect() {
      const current = connection
      if (!current) return
      await ownOperation(async () => {
        // The public key is gone whatever the wallet answers (spec §4).
        dropConnection()
        try {
          await disconnectFeature(current.wallet)?.disconnect()
        } catch (error) {
          throw new FoyerError('DISCONNECT_FAILED', { cause: error })
        }
      })
    },

    async switchNetwork(network: ChainDefinition) {
      // Wallets do not switch clusters: the adapter just uses the network's RPC from now on.
      rpcUrlOf(network)
      selectedNetwork = network
      if (connection) connection.network = network
    },

    async getBalance({ address, network }): Promise<BalanceResult> {
      const { symbol } = network.nativeCurrency ?? { symbol: 'SOL' }
      try {
        const { value } = await rpcFor(network).getBalance(toAddress(address), { commitment: 'confirmed' }).send()
        return {
          value: value.toString(),
          decimals: SOL_DECIMALS,
          symbol: symbol || 'SOL',
          formatted: formatUnits(value, SOL_DECIMALS),
        }
      } catch (error) {
        // Spec §8: the Solana native balance falls back to 0.00 SOL when the lookup fails.
        ctx?.logger.warn('[foyer/solana] balance lookup failed; showing 0.00 SOL', error)
        return { value: '0', decimals: SOL_DECIMALS, symbol: 'SOL', formatted: '0.00' }
      }
    },

    async getTokenBalances({ address, network }) {
      try {
        return await fetchTokenBalances(rpcFor(network), address, knownTokens)
      } catch (error) {
        throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
      }
    },

    isValidAddress(address: string) {
      return typeof address === 'string' && isAddress(address)
    },

    async sendToken(args: SendArgs) {
      if (args.walletRequest) return sendThroughSession(args, args.walletRequest)
      const conn = requireConnection(args.address)
      const network = networkForSend(args.network)
      const rpc = rpcFor(network)
      const version = versionFor(conn.wallet)
      if (!args.token) {
        const { transaction } = await prepareSolTransfer(rpc, {
          from: conn.account.address,
          to: args.to,
          amount: args.amount,
          version,
        })
        try {
          return { id: await signAndSend(conn, network, transaction) }
        } catch (error) {
          throw toWalletError(error)
        }
      }
      const { transaction } = await prepareSplTransfer(rpc, {
        from: conn.account.address,
        to: args.to,
        amount: args.amount,
        mint: args.token.address,
        decimals: args.token.decimals,
        version,
      })
      try {
        return { id: await signAndSend(conn, network, transaction) }
      } catch (error) {
        throw isRejection(error) ? toWalletError(error) : toSplError(error)
      }
    },

    async getTransactionStatus({ id, network }) {
      const { value } = await rpcFor(network)
        .getSignatureStatuses([toSignature(id)])
        .send()
      const status = value[0]
      if (!status) return 'pending'
      if (status.err) return 'failed'
      return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'
        ? 'confirmed'
        : 'pending'
    },

    async request({ method, params }) {
      const conn = requireConnection()
      const p = (Array.isArray(params) ? params[0] : params) as Record<string, unknown> | undefined
      try {
        switch (method) {
          case 'solana_getAccounts':
          case 'solana_requestAccounts':
            return [{ pubkey: conn.account.address }]
          case 'solana_signMessage': {
            const message = typeof p?.message === 'string' ? p.message : ''
            const feature = signMessageFeature(conn.wallet)
            if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
            const [output] = await feature.signMessage({
              account: conn.account,
              message: new Uint8Array(getBase58Encoder().encode(message)),
            })
            if (!output) throw new Error('The wallet answered without a signature')
            return { signature: getBase58Decoder().decode(output.signature) }
          }
          case 'solana_signTransaction': {
            const feature = signTransactionFeature(conn.wallet)
            if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
            const transaction = new Uint8Array(getBase64Encoder().encode(String(p?.transaction ?? '')))
            const chain = walletChainFor(conn.account.chains, conn.network) as IdentifierString
            const [output] = await feature.signTransaction({ account: conn.account, chain, transaction })
            if (!output) throw new Error('The wallet answered without a signed transaction')
            const signed = output.signedTransaction
            // Wire format: compact-u16 signature count (1 byte below 128), then the signatures; the fee payer's is first.
            return {
              signature: getBase58Decoder().decode(signed.slice(1, 65)),
              transaction: getBase64Decoder().decode(signed),
            }
          }
          case 'solana_signAndSendTransaction': {
            const transaction = new Uint8Array(getBase64Encoder().encode(String(p?.transaction ?? '')))
            return { signature: await signAndSend(conn, conn.network, transaction) }
          }
          default:
            throw new Error(`@foyer/solana: the wallet method ${method} is not supported`)
        }
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async signMessage({ message, address }) {
      const conn = requireConnection(address)
      const feature = signMessageFeature(conn.wallet)
      if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
      try {
        const [output] = await feature.signMessage({
          account: conn.account,
          message: new TextEncoder().encode(message),
        })
        if (!output) throw new Error('The wallet answered without a signature')
        return getBase58Decoder().decode(output.signature)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    canSignIn() {
      // Only this adapter's own Wallet Standard connection: a WalletConnect session lives in core and signs messages.
      return connection !== undefined && signInFeature(connection.wallet) !== undefined
    },

    async signIn(data: SIWXMessageData) {
      const conn = requireConnection(data.accountAddress)
      const feature = signInFeature(conn.wallet)
      if (!feature) throw new FoyerError('PROVIDER_NOT_FOUND')
      // Loaded on use: checking the wallet's answer brings the ed25519 code.
      const { signInWithWallet } = await import('./siws/signInWithWallet.js')
      return signInWithWallet({ signIn: feature.signIn, data })
    },

    destroy() {
      for (const cleanup of cleanups.splice(0)) cleanup()
      for (const off of walletListeners.values()) off()
      walletListeners.clear()
      dropConnection()
      rpcs.clear()
      ctx = undefined
      registry = undefined
      lastConnectorsKey = ''
    },
  }
  return adapter
}
