// The Foyer Dev Wallet as a WalletConnect v2 wallet, on Reown's WalletKit. It pairs with a `wc:` URI, asks the person
// about the proposal and each request (through the same `approve` as the in-page wallets), and signs with the dev keys
// by handing each request to the existing EIP-1193 provider / Solana Wallet Standard wallet, one pair per session.
//
// Offline: Core gets `telemetryEnabled: false`. WalletKit's event client still posts one INIT event, and a browser
// wallet would load the Verify iframe, unless the SDK's own test switch `process.env.IS_VITEST === 'true'` is set
// before it loads. In a page, set `globalThis.process = { env: { IS_VITEST: 'true' } }` and only then import this module
// (the wallet page does); Node tests set `process.env.IS_VITEST` themselves. This is a dev tool: nothing it sends may
// leave the relay URL and the chains' RPC URLs it is given.
import { Core } from '@walletconnect/core'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { buildApprovedNamespaces, buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { numberToHex } from 'viem'
import { createDevSolanaWallet, type DevSolanaWallet } from '../create-dev-solana-wallet.js'
import { createDevWalletProvider, type DevWalletProvider } from '../create-dev-wallet-provider.js'
import { devAccount } from '../dev-keys.js'
import { ProviderRpcError, RpcErrorCode } from '../rpc-error.js'
import type {
  DevWalletApprovalRequest,
  DevWalletChain,
  WalletConnectAuthenticateRequest,
  WalletConnectProposalRequest,
} from '../types.js'

export const EVM_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'eth_chainId',
  'eth_accounts',
] as const
export const EVM_EVENTS = ['accountsChanged', 'chainChanged'] as const
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

export type CreateDevWalletKitOptions = {
  /** The relay, e.g. the Foyer dev relay "ws://127.0.0.1:8787". */
  relayUrl: string
  /** Default 'foyer-dev' (a dev relay ignores it). */
  projectId?: string
  /** The EVM chains the wallet offers (and sends transactions to). */
  evmChains: readonly DevWalletChain[]
  /** The Solana chains (CAIP-2 ids) and the RPC signAndSendTransaction sends to; without it the wallet is EVM only. */
  solana?: { rpcUrl: string; chains: readonly string[] }
  /**
   * Asks the person: proposals (kind 'wc_proposal'), one-click sign-ins (kind 'wc_authenticate') and every request (the
   * EVM / Solana pending requests).
   */
  approve: (request: DevWalletApprovalRequest) => Promise<boolean>
  /** WalletConnect's key-value storage (sessions, keys); default the SDK's (IndexedDB in a page, a file in Node). */
  storage?: WalletConnectStorage
  /** Default 'foyer-dev-wallet': keeps this wallet's records apart from a dapp client's on the same origin. */
  customStoragePrefix?: string
  /** Which dev account signs (EVM m/44'/60'/0'/0/i and Solana m/44'/501'/i'/0'); default 0. */
  accountIndex?: number
  /** Default location.origin in a page, else 'http://127.0.0.1'. */
  url?: string
  /**
   * Whether the wallet answers one-click sign-in requests (`wc_sessionAuthenticate`); default true. With false it
   * behaves like a wallet that predates them: the SDK hands it the session proposal that comes with the request, and
   * the dapp gets a plain session (no signatures).
   */
  oneClickSignIn?: boolean
}

/** An active session as the wallet page lists it. */
export type DevWalletKitSession = {
  topic: string
  dapp: { name: string; url: string; icons: readonly string[] }
  chains: string[]
  accounts: string[]
  /** Seconds since the epoch. */
  expiry: number
}

export type DevWalletKitEvents = {
  /** The active sessions changed (approved, deleted by either side, expired, accounts updated). */
  sessions: (sessions: DevWalletKitSession[]) => void
  /** A proposal expired before it was answered. */
  proposal_expire: (id: number) => void
  /**
   * The dapp gave up on a proposal that was not answered yet (it deleted the pairing: it made a new QR code, or the
   * person left its connection view). Answering it would reach nobody, so the wallet sends nothing when it is answered.
   */
  proposal_withdrawn: (dapp: WalletConnectProposalRequest['dapp']) => void
  /** The person's answer to a proposal reached the relay (approved: the session exists). */
  proposal_answered: (dapp: WalletConnectProposalRequest['dapp'], approved: boolean) => void
  /**
   * The person's answer to a one-click sign-in reached the relay; approved: the session exists and these are the
   * messages signed (one per chain, with their signatures).
   */
  authenticate_answered: (
    dapp: WalletConnectAuthenticateRequest['dapp'],
    approved: boolean,
    signed: readonly { chain: string; message: string; signature: string }[],
  ) => void
  /** Something failed outside any request (e.g. approving a session); the page shows it. */
  error: (error: Error) => void
}

export type DevWalletKit = {
  walletKit: WalletKitInstance
  /** Pairs with a `wc:` URI; the proposal that follows goes to `approve`. */
  pair(uri: string): Promise<void>
  sessions(): DevWalletKitSession[]
  /** Disconnects one session, or all of them, from the wallet's side (the dapp gets session_delete). */
  disconnect(topic?: string): Promise<void>
  /** Selects another dev account: every session is updated and gets accountsChanged. */
  switchAccount(index: number): Promise<void>
  readonly accountIndex: number
  /** The selected EVM and Solana dev addresses. */
  readonly addresses: { evm: string; solana?: string }
  on<E extends keyof DevWalletKitEvents>(event: E, listener: DevWalletKitEvents[E]): () => void
}

type CoreOptions = NonNullable<ConstructorParameters<typeof Core>[0]>
/** WalletConnect's key-value storage interface (getKeys, getEntries, getItem, setItem, removeItem). */
export type WalletConnectStorage = NonNullable<CoreOptions['storage']>
type WalletKitInstance = Awaited<ReturnType<typeof WalletKit.init>>
type Session = ReturnType<WalletKitInstance['getActiveSessions']>[string]
type Namespaces = Session['namespaces']

type SessionSigners = { evm: DevWalletProvider; solana?: DevSolanaWallet }
type JsonRpcError = { code: number; message: string; data?: string }

/** Creates the WalletKit wallet and wires it to the dev keys. */
export async function createDevWalletKit(options: CreateDevWalletKitOptions): Promise<DevWalletKit> {
  const firstChain = options.evmChains[0]
  if (!firstChain) throw new Error('createDevWalletKit: give at least one EVM chain')
  const evmChains = new Map(options.evmChains.map((chain) => [chain.id, chain]))
  let accountIndex = options.accountIndex ?? 0
  devAccount(accountIndex) // fails fast on a bad index
  const solanaAddress = (index: number) =>
    options.solana
      ? createDevSolanaWallet({
          rpcUrl: options.solana.rpcUrl,
          chains: options.solana.chains,
          accountIndex: index,
          approve: async () => false,
        }).devWallet.address
      : undefined

  const url =
    options.url ??
    (typeof location !== 'undefined' && location.origin && location.origin !== 'null'
      ? location.origin
      : 'http://127.0.0.1')
  const core = new Core({
    relayUrl: options.relayUrl,
    projectId: options.projectId ?? 'foyer-dev',
    telemetryEnabled: false,
    customStoragePrefix: options.customStoragePrefix ?? 'foyer-dev-wallet',
    ...(options.storage ? { storage: options.storage } : {}),
  })
  const walletKit = await WalletKit.init({
    core,
    metadata: {
      name: 'Foyer Dev Wallet',
      description: 'The Foyer development wallet (dev keys, local chains only).',
      url,
      icons: [],
    },
  })

  const listeners = new Map<keyof DevWalletKitEvents, Set<(...args: never[]) => void>>()
  function emit<E extends keyof DevWalletKitEvents>(event: E, ...args: Parameters<DevWalletKitEvents[E]>) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (...a: unknown[]) => void)(...args)
      } catch (error) {
        console.error(`[Foyer Dev Wallet] a "${event}" listener threw`, error)
      }
    }
  }
  const sessionsChanged = () => emit('sessions', sessions())
  const reportError = (error: unknown) => emit('error', error instanceof Error ? error : new Error(String(error)))

  // One EVM provider and one Solana wallet per session: each keeps its own chain and shows the dapp's URL as origin.
  const signers = new Map<string, SessionSigners>()
  function signersFor(session: Session): SessionSigners {
    let entry = signers.get(session.topic)
    if (!entry) {
      const origin = session.peer.metadata.url || 'unknown dapp'
      // The session approval already shared the accounts: the providers' own connect prompts are answered here.
      const evm = createDevWalletProvider({
        chains: options.evmChains,
        accountIndex,
        origin,
        approve: (request) =>
          request.method === 'eth_requestAccounts' ? Promise.resolve(true) : options.approve(request),
      })
      const solana = options.solana
        ? createDevSolanaWallet({
            rpcUrl: options.solana.rpcUrl,
            chains: options.solana.chains,
            accountIndex,
            origin,
            approve: (request) =>
              request.kind === 'solana_connect' ? Promise.resolve(true) : options.approve(request),
          })
        : undefined
      entry = { evm, ...(solana ? { solana } : {}) }
      signers.set(session.topic, entry)
    }
    return entry
  }

  function evmAccount(chainId: number) {
    return `eip155:${chainId}:${devAccount(accountIndex).address}`
  }

  function supportedNamespaces() {
    const namespaces: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {
      eip155: {
        chains: options.evmChains.map((chain) => `eip155:${chain.id}`),
        methods: [...EVM_METHODS],
        events: [...EVM_EVENTS],
        accounts: options.evmChains.map((chain) => evmAccount(chain.id)),
      },
    }
    const solAddress = solanaAddress(accountIndex)
    if (options.solana && solAddress) {
      namespaces.solana = {
        chains: [...options.solana.chains],
        methods: [...SOLANA_METHODS],
        events: [],
        accounts: options.solana.chains.map((chain) => `${chain}:${solAddress}`),
      }
    }
    return namespaces
  }

  let nextProposalRequestId = 1
  // Pairing topics of proposals still waiting for the person, and those the dapp withdrew meanwhile.
  const waiting = new Map<string, WalletConnectProposalRequest['dapp']>()
  const withdrawn = new Set<string>()
  walletKit.core.pairing.events.on('pairing_delete', ({ topic }: { topic: string }) => {
    const dapp = waiting.get(topic)
    if (!dapp) return
    withdrawn.add(topic)
    emit('proposal_withdrawn', dapp)
  })
  /** The dapp as a card shows it, from the metadata a proposal or sign-in request carries. */
  function dappOf(
    metadata: WalletKitTypes.SessionProposal['params']['proposer']['metadata'],
  ): WalletConnectProposalRequest['dapp'] {
    return {
      name: metadata.name,
      url: metadata.url,
      icons: metadata.icons ?? [],
      ...(metadata.description ? { description: metadata.description } : {}),
    }
  }

  /**
   * Asks the person about a proposal or sign-in request; 'withdrawn' when the dapp gave up on the pairing meanwhile
   * (its key is gone, so no answer could be sent; the page already said why).
   */
  async function askUnlessWithdrawn(
    pairingTopic: string,
    request: WalletConnectProposalRequest | WalletConnectAuthenticateRequest,
  ): Promise<boolean | 'withdrawn'> {
    waiting.set(pairingTopic, request.dapp)
    let approved = false
    try {
      approved = await options.approve(request)
    } catch (error) {
      reportError(error)
    } finally {
      waiting.delete(pairingTopic)
    }
    if (withdrawn.delete(pairingTopic)) {
      emit('proposal_withdrawn', request.dapp)
      return 'withdrawn'
    }
    return approved
  }

  walletKit.on('session_proposal', (proposal: WalletKitTypes.SessionProposal) => {
    void (async () => {
      const { id, params } = proposal
      let namespaces: Namespaces
      try {
        namespaces = buildApprovedNamespaces({ proposal: params, supportedNamespaces: supportedNamespaces() })
      } catch (error) {
        // The dapp requires a chain or method this wallet lacks: refuse without asking, as wallets do.
        await walletKit.rejectSession({ id, reason: getSdkError('UNSUPPORTED_NAMESPACE_KEY') }).catch(reportError)
        reportError(
          new Error(
            `Refused a proposal this wallet cannot serve: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        return
      }
      const all = Object.values(namespaces)
      const metadata = params.proposer.metadata
      const request: WalletConnectProposalRequest = {
        id: nextProposalRequestId++,
        kind: 'wc_proposal',
        namespace: 'walletconnect',
        dapp: dappOf(metadata),
        chains: all.flatMap((ns) => ns.chains ?? []),
        methods: [...new Set(all.flatMap((ns) => ns.methods))],
        events: [...new Set(all.flatMap((ns) => ns.events))],
        accounts: all.flatMap((ns) => ns.accounts),
      }
      const approved = await askUnlessWithdrawn(params.pairingTopic, request)
      if (approved === 'withdrawn') return
      try {
        if (approved) {
          const session = await walletKit.approveSession({ id, namespaces })
          signersFor(session)
          sessionsChanged()
        } else {
          await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
        }
        emit('proposal_answered', request.dapp, approved)
      } catch (error) {
        reportError(error) // e.g. the proposal expired while the card was open
      }
    })()
  })

  // One-click sign-in: the SDK hands the proposal that comes with it to `session_proposal` only when nobody listens here.
  if (options.oneClickSignIn !== false) {
    walletKit.on('session_authenticate', (event: WalletKitTypes.SessionAuthenticate) => {
      void answerAuthenticate(event)
    })
  }

  async function answerAuthenticate(event: WalletKitTypes.SessionAuthenticate) {
    const { id, topic: pairingTopic, params } = event
    const metadata = params.requester.metadata
    const dapp = dappOf(metadata)
    const account = devAccount(accountIndex)
    let payload: ReturnType<typeof populateAuthPayload>
    let messages: { chain: string; iss: string; message: string }[]
    try {
      // The wallet narrows the request to the chains and methods it has (this also writes the ReCap statement).
      payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: options.evmChains.map((chain) => `eip155:${chain.id}`),
        methods: [...EVM_METHODS],
      })
      messages = payload.chains.map((chain) => {
        const iss = `did:pkh:${chain}:${account.address}`
        return { chain, iss, message: walletKit.formatAuthMessage({ request: payload, iss }) }
      })
    } catch (error) {
      await walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') }).catch(reportError)
      reportError(
        new Error(
          `Refused a sign-in request this wallet cannot serve: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      return
    }
    const request: WalletConnectAuthenticateRequest = {
      id: nextProposalRequestId++,
      kind: 'wc_authenticate',
      namespace: 'walletconnect',
      dapp,
      domain: payload.domain,
      ...(params.authPayload.statement ? { statement: params.authPayload.statement } : {}),
      chains: payload.chains,
      account: account.address,
      messages: messages.map(({ chain, message }) => ({ chain, message })),
    }
    const approved = await askUnlessWithdrawn(pairingTopic, request)
    if (approved === 'withdrawn') return
    try {
      if (!approved) {
        await walletKit.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
        emit('authenticate_answered', dapp, false, [])
        return
      }
      const signed: { chain: string; message: string; signature: string }[] = []
      const auths = []
      for (const { chain, iss, message } of messages) {
        const signature = await account.signMessage({ message })
        auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
        signed.push({ chain, message, signature })
      }
      const { session } = await walletKit.approveSessionAuthenticate({ id, auths })
      if (session) signersFor(session)
      sessionsChanged()
      emit('authenticate_answered', dapp, true, signed)
    } catch (error) {
      reportError(error) // e.g. the request expired while the card was open
    }
  }

  walletKit.on('session_request', (event: WalletKitTypes.SessionRequest) => {
    void (async () => {
      const { topic, id, params } = event
      let response:
        | { id: number; jsonrpc: '2.0'; result: unknown }
        | { id: number; jsonrpc: '2.0'; error: JsonRpcError }
      try {
        const result = await handleRequest(topic, params.chainId, params.request.method, params.request.params)
        response = { id, jsonrpc: '2.0', result }
      } catch (error) {
        response = { id, jsonrpc: '2.0', error: toJsonRpcError(error) }
      }
      try {
        await walletKit.respondSessionRequest({ topic, response })
      } catch (error) {
        reportError(error) // the session may have ended or the request expired meanwhile
      }
    })()
  })

  walletKit.on('session_delete', ({ topic }) => {
    signers.delete(topic)
    sessionsChanged()
  })
  walletKit.on('proposal_expire', ({ id }) => emit('proposal_expire', id))
  // Expired sessions are removed by the SDK's expirer; the list must follow.
  walletKit.engine.signClient.events.on('session_expire', ({ topic }: { topic: string }) => {
    signers.delete(topic)
    sessionsChanged()
  })

  function sessionStruct(topic: string): Session {
    const session = walletKit.getActiveSessions()[topic]
    if (!session) throw new ProviderRpcError(RpcErrorCode.Unauthorized, `No active session ${topic}.`)
    return session
  }

  async function handleRequest(topic: string, chainId: string, method: string, params: unknown): Promise<unknown> {
    const session = sessionStruct(topic)
    const { evm, solana } = signersFor(session)
    const [namespace, reference] = chainId.split(':') as [string, string | undefined]
    if (namespace === 'eip155') {
      const id = Number(reference)
      const chain = evmChains.get(id)
      if (!chain)
        throw new ProviderRpcError(
          RpcErrorCode.UnrecognizedChain,
          `The Foyer Dev Wallet does not know the chain ${chainId}.`,
        )
      // The request names its chain: the session's provider moves there first (WalletConnect has no "current chain").
      if (evm.devWallet.chainId !== id) evm.devWallet.moveToChain(chain)
      if (!evm.devWallet.connected) await evm.request({ method: 'eth_requestAccounts' })
      if (method === 'wallet_switchEthereumChain') return switchChain(session, evm, params)
      if (!(EVM_METHODS as readonly string[]).includes(method)) {
        throw new ProviderRpcError(
          RpcErrorCode.UnsupportedMethod,
          `The method "${method}" is not part of this session.`,
        )
      }
      return evm.request({ method, params } as never)
    }
    if (namespace === 'solana' && solana) {
      if (!solana.devWallet.connected) await solana.features['standard:connect'].connect()
      return handleSolana(solana, chainId, method, params)
    }
    throw new ProviderRpcError(RpcErrorCode.UnrecognizedChain, `The Foyer Dev Wallet has no account on ${chainId}.`)
  }

  async function switchChain(session: Session, evm: DevWalletProvider, params: unknown) {
    const raw = (Array.isArray(params) ? params[0] : params) as { chainId?: unknown } | undefined
    const id =
      typeof raw?.chainId === 'string'
        ? Number.parseInt(raw.chainId, 16)
        : typeof raw?.chainId === 'number'
          ? raw.chainId
          : Number.NaN
    const caip2 = `eip155:${id}`
    const chain = evmChains.get(id)
    // Only chains of this session: chainChanged can only be emitted on a chain the session approved.
    if (!chain || !session.namespaces.eip155?.accounts.some((account) => account.startsWith(`${caip2}:`))) {
      throw new ProviderRpcError(
        RpcErrorCode.UnrecognizedChain,
        `Unrecognized chain ID "${Number.isFinite(id) ? numberToHex(id) : String(raw?.chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    await evm.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(id) }] })
    await walletKit.emitSessionEvent({
      topic: session.topic,
      event: { name: 'chainChanged', data: id },
      chainId: caip2,
    })
    return null
  }

  async function handleSolana(
    wallet: DevSolanaWallet,
    chainId: string,
    method: string,
    params: unknown,
  ): Promise<unknown> {
    const input = (params ?? {}) as {
      message?: unknown
      pubkey?: unknown
      transaction?: unknown
      sendOptions?: unknown
    }
    const address = wallet.devWallet.address
    // The wallet checks the account itself (4100 for another one); an unknown pubkey gets a stand-in to be refused.
    const account = (pubkey: unknown): WalletAccount =>
      wallet.accounts.find((a) => a.address === (pubkey ?? address)) ??
      ({ address: String(pubkey), publicKey: new Uint8Array(), chains: [], features: [] } as WalletAccount)
    const transactionBytes = () => {
      if (typeof input.transaction !== 'string')
        throw new ProviderRpcError(RpcErrorCode.InvalidParams, 'Invalid params: "transaction" must be a base64 string.')
      return Uint8Array.from(getBase64Encoder().encode(input.transaction))
    }
    switch (method) {
      case 'solana_signMessage': {
        if (typeof input.message !== 'string')
          throw new ProviderRpcError(RpcErrorCode.InvalidParams, 'Invalid params: "message" must be a base58 string.')
        const message = Uint8Array.from(getBase58Encoder().encode(input.message))
        const [output] = await wallet.features['solana:signMessage'].signMessage({
          account: account(input.pubkey),
          message,
        })
        return { signature: getBase58Decoder().decode(output!.signature) }
      }
      case 'solana_signTransaction': {
        const [output] = await wallet.features['solana:signTransaction'].signTransaction({
          account: account(address),
          transaction: transactionBytes(),
          chain: chainId as `${string}:${string}`,
        })
        const signed = output!.signedTransaction
        const signature = getTransactionDecoder().decode(signed).signatures[address as never]
        // WalletConnect's Solana RPC: `signature` (base58, the wallet's) and the whole signed `transaction` (base64).
        return {
          signature: signature ? getBase58Decoder().decode(signature) : null,
          transaction: getBase64Decoder().decode(signed),
        }
      }
      case 'solana_signAndSendTransaction': {
        const sendOptions = (input.sendOptions ?? {}) as Record<string, unknown>
        const [output] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
          account: account(address),
          transaction: transactionBytes(),
          chain: chainId as `${string}:${string}`,
          options: sendOptions,
        })
        return { signature: getBase58Decoder().decode(output!.signature) }
      }
      default:
        throw new ProviderRpcError(
          RpcErrorCode.UnsupportedMethod,
          `The method "${method}" is not part of this session.`,
        )
    }
  }

  function sessions(): DevWalletKitSession[] {
    return Object.values(walletKit.getActiveSessions()).map((session) => ({
      topic: session.topic,
      dapp: {
        name: session.peer.metadata.name,
        url: session.peer.metadata.url,
        icons: session.peer.metadata.icons ?? [],
      },
      chains: Object.values(session.namespaces).flatMap(
        (ns) => ns.chains ?? ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')),
      ),
      accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
      expiry: session.expiry,
    }))
  }

  async function disconnect(topic?: string) {
    const topics = topic ? [topic] : Object.keys(walletKit.getActiveSessions())
    for (const t of topics) {
      await walletKit.disconnectSession({ topic: t, reason: getSdkError('USER_DISCONNECTED') })
      signers.delete(t)
    }
    sessionsChanged()
  }

  async function switchAccount(index: number) {
    devAccount(index) // throws RangeError on a bad index before anything changes
    if (index === accountIndex) return
    accountIndex = index
    const evmAddress = devAccount(index).address
    const solAddress = solanaAddress(index)
    for (const entry of signers.values()) {
      entry.evm.devWallet.switchAccount(index)
      entry.solana?.devWallet.switchAccount(index)
    }
    for (const session of Object.values(walletKit.getActiveSessions())) {
      const namespaces: Namespaces = {}
      for (const [key, ns] of Object.entries(session.namespaces)) {
        const chains = ns.chains ?? [...new Set(ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')))]
        const address = key === 'eip155' ? evmAddress : key === 'solana' ? solAddress : undefined
        namespaces[key] = {
          ...ns,
          chains,
          accounts: address ? chains.map((chain) => `${chain}:${address}`) : ns.accounts,
        }
      }
      try {
        await walletKit.updateSession({ topic: session.topic, namespaces })
        const evmChain = namespaces.eip155?.chains?.[0]
        if (evmChain) {
          await walletKit.emitSessionEvent({
            topic: session.topic,
            event: { name: 'accountsChanged', data: [evmAddress] },
            chainId: evmChain,
          })
        }
      } catch (error) {
        reportError(error)
      }
    }
    sessionsChanged()
  }

  return {
    walletKit,
    async pair(uri: string) {
      const trimmed = uri.trim()
      if (!trimmed.startsWith('wc:')) throw new Error('A WalletConnect URI starts with "wc:".')
      await walletKit.pair({ uri: trimmed })
    },
    sessions,
    disconnect,
    switchAccount,
    get accountIndex() {
      return accountIndex
    },
    get addresses() {
      const solana = solanaAddress(accountIndex)
      return { evm: devAccount(accountIndex).address, ...(solana ? { solana } : {}) }
    },
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      return () => void set.delete(listener)
    },
  }
}

/** A refusal as the dapp sees it: 4001 for the person's Reject (EIP-1193's code), the signer's own code otherwise. */
function toJsonRpcError(error: unknown): JsonRpcError {
  const code = (error as { code?: unknown } | undefined)?.code
  const message = error instanceof Error ? error.message : String(error)
  if (code === RpcErrorCode.UserRejected) return { code: 4001, message: getSdkError('USER_REJECTED').message }
  // WalletConnect's error.data is a string: revert data (0x…) passes as is, anything else as JSON.
  const data = (error as { data?: unknown } | undefined)?.data
  const text = data === undefined ? undefined : typeof data === 'string' ? data : safeJson(data)
  return {
    code: typeof code === 'number' ? code : RpcErrorCode.Internal,
    message,
    ...(text !== undefined ? { data: text } : {}),
  }
}

function safeJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
  } catch {
    return undefined
  }
}
