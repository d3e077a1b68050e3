// The spec's sign-in flow (§4): once an address is active on a supported network its sessions are checked; with none,
// SIWXSignMessage asks. Sessions are per account and chain, so a switch to one without a session asks again and a
// switch back to one with a valid session does not.
import { ErrorText, FoyerError, NetworkUnreachableError, isNetworkUnreachable, isUserRejection } from '../errors.js'
import type {
  CaipNetworkId,
  ChainAdapter,
  ChainNamespace,
  FoyerEventName,
  Logger,
  Router,
  SiwxActions,
  SiwxState,
  ViewName,
} from '../types.js'
import type { StoreApi } from 'zustand/vanilla'
import { siwxAccountKey } from './account-key.js'
import type { SIWXConfig, SIWXMessage, SIWXMessageData, SIWXSession } from './types.js'

/** The account sign-in is about: connected, on a listed network. */
export interface SiwxTarget {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
}

export interface SiwxControllerDeps {
  config: SIWXConfig | undefined
  store: StoreApi<SiwxState>
  router: Router
  currentView(): ViewName
  isModalOpen(): boolean
  /** Opens the modal on a view (or moves an open one there). */
  show(view: ViewName): void
  /** Closes the modal; the controller only calls it once closing is allowed. */
  close(): void
  /** Undefined while nothing is connected, the chain is unsupported, or a connection is still being made. */
  target(): SiwxTarget | undefined
  /** The adapter that signs for the namespace, or undefined when the namespace is connected through WalletConnect. */
  directAdapter(ns: ChainNamespace): ChainAdapter | undefined
  signMessage(target: SiwxTarget, message: string): Promise<string>
  isSmartAccount(target: SiwxTarget): Promise<boolean>
  /** Disconnects every namespace and leaves the modal (if open) on the Connect view. */
  disconnect(): Promise<void>
  emit(event: FoyerEventName, properties?: Record<string, unknown>): void
  logger: Logger
}

/** The views on which the modal stays open while sign-in is required and missing (spec §4.6). */
const GUARDED_VIEWS: ViewName[] = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction']

const keyOf = (t: SiwxTarget) => siwxAccountKey(t.chainId, t.address)

export interface SiwxController extends SiwxActions {
  /** Re-checks after the accounts, chain or connection changed. */
  evaluate(): void
  /** Whether closing the modal must be refused right now. */
  blocksClose(): boolean
  /** Whether a connection that just succeeded should lead to the sign view instead of closing the modal. */
  wantsModal(): boolean
  /** Called before a namespace is disconnected (by the app or the wallet): signs it out when the host wants that. */
  beforeDisconnect(target: SiwxTarget | undefined): Promise<void>
}

export function createSiwxController(deps: SiwxControllerDeps): SiwxController {
  const { config, store } = deps
  let checkedKey: string | undefined
  /** The account whose prompt the person dismissed (not required): it is not shown again until something changes. */
  let dismissedKey: string | undefined
  /** Bumped on every change of target, so a late answer about an old account is dropped. */
  let generation = 0
  const set = (patch: Partial<SiwxState>) => store.setState(patch)
  const required = () => !!config?.getRequired?.()
  const notEnabled = () => new FoyerError('SIWX_NOT_ENABLED')

  const prepareMessage = async (target: SiwxTarget, gen: number): Promise<SIWXMessage | undefined> => {
    const message = await config!.createMessage({ accountAddress: target.address, chainId: target.chainId })
    if (gen === generation) set({ message })
    return message
  }

  const failInit = async (error: unknown) => {
    deps.logger.error('Foyer: sign-in could not start', error)
    checkedKey = undefined
    try {
      await deps.disconnect()
    } catch (disconnectError) {
      deps.logger.warn('Foyer: disconnecting after a sign-in failure failed', disconnectError)
    }
    set({ status: 'idle', session: undefined, message: undefined, error: ErrorText.AUTH_INIT_FAILED })
    deps.emit('SIWX_AUTH_ERROR', { message: ErrorText.AUTH_INIT_FAILED })
    // The Connect view says what went wrong (the modal stays open on it).
    deps.show('Connect')
  }

  const check = async (target: SiwxTarget, gen: number) => {
    set({ status: 'checking', session: undefined, message: undefined, error: undefined, required: required() })
    try {
      const sessions = await config!.getSessions(target.chainId, target.address)
      if (gen !== generation) return
      if (sessions.length > 0) {
        set({ status: 'signed', session: sessions[0], error: undefined })
        // The sign view was shown while checking (right after a connect): a valid session makes it unnecessary.
        if (deps.isModalOpen() && GUARDED_VIEWS.includes(deps.currentView())) deps.close()
        return
      }
      await prepareMessage(target, gen)
      if (gen !== generation) return
      set({ status: 'unsigned' })
      if (dismissedKey !== keyOf(target)) deps.show('SIWXSignMessage')
    } catch (error) {
      if (gen === generation) await failInit(error)
    }
  }

  const controller: SiwxController = {
    evaluate() {
      if (!config) return
      const target = deps.target()
      const key = target ? keyOf(target) : undefined
      if (key === checkedKey) return
      checkedKey = key
      dismissedKey = undefined
      const gen = ++generation
      if (!target) {
        const { error } = store.getState()
        // The initialisation error outlives the disconnect it caused, so the Connect view can still say why.
        set({
          status: 'idle',
          session: undefined,
          message: undefined,
          error: error === ErrorText.AUTH_INIT_FAILED ? error : undefined,
        })
        return
      }
      void check(target, gen)
    },

    blocksClose() {
      if (!config || !required()) return false
      const { status } = store.getState()
      if (status === 'signed' || status === 'disabled' || status === 'idle') return false
      return deps.target() !== undefined && GUARDED_VIEWS.includes(deps.currentView())
    },

    wantsModal() {
      if (!config) return false
      const { status } = store.getState()
      return status === 'checking' || status === 'unsigned'
    },

    async signIn() {
      if (!config) throw notEnabled()
      const target = deps.target()
      if (!target) throw new FoyerError('NO_ACTIVE_CAIP_ADDRESS')
      const gen = generation
      deps.emit('CLICK_SIGN_SIWX_MESSAGE', { namespace: target.namespace })
      set({ status: 'signing', error: undefined })
      try {
        const adapter = deps.directAdapter(target.namespace)
        const message =
          store.getState().message ??
          (await config.createMessage({ accountAddress: target.address, chainId: target.chainId }))
        let session: SIWXSession
        if (adapter?.canSignIn?.() && adapter.signIn) {
          // Solana's one-step sign-in: the wallet writes the message from these fields and signs it.
          const signed = await adapter.signIn(messageData(message))
          session = {
            data: { ...signed.data, chainId: target.chainId },
            message: signed.message,
            signature: signed.signature,
          }
        } else {
          const text = message.toString()
          const signature = await deps.signMessage(target, text)
          session = { data: messageData(message), message: text, signature }
        }
        await config.addSession(session)
        if (gen === generation) {
          set({ status: 'signed', session, message: undefined, error: undefined })
          deps.close()
        }
        deps.emit('SIWX_AUTH_SUCCESS', { namespace: target.namespace, chainId: target.chainId })
        return session
      } catch (cause) {
        // The server that makes the message or keeps the session did not answer: the person did not decline anything
        // (the wallet may not even have been asked), so the view says what happened instead of 'Signature declined'.
        const unreachable = !isUserRejection(cause) && isNetworkUnreachable(cause)
        const smart = !unreachable && (await deps.isSmartAccount(target).catch(() => false))
        const code = smart ? 'SMART_ACCOUNT_UNSUPPORTED' : 'SIGNATURE_DECLINED'
        const failure = unreachable
          ? new NetworkUnreachableError(undefined, { cause })
          : new FoyerError(code, { cause })
        if (!isUserRejection(cause)) deps.logger.warn('Foyer: sign-in failed', cause)
        deps.emit('SIWX_AUTH_ERROR', {
          namespace: target.namespace,
          message: failure.message,
          rejected: isUserRejection(cause),
        })
        if (gen === generation) {
          set({ status: 'unsigned', error: failure.message })
          // A fresh nonce for the next try; the declined one is never reused.
          void prepareMessage(target, gen).catch((error) =>
            deps.logger.warn('Foyer: could not prepare a new sign-in message', error),
          )
          // Spec §4.4: declining reopens the view and shows the error.
          deps.show('SIWXSignMessage')
        }
        throw failure
      }
    },

    async signOut() {
      if (!config) throw notEnabled()
      const target = deps.target()
      if (!target) return
      await config.revokeSession(target.chainId, target.address)
      // Stay on this account without asking again until something changes; a required sign-in disconnects instead.
      set({ status: 'unsigned', session: undefined, error: undefined })
      if (required()) await deps.disconnect()
    },

    async cancel() {
      if (!config) throw notEnabled()
      deps.emit('CLICK_CANCEL_SIWX', { required: required() })
      set({ error: undefined })
      const target = deps.target()
      if (required() && target) await deps.disconnect()
      else {
        dismissedKey = target && keyOf(target)
        deps.close()
      }
      deps.router.reset('Connect')
    },

    getSession: () => store.getState().session,

    async beforeDisconnect(target) {
      if (!config || !target || config.signOutOnDisconnect === false) return
      try {
        await config.revokeSession(target.chainId, target.address)
      } catch (error) {
        deps.logger.warn('Foyer: could not revoke the sign-in session', error)
      }
    },
  }
  return controller
}

/** The plain fields of a message (no toString), as a session stores them. */
function messageData(message: SIWXMessage): SIWXMessageData {
  const data: SIWXMessageData = {
    accountAddress: message.accountAddress,
    chainId: message.chainId,
    domain: message.domain,
    uri: message.uri,
    version: message.version,
    nonce: message.nonce,
  }
  for (const key of ['statement', 'issuedAt', 'expirationTime', 'notBefore', 'requestId'] as const)
    if (message[key] !== undefined) data[key] = message[key]
  if (message.resources?.length) data.resources = [...message.resources]
  return data
}
