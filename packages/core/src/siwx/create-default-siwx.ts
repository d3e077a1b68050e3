// The SIWX the host gets from `createDefaultSiwx()`: a messenger, verifiers per namespace and a storage, each swappable.
// Every session is verified on the way in and again on the way out, so nothing edited in storage signs anybody in.
import { parseCaipNetworkId } from '../caip.js'
import type { ChainNamespace, FoyerStorage } from '../types.js'
import { createLocalSiwxStorage } from './local-storage.js'
import { createSiwxMessenger, type SiwxMessengerOptions } from './messenger.js'
import type { SIWXConfig, SIWXMessenger, SIWXSession, SIWXStorage, SIWXVerifier } from './types.js'

export interface DefaultSiwxOptions {
  /** A messenger, or options for the default one (statement, expiration, domain, uri). */
  messenger?: SIWXMessenger | SiwxMessengerOptions
  /** Verifiers per namespace. Default: the client's adapters' verifiers (@foyer/evm, @foyer/solana). */
  verifiers?: SIWXVerifier[]
  /** Default: the client's storage (local storage, under the client's `id`). */
  storage?: SIWXStorage
  /** Whether the app cannot be used without signing in (default false). */
  required?: boolean
  /** Whether a disconnect revokes the account's sessions (default true). */
  signOutOnDisconnect?: boolean
  /** Tests: the clock. */
  now?: () => Date
}

export class SiwxSessionError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SiwxSessionError'
  }
}

const isMessenger = (m: DefaultSiwxOptions['messenger']): m is SIWXMessenger =>
  !!m && typeof (m as SIWXMessenger).createMessage === 'function'

export function createDefaultSiwx(options: DefaultSiwxOptions = {}): SIWXConfig {
  const ownMessenger = isMessenger(options.messenger)
    ? undefined
    : createSiwxMessenger({ ...options.messenger, now: options.messenger?.now ?? options.now })
  const messenger: SIWXMessenger = isMessenger(options.messenger) ? options.messenger : ownMessenger!
  // Until a client attaches, sessions live in the page's local storage; after, in that client's (scoped) storage.
  let clientStorage: (() => FoyerStorage | null) | undefined
  const storage =
    options.storage ?? createLocalSiwxStorage({ resolveStorage: () => (clientStorage ? clientStorage() : undefined) })
  const verifiers = new Map<ChainNamespace, SIWXVerifier>((options.verifiers ?? []).map((v) => [v.chainNamespace, v]))
  const now = options.now ?? (() => new Date())

  const namespaceOf = (session: SIWXSession): ChainNamespace | undefined => {
    try {
      return parseCaipNetworkId(session.data.chainId).namespace
    } catch {
      return undefined
    }
  }
  const inTime = (session: SIWXSession) => {
    const t = now().getTime()
    const { expirationTime, notBefore } = session.data
    if (expirationTime !== undefined && !(Date.parse(expirationTime) > t)) return false
    if (notBefore !== undefined && !(Date.parse(notBefore) <= t)) return false
    return true
  }
  const isValid = async (session: SIWXSession): Promise<boolean> => {
    const ns = namespaceOf(session)
    const verifier = ns ? verifiers.get(ns) : undefined
    if (!verifier || !inTime(session)) return false
    try {
      return (await verifier.verify(session)) === true
    } catch {
      return false
    }
  }

  return {
    createMessage: (input) => messenger.createMessage(input),
    // A host messenger without it means no one-click sign-in: Foyer connects, then asks.
    getAuthRequest: async (input) => messenger.getAuthRequest?.(input),
    async addSession(session) {
      const ns = namespaceOf(session)
      if (!ns || !verifiers.has(ns))
        throw new SiwxSessionError(`No sign-in verifier for ${session.data?.chainId ?? 'this chain'}`)
      if (!(await isValid(session))) throw new SiwxSessionError('The sign-in signature does not match the message')
      await storage.add(session)
    },
    async revokeSession(chainId, address) {
      await storage.delete(chainId, address)
    },
    async setSessions(sessions) {
      const checked = await Promise.all(sessions.map(async (s) => ((await isValid(s)) ? s : undefined)))
      await storage.set(checked.filter((s): s is SIWXSession => !!s))
    },
    async getSessions(chainId, address) {
      const stored = await storage.get(chainId, address)
      const valid: SIWXSession[] = []
      for (const session of stored) if (await isValid(session)) valid.push(session)
      // An expired or tampered session is dropped, so the person is asked again and the bad one never comes back.
      if (valid.length !== stored.length) {
        await storage.delete(chainId, address)
        for (const session of valid) await storage.add(session)
      }
      return valid
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? true,
    attachClient(client) {
      clientStorage = client.storage
      for (const verifier of client.verifiers) {
        if (!verifiers.has(verifier.chainNamespace)) verifiers.set(verifier.chainNamespace, verifier)
        if (verifier.formatMessage && ownMessenger)
          ownMessenger.setFormatter(verifier.chainNamespace, (data) => verifier.formatMessage!(data))
      }
    },
  }
}
