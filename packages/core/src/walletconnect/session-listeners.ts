// The SDK's events for a client's provider: the pairing URI of the attempt, the wallet's answer arriving (buffering),
// and what the wallet does to the session afterwards (accounts, chain, delete, expiry).
import { chainReferenceOf, pairingExpiryOf, pairingTopicOf, sessionAccounts } from './namespaces.js'
import type { ChainNamespace } from '../types.js'
import type { WcHost, WcProvider } from './types.js'

/** What the listeners need to know of the connection attempt in progress. */
export interface PendingAttempt {
  /** Whether an attempt is waiting for a wallet. */
  pending(): boolean
  pairingTopic(): string | undefined
  setPairingTopic(topic: string | undefined): void
  /** Whether the pending attempt is a one-click sign-in: the wallet then answers on a topic of its own. */
  authenticating(): boolean
}

export interface SessionState {
  namespaces(): ChainNamespace[]
  end(initiator: 'wallet' | 'app'): void
}

export function listenToSession(p: WcProvider, host: WcHost, attempt: PendingAttempt, session: SessionState): void {
  p.on('display_uri', ((uri: string) => {
    if (!attempt.pending() || typeof uri !== 'string') return
    const uriExpiry = pairingExpiryOf(uri)
    const lifetime = host.switches.wcPairingLifetimeMs
    const ours = lifetime ? Date.now() + lifetime : undefined
    const expiry = uriExpiry && ours ? Math.min(uriExpiry, ours) : (ours ?? uriExpiry)
    attempt.setPairingTopic(pairingTopicOf(uri))
    host.connection.set({ wcUri: uri, wcPairingExpiry: expiry, status: 'connecting', buffering: false })
  }) as never)
  p.on('session_delete', (() => session.end('wallet')) as never)
  // UniversalProvider does not forward the sign client's session_expire: listen to the client itself.
  try {
    p.client?.on?.('session_expire', (e) => {
      if (!e?.topic || e.topic === p.session?.topic) session.end('wallet')
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
    if (!session.namespaces().includes(ns)) return
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
        e?.topic && (e.topic === attempt.pairingTopic() || (attempt.authenticating() && e.topic !== p.session?.topic))
      if (attempt.pending() && answered) host.connection.set({ buffering: true })
    })
  } catch {
    // an SDK without this event: buffering stays false
  }
}
