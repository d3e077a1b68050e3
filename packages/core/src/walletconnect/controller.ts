// The WalletConnect controller: one UniversalProvider per client (load-provider.ts), loaded only when a WalletConnect
// connection is wanted (connect) or restored (a 'foyer.walletConnect' marker in Foyer's storage), and shared by every
// namespace of the session. It runs the connection attempt (pairing URI, its expiry and replacement, cancellation,
// one-click sign-in) and the session's requests; the client wires it to its stores through `WcHost` (bridge.ts).
import { FoyerError, UserRejectedError } from '../errors.js'
import { readJson, safeRemove, writeJson } from '../storage.js'
import { WalletTimeoutError, withTimeout } from '../timeout.js'
import type { Cacao } from '../siwx/types.js'
import type { ChainNamespace, ConnectionState } from '../types.js'
import { DEFAULT_RELAY_TIMEOUT_MS, WC_STORAGE_KEYS } from './constants.js'
import { cancelledError } from './errors.js'
import { createProviderLoader } from './load-provider.js'
import {
  buildOptionalNamespaces,
  chainReferenceOf,
  isWcRejection,
  pairingTopicOf,
  sessionAccounts,
  wcNamespacesOf,
} from './namespaces.js'
import { keepRpcMap, oneClickRequest, storeSignIns } from './one-click-session.js'
import { listenToSession } from './session-listeners.js'
import type { WalletConnectController, WcHost, WcProvider, WcSession } from './types.js'

/**
 * CONNECT_SUCCESS's method: 'mobile' when the person handed the URI over by a link (the view records the link it opened
 * as wcLinking: the mobile, desktop and web tabs), 'qrcode' when the wallet scanned (or was pasted) the QR's URI.
 */
export function methodOf(linking: ConnectionState['wcLinking']): 'qrcode' | 'mobile' {
  return linking ? 'mobile' : 'qrcode'
}

const isMarker = (v: unknown): v is { namespaces: string[] } =>
  !!v && typeof v === 'object' && Array.isArray((v as { namespaces?: unknown }).namespaces)

/** A promise that may lose a race: its rejection is still handled (no unhandled-rejection noise). */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined)
  return promise
}

export function createWalletConnectController(host: WcHost): WalletConnectController {
  const wcOptions = host.options.walletConnect!
  const relayTimeoutMs = wcOptions.relayTimeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS
  let attempt = 0
  let cancelCurrent: ((error: Error) => void) | undefined
  let currentPairingTopic: string | undefined
  /** Whether the pending attempt is a one-click sign-in: the wallet then answers on a topic of its own. */
  let authenticating = false
  let sessionNamespaces: ChainNamespace[] = []
  let destroyed = false

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

  const loader = createProviderLoader(host, (p) =>
    listenToSession(
      p,
      host,
      {
        pending: () => !!cancelCurrent,
        pairingTopic: () => currentPairingTopic,
        setPairingTopic: (topic) => (currentPairingTopic = topic),
        authenticating: () => authenticating,
      },
      { namespaces: () => sessionNamespaces, end: endSession },
    ),
  )

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
      const p = await Promise.race([handled(withTimeout(loader.load(), relayTimeoutMs, relayError)), cancelPromise])
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
        const authRequest = await oneClickRequest(host, p, optionalNamespaces)
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
        if (authRequest && outcome) await keepRpcMap(host, p, optionalNamespaces)
        // Stored before the session is applied, so the sign-in check that follows the connection finds them.
        if (auths?.length) await storeSignIns(host, p, auths)
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
          loader.drop()
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
      const p = await withTimeout(loader.load(), relayTimeoutMs, relayError)
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
      const provider = loader.current()
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
      const p = loader.current()
      try {
        if (p?.session) await p.disconnect()
      } finally {
        endSession('app')
      }
    },
    namespaces: () => [...sessionNamespaces],
    chains: () => [
      ...new Set(
        Object.values(loader.current()?.session?.namespaces ?? {}).flatMap((n) =>
          (n?.accounts ?? []).map((a) => a.split(':').slice(0, 2).join(':')),
        ),
      ),
    ],
    destroy() {
      destroyed = true
      cancelCurrent?.(cancelledError())
      loader.destroy()
    },
  }
}
