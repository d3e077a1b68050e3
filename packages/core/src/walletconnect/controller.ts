// The WalletConnect controller: one UniversalProvider per client, loaded with a dynamic import only when a
// WalletConnect connection is wanted (connect) or restored (a 'foyer.walletConnect' marker in Foyer's storage), and
// shared by every namespace of the session. The client wires it to its stores through `WcHost`.
import { FoyerError, UserRejectedError } from '../errors.js'
import { readJson, safeRemove, writeJson } from '../storage.js'
import { WalletTimeoutError, withTimeout } from '../timeout.js'
import type { Cacao, SIWXSession } from '../siwx/types.js'
import type {
  ChainDefinition,
  ChainNamespace,
  ConnectionState,
  FoyerStorage,
  Logger,
  ResolvedOptions,
} from '../types.js'
import {
  buildOptionalNamespaces,
  chainReferenceOf,
  isWcRejection,
  pairingExpiryOf,
  pairingTopicOf,
  sessionAccounts,
  wcNamespacesOf,
  type WcNamespaceAccounts,
  type WcPeerMetadata,
  type WcSessionNamespaces,
} from './namespaces.js'
import { authenticateParams, oneClickChains, siwxSessionOfCacao } from './one-click-auth.js'
import type { FoyerTestSwitches } from '../client/test-switches.js'

export const WC_STORAGE_KEYS = {
  /** Present while a WalletConnect session may exist: only then does `start()` load the SDK to restore it. */
  marker: 'foyer.walletConnect',
  /** The deep link of the wallet of the last successful WalletConnect connection. */
  deepLink: 'foyer.wcDeepLink',
  /** The wallet (peer metadata) of the last successful WalletConnect connection. */
  recentWallet: 'foyer.wcRecentWallet',
} as const
export const WC_STORAGE_PREFIX = 'foyer-wc'
export const DEFAULT_RELAY_TIMEOUT_MS = 8000

/**
 * The SDK's storage prefix for a client: its data, and the SDK's global Core (cached per prefix), are then the
 * client's own, so two clients on a page pair with their own wallets.
 */
export const walletConnectStoragePrefix = (id: string | undefined): string =>
  id ? `${WC_STORAGE_PREFIX}-${id}` : WC_STORAGE_PREFIX

/** The SDK's key-value storage interface (IKeyValueStorage), for hosts and tests that bring their own. */
export interface WcKeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The slice of UniversalProvider core uses (written out so no @walletconnect type is imported statically). */
interface WcSession {
  topic: string
  namespaces: WcSessionNamespaces
  peer?: { metadata?: WcPeerMetadata }
}
export interface WcProvider {
  session?: WcSession
  client?: {
    on?(event: string, listener: (e: { topic?: string }) => void): void
    core?: {
      pairing?: { disconnect(args: { topic: string }): Promise<void> }
      relayer?: {
        on(event: string, listener: (e: { topic?: string }) => void): void
        transportClose?(): Promise<void>
      }
    }
  }
  connect(args: { optionalNamespaces: Record<string, unknown> }): Promise<WcSession | undefined>
  /** One-click sign-in: a session proposal and a sign-in request in one pairing (eip155 only). */
  authenticate?(params: Record<string, unknown>): Promise<{ session?: WcSession; auths?: Cacao[] }>
  disconnect(): Promise<void>
  request<T = unknown>(args: { method: string; params?: unknown }, chain?: string): Promise<T>
  on(event: string, listener: (...args: never[]) => void): void
}

export interface WcHost {
  options: ResolvedOptions
  storage: () => FoyerStorage | null
  logger: Logger
  connection: {
    get(): ConnectionState
    set(patch: Partial<ConnectionState>): void
  }
  /** The network the app shows now (its chain goes first in the proposal). */
  activeNetwork(): ChainDefinition
  /** Chain reference each connected namespace is on now (kept when the wallet updates the session). */
  currentChains(): Record<string, string>
  /** The approved (or restored) accounts of each namespace; `method` is set for a fresh connection. */
  onSession(
    accounts: WcNamespaceAccounts[],
    peer: WcPeerMetadata | undefined,
    method: 'qrcode' | 'mobile' | undefined,
  ): void
  onAccountsChanged(ns: ChainNamespace, addresses: string[], chainId: string | undefined): void
  onChainChanged(ns: ChainNamespace, chainId: string): void
  /** The session ended (wallet disconnect, expiry, or ours): clear these namespaces. */
  onSessionEnded(namespaces: ChainNamespace[], initiator: 'wallet' | 'app'): void
  /** One-click sign-in stored these sessions (verified by options.siwx) just before the session is applied. */
  onSiwxSessions?(sessions: SIWXSession[]): void
  /** Test switches ('@foyer/core/testing'). */
  switches: Pick<FoyerTestSwitches, 'walletConnectTestMode' | 'wcPairingLifetimeMs' | 'wcStorage' | 'wcLoadSdk'>
}

/**
 * CONNECT_SUCCESS's method: 'mobile' when the person handed the URI over by a link (the view records the link it opened
 * as wcLinking: the mobile, desktop and web tabs), 'qrcode' when the wallet scanned (or was pasted) the QR's URI.
 */
export function methodOf(linking: ConnectionState['wcLinking']): 'qrcode' | 'mobile' {
  return linking ? 'mobile' : 'qrcode'
}

const isMarker = (v: unknown): v is { namespaces: string[] } =>
  !!v && typeof v === 'object' && Array.isArray((v as { namespaces?: unknown }).namespaces)

export interface WalletConnectController {
  connect(args?: { method?: 'qrcode' | 'mobile' }): Promise<void>
  /** Abandons a pending connection attempt (its promise rejects) and clears the pairing state. */
  cancel(): void
  /** On start: restores a stored session when core left its marker; resolves quickly otherwise. */
  restore(): Promise<void>
  request(args: { method: string; params?: unknown }, chain: string): Promise<unknown>
  disconnect(): Promise<void>
  /** Namespaces the current session carries. */
  namespaces(): ChainNamespace[]
  /** CAIP-2 chains the session has accounts on. */
  chains(): string[]
  destroy(): void
}

/**
 * The cause of the CONNECT_FAILED a WalletConnect attempt rejects with when it was cancelled (resetWcConnection, a
 * newer connectWalletConnect, destroy) rather than failing: a view can ignore it.
 */
export class WalletConnectCancelledError extends Error {
  constructor() {
    super('The WalletConnect attempt was cancelled')
    this.name = 'WalletConnectCancelledError'
  }
}
const cancelledError = () => new FoyerError('CONNECT_FAILED', { cause: new WalletConnectCancelledError() })

/** A promise that may lose a race: its rejection is still handled (no unhandled-rejection noise). */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

export function createWalletConnectController(host: WcHost): WalletConnectController {
  const wcOptions = host.options.walletConnect!
  const relayTimeoutMs = wcOptions.relayTimeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS
  let providerPromise: Promise<WcProvider> | undefined
  let provider: WcProvider | undefined
  let attempt = 0
  let cancelCurrent: ((error: Error) => void) | undefined
  let currentPairingTopic: string | undefined
  /** Whether the pending attempt is a one-click sign-in: the wallet then answers on a topic of its own. */
  let authenticating = false
  let sessionNamespaces: ChainNamespace[] = []
  let destroyed = false
  let restoreEnvironment: (() => void) | undefined

  const relayError = () =>
    new FoyerError('CONNECT_FAILED', { cause: new WalletTimeoutError('the WalletConnect relay', relayTimeoutMs) })

  function writeMarker() {
    writeJson(host.storage(), WC_STORAGE_KEYS.marker, { namespaces: sessionNamespaces })
  }

  function endSession(initiator: 'wallet' | 'app') {
    const ended = sessionNamespaces
    sessionNamespaces = []
    safeRemove(host.storage(), WC_STORAGE_KEYS.marker)
    if (ended.length) host.onSessionEnded(ended, initiator)
  }

  function listen(p: WcProvider) {
    p.on('display_uri', ((uri: string) => {
      if (!cancelCurrent || typeof uri !== 'string') return
      const uriExpiry = pairingExpiryOf(uri)
      const lifetime = host.switches.wcPairingLifetimeMs
      const ours = lifetime ? Date.now() + lifetime : undefined
      const expiry = uriExpiry && ours ? Math.min(uriExpiry, ours) : (ours ?? uriExpiry)
      currentPairingTopic = pairingTopicOf(uri)
      host.connection.set({ wcUri: uri, wcPairingExpiry: expiry, status: 'connecting', buffering: false })
    }) as never)
    p.on('session_delete', (() => endSession('wallet')) as never)
    // UniversalProvider does not forward the sign client's session_expire: listen to the client itself.
    try {
      p.client?.on?.('session_expire', (e) => {
        if (!e?.topic || e.topic === p.session?.topic) endSession('wallet')
      })
    } catch {
      // no such event on this SDK
    }
    p.on('session_update', (() => {
      for (const entry of sessionAccounts(p.session?.namespaces, host.currentChains()))
        host.onAccountsChanged(entry.namespace, entry.addresses, entry.chainId)
    }) as never)
    p.on('session_event', ((e: { params?: { chainId?: string; event?: { name?: string; data?: unknown } } }) => {
      const chain = e?.params?.chainId
      const event = e?.params?.event
      if (typeof chain !== 'string' || !event) return
      const ns = chain.split(':')[0]!
      if (!sessionNamespaces.includes(ns)) return
      if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
        const addresses = event.data
          .filter((a): a is string => typeof a === 'string')
          .map((a) => (a.includes(':') ? a.split(':').pop()! : a))
        const chainFromAccount = event.data
          .find((a): a is string => typeof a === 'string' && a.split(':').length === 3)
          ?.split(':')[1]
        host.onAccountsChanged(ns, addresses, chainFromAccount ?? chainReferenceOf(chain))
      } else if (event.name === 'chainChanged') {
        const ref = chainReferenceOf(event.data) ?? chainReferenceOf(chain)
        if (ref) host.onChainChanged(ns, ref)
      }
    }) as never)
    // The wallet's first message on the pairing topic is its answer to the proposal: from then on until the
    // session is applied, the view shows "buffering" (WalletConnect v2 gives the dapp no earlier sign of a scan).
    try {
      p.client?.core?.relayer?.on('relayer_message', (e) => {
        // A one-click sign-in is answered on a response topic the SDK derives; while one is pending, the session's own
        // topic is the only other traffic there can be (one WalletConnect session per client).
        const answered =
          e?.topic && (e.topic === currentPairingTopic || (authenticating && e.topic !== p.session?.topic))
        if (cancelCurrent && answered) host.connection.set({ buffering: true })
      })
    } catch {
      // an SDK without this event: buffering stays false
    }
  }

  /**
   * A proposal Foyer gave up on (the person left or retried, or its URI was replaced) can still be answered by a wallet
   * that holds its URI, and nobody would hear the answer. Deleting its pairing tells the wallet (wc_pairingDelete), so a
   * wallet showing it can say it was withdrawn instead of sending an answer into the void.
   */
  function withdrawPairing(p: WcProvider, topic: string | undefined) {
    if (!topic || destroyed) return
    void p.client?.core?.pairing
      ?.disconnect({ topic })
      .catch((error: unknown) => host.logger.debug('Foyer: could not withdraw a WalletConnect pairing', error))
  }

  function loadProvider(): Promise<WcProvider> {
    providerPromise ??= (async () => {
      if (host.switches.walletConnectTestMode) {
        // The SDK's own test switch (see the WalletConnect notes): skips the verify iframe and telemetry host.
        // Only tests and the demo's test pages set it, and destroy() puts the environment back as it was.
        const g = globalThis as { process?: { env?: Record<string, string | undefined> }; global?: unknown }
        const hadProcess = !!g.process
        const hadEnv = !!g.process?.env
        const previous = g.process?.env?.IS_VITEST
        const hadGlobal = 'global' in globalThis
        g.process ??= { env: {} }
        g.process.env ??= {}
        g.process.env.IS_VITEST = 'true'
        // With the switch on, the SDK also reads React Native's `global.Linking`; a browser has no `global`.
        g.global ??= globalThis
        restoreEnvironment = () => {
          if (!hadProcess) delete g.process
          else if (!hadEnv) delete g.process!.env
          else if (previous === undefined) delete g.process!.env!.IS_VITEST
          else g.process!.env!.IS_VITEST = previous
          if (!hadGlobal) delete g.global
        }
      }
      const mod = (await (host.switches.wcLoadSdk?.() ?? import('@walletconnect/universal-provider'))) as {
        UniversalProvider?: unknown
        default?: unknown
      }
      const UniversalProvider = (mod.UniversalProvider ?? mod.default) as {
        init(opts: Record<string, unknown>): Promise<WcProvider>
      }
      const { metadata } = host.options
      const p = await UniversalProvider.init({
        projectId: wcOptions.projectId,
        relayUrl: wcOptions.relayUrl,
        metadata: {
          name: metadata.name,
          description: metadata.description ?? '',
          url:
            metadata.url ?? (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://localhost',
          icons: metadata.icons ?? [],
        },
        telemetryEnabled: false,
        customStoragePrefix: walletConnectStoragePrefix(host.options.id),
        logger: 'error',
        ...(host.switches.wcStorage ? { storage: host.switches.wcStorage } : {}),
      })
      listen(p)
      provider = p
      return p
    })()
    // A failed load (or one that timed out) is tried afresh next time.
    providerPromise.catch(() => {
      providerPromise = undefined
    })
    return providerPromise
  }

  function applySession(p: WcProvider, method: 'qrcode' | 'mobile' | undefined) {
    const session = p.session
    const supported = wcNamespacesOf(host.options.networks)
    const activeRef = String(host.activeNetwork().id)
    const accounts = sessionAccounts(session?.namespaces, { [host.activeNetwork().chainNamespace]: activeRef }).filter(
      (a) => supported.includes(a.namespace),
    )
    if (!session || accounts.length === 0) throw new FoyerError('CONNECT_FAILED')
    sessionNamespaces = accounts.map((a) => a.namespace)
    writeMarker()
    host.onSession(accounts, session.peer?.metadata, method)
  }

  /**
   * The one-click sign-in request for this proposal, or undefined to connect first and sign in afterwards: it needs
   * options.siwx with getAuthRequest, an SDK with authenticate, and eip155 as the only namespace asked for.
   */
  async function oneClickRequest(p: WcProvider, optionalNamespaces: ReturnType<typeof buildOptionalNamespaces>) {
    const siwx = host.options.siwx
    const chains = oneClickChains(optionalNamespaces)
    if (!siwx?.getAuthRequest || !chains || typeof p.authenticate !== 'function') return undefined
    try {
      const request = await siwx.getAuthRequest({ chainIds: chains })
      return request ? authenticateParams(request, chains, optionalNamespaces) : undefined
    } catch (error) {
      host.logger.warn('Foyer: no one-click sign-in request (connecting first, signing in after)', error)
      return undefined
    }
  }

  /**
   * UniversalProvider keeps the proposal's namespaces (with their rpcMap) for a restored session only after connect;
   * after authenticate it is written here, under the SDK's own key, so a reload still uses the app's RPC URLs.
   */
  async function keepRpcMap(p: WcProvider, optionalNamespaces: Record<string, unknown>) {
    const persist = (p as { persist?: (key: string, value: unknown) => Promise<void> }).persist
    if (typeof persist !== 'function') return
    try {
      await persist.call(p, 'optionalNamespaces', optionalNamespaces)
    } catch (error) {
      host.logger.debug('Foyer: could not keep the WalletConnect rpcMap for restore', error)
    }
  }

  /**
   * Each CACAO of a one-click sign-in becomes a SIWX session, stored through options.siwx (which verifies it). One that
   * does not hold is dropped: the person is then asked to sign after connecting, as without one-click sign-in.
   */
  async function storeSignIns(p: WcProvider, auths: Cacao[]) {
    const siwx = host.options.siwx
    if (!siwx) return
    const stored: SIWXSession[] = []
    const sdkFormat = (p.client as { formatAuthMessage?: (a: { request: unknown; iss: string }) => string } | undefined)
      ?.formatAuthMessage
    for (const cacao of auths) {
      try {
        const session = siwxSessionOfCacao(cacao)
        // The message must be the very text the wallet signed: the SDK writes it from the same payload.
        if (typeof sdkFormat === 'function') {
          const written = sdkFormat.call(p.client, { request: cacao.p, iss: cacao.p.iss })
          if (written !== session.message) throw new Error('The sign-in message differs from the one the wallet signed')
        }
        await siwx.addSession(session)
        stored.push(session)
      } catch (error) {
        host.logger.warn('Foyer: a one-click sign-in was not kept', error)
      }
    }
    if (stored.length) host.onSiwxSessions?.(stored)
  }

  async function connect(args?: { method?: 'qrcode' | 'mobile' }): Promise<void> {
    cancelCurrent?.(cancelledError())
    const thisAttempt = ++attempt
    let cancelled: Error | undefined
    const cancelPromise = new Promise<never>((_, reject) => {
      cancelCurrent = (error) => {
        cancelled = error
        reject(error)
      }
    })
    cancelPromise.catch(() => undefined)
    const current = () => thisAttempt === attempt && !cancelled && !destroyed
    let attemptProvider: WcProvider | undefined
    let attemptTopic: string | undefined
    host.connection.set({
      status: 'connecting',
      connectorId: 'walletConnect',
      // wcLinking says the person opened a deep link during this attempt (see methodOf): a stale one (an earlier
      // session's, a restored one) must not count.
      wcLinking: undefined,
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: false,
      buffering: false,
      error: undefined,
      rejected: false,
    })
    try {
      const p = await Promise.race([handled(withTimeout(loadProvider(), relayTimeoutMs, relayError)), cancelPromise])
      attemptProvider = p
      const optionalNamespaces = buildOptionalNamespaces(host.options.networks, host.activeNetwork())
      for (;;) {
        if (!current()) throw cancelled ?? cancelledError()
        let uriSeen!: () => void
        const uriPromise = new Promise<void>((resolve) => (uriSeen = resolve))
        const onUri = (uri: unknown) => {
          if (typeof uri === 'string') attemptTopic = pairingTopicOf(uri)
          uriSeen()
        }
        p.on('display_uri', onUri as never)
        const authRequest = await oneClickRequest(p, optionalNamespaces)
        authenticating = !!authRequest
        let auths: Cacao[] | undefined
        const approval: Promise<WcSession | undefined> = authRequest
          ? p.authenticate!(authRequest).then(
              (result) => {
                auths = result?.auths
                return result?.session
              },
              (error: unknown) => {
                // The SDK rejects a declined sign-in request with the bare message of the wallet's error.
                throw typeof error === 'string' ? new Error(error) : error
              },
            )
          : p.connect({ optionalNamespaces })
        approval.catch(() => undefined)
        try {
          // The relay must hand out a pairing within the bound; the SDK itself would retry forever.
          await Promise.race([
            handled(withTimeout(Promise.race([uriPromise, approval]), relayTimeoutMs, relayError)),
            cancelPromise,
          ])
        } finally {
          ;(p as { off?: (e: string, l: unknown) => void }).off?.('display_uri', onUri)
        }
        const expiry = host.connection.get().wcPairingExpiry
        let expiredTimer: ReturnType<typeof setTimeout> | undefined
        const expired = new Promise<'expired'>((resolve) => {
          if (expiry !== undefined)
            expiredTimer = setTimeout(() => resolve('expired'), Math.max(0, expiry - Date.now()))
        })
        let outcome: WcSession | undefined | 'expired'
        try {
          outcome = await Promise.race([approval, expired, cancelPromise])
        } catch (error) {
          // A proposal that ran out on the SDK's side is replaced like one that ran out on ours.
          if (current() && !isWcRejection(error) && /expire/i.test(String((error as Error)?.message)))
            outcome = 'expired'
          else throw error
        } finally {
          clearTimeout(expiredTimer)
        }
        if (outcome === 'expired') {
          host.logger.debug('Foyer: the WalletConnect pairing URI expired; making a fresh one')
          withdrawPairing(p, attemptTopic)
          attemptTopic = undefined
          continue
        }
        if (!current()) throw cancelled ?? cancelledError()
        if (authRequest && outcome) await keepRpcMap(p, optionalNamespaces)
        // Stored before the session is applied, so the sign-in check that follows the connection finds them.
        if (auths?.length) await storeSignIns(p, auths)
        if (!current()) throw cancelled ?? cancelledError()
        applySession(p, args?.method ?? methodOf(host.connection.get().wcLinking))
        host.connection.set({ buffering: false, wcError: false })
        return
      }
    } catch (error) {
      const mine = thisAttempt === attempt
      if (mine) cancelCurrent = undefined
      if (cancelled && attemptProvider) withdrawPairing(attemptProvider, attemptTopic)
      if (mine && !cancelled) {
        const relayDown = error instanceof FoyerError && error.cause instanceof WalletTimeoutError
        // The proposal behind the URI is over either way: no dead QR stays on screen.
        host.connection.set({ buffering: false, wcError: relayDown, wcUri: undefined, wcPairingExpiry: undefined })
        if (relayDown) {
          // Stop the SDK's endless reconnecting; the next attempt loads a fresh provider.
          const stale = provider
          provider = undefined
          providerPromise = undefined
          void stale?.client?.core?.relayer?.transportClose?.().catch(() => undefined)
        }
      }
      if (isWcRejection(error)) throw new UserRejectedError(undefined, { cause: error })
      throw error instanceof FoyerError ? error : new FoyerError('CONNECT_FAILED', { cause: error })
    } finally {
      if (thisAttempt === attempt) {
        cancelCurrent = undefined
        authenticating = false
      }
    }
  }

  async function restore(): Promise<void> {
    const marker = readJson(host.storage(), WC_STORAGE_KEYS.marker, isMarker, host.logger)
    if (!marker) return
    try {
      const p = await withTimeout(loadProvider(), relayTimeoutMs, relayError)
      if (!p.session) {
        safeRemove(host.storage(), WC_STORAGE_KEYS.marker)
        host.onSessionEnded(marker.namespaces, 'app')
        return
      }
      applySession(p, undefined)
    } catch (error) {
      host.logger.warn('Foyer: could not restore the WalletConnect session', error)
      host.onSessionEnded(marker.namespaces, 'app')
    }
  }

  return {
    connect,
    cancel() {
      attempt++
      cancelCurrent?.(cancelledError())
      cancelCurrent = undefined
    },
    restore,
    async request(args, chain) {
      if (!provider?.session) throw new FoyerError('WALLET_NOT_CONNECTED')
      try {
        const result = await provider.request(args, chain)
        // The SDK switches an approved chain locally and only asks the wallet about others; either way the wallet
        // sends no chainChanged for it, so the app's state follows here (the chain of each later request comes from it).
        if (args.method === 'wallet_switchEthereumChain' && chain.startsWith('eip155:')) {
          const ref = chainReferenceOf((Array.isArray(args.params) ? args.params[0] : args.params)?.chainId)
          if (ref) host.onChainChanged('eip155', ref)
        }
        return result
      } catch (error) {
        if (isWcRejection(error)) throw new UserRejectedError(undefined, { cause: error })
        throw error
      }
    },
    async disconnect() {
      const p = provider
      try {
        if (p?.session) await p.disconnect()
      } finally {
        endSession('app')
      }
    },
    namespaces: () => [...sessionNamespaces],
    chains: () => [
      ...new Set(
        Object.values(provider?.session?.namespaces ?? {}).flatMap((n) =>
          (n?.accounts ?? []).map((a) => a.split(':').slice(0, 2).join(':')),
        ),
      ),
    ],
    destroy() {
      destroyed = true
      cancelCurrent?.(cancelledError())
      const p = provider
      provider = undefined
      providerPromise = undefined
      void p?.client?.core?.relayer?.transportClose?.().catch(() => undefined)
      restoreEnvironment?.()
      restoreEnvironment = undefined
    },
  }
}
