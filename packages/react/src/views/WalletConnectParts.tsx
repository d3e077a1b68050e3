// What ConnectingWalletConnect and ConnectingWalletConnectBasic share: the connection attempt and its states, the
// QR with its Copy link button, and the failed and waiting panels.
import { useCallback, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react'
import {
  isUserRejection,
  WC_CONNECTOR_ID,
  type DirectoryWallet,
  type FoyerClient,
  type RecentWallet,
} from '@foyer/core'
import { directoryWalletLinks } from './all-wallets/directoryWalletLinks.js'
import { useFoyerClient, useMessages } from '../context.js'
import { copyAnnouncement, useCopyToClipboard } from '../hooks/useCopyToClipboard.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { lookupWallet, type WalletInfo } from '../hooks/useWalletInfo.js'
import { QrCode } from '../ui/QrCode.js'
import { Spinner } from '../ui/Spinner.js'
import { CheckIcon, CopyIcon, ErrorIcon, WalletConnectMark } from '../ui/icons.js'
import { WalletIcon } from '../ui/WalletIcon.js'

/** Why the attempt stopped: the person declined, the relay could not be reached (core's wcError), or anything else. */
export type WcFailure = 'declined' | 'unreachable' | 'failed'

export interface WalletConnectSession {
  uri: string | undefined
  /** The wallet answered and the session is being set up. */
  buffering: boolean
  failure: WcFailure | undefined
  /** Resets core's WalletConnect state and asks for a fresh pairing. */
  retry: () => void
}

/**
 * The wallet the person picked, for core to record as a recent wallet once connected: a directory wallet by its
 * directory id (the Connect view finds it again in the directory), a custom wallet by its id. The generic QR code and
 * a connector's entry pick no wallet.
 */
function pickedWallet(client: FoyerClient): { wallet: RecentWallet } | undefined {
  const data = client.stores.router.getState().data
  const directory = data?.directoryWallet as DirectoryWallet | undefined
  if (directory) return { wallet: { id: directory.id, name: directory.name, imageUrl: directory.imageUrl } }
  const custom =
    typeof data?.customWalletId === 'string'
      ? client.options.customWallets.find((w) => w.id === data.customWalletId)
      : undefined
  if (!custom) return undefined
  return { wallet: { id: custom.id, name: custom.name, ...(custom.imageUrl ? { imageUrl: custom.imageUrl } : {}) } }
}

/**
 * Starts `client.connectWalletConnect()` once per showing of the view (StrictMode's second effect run does not start
 * another), follows the connection store, and on leaving before a wallet connected resets the WalletConnect state.
 * No method is passed: core reports 'mobile' if the person opens one of the view's links (recorded as wcLinking)
 * before the wallet answers, 'qrcode' otherwise, whatever the platform.
 */
export function useWalletConnectSession(): WalletConnectSession {
  const client = useFoyerClient()
  const { uri, wcError, buffering } = useStoreSelector(client.stores.connection, (s) => ({
    uri: s.wcUri,
    wcError: s.wcError,
    buffering: s.buffering,
  }))
  const [outcome, setOutcome] = useState<'pending' | 'declined' | 'failed'>('pending')
  const mounted = useRef(true)
  const started = useRef(false)
  const connected = useRef(false)

  const connect = useCallback(async () => {
    setOutcome('pending')
    try {
      const picked = pickedWallet(client)
      await (picked ? client.connectWalletConnect(picked) : client.connectWalletConnect())
      connected.current = true
    } catch (error) {
      if (!mounted.current) return
      setOutcome(isUserRejection(error) || client.stores.connection.getState().rejected ? 'declined' : 'failed')
    }
  }, [client])

  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      void connect()
    }
    return () => {
      mounted.current = false
      // StrictMode runs the effect again at once; the view was really left if it is still unmounted a moment later.
      queueMicrotask(() => {
        // Core moves on (sign view, or closing) as soon as the session is applied, which can be before the promise
        // above resolves: a session that is up is not an abandoned attempt.
        const { status, connectorId } = client.stores.connection.getState()
        const sessionUp = status === 'connected' && connectorId === WC_CONNECTOR_ID
        if (!mounted.current && !connected.current && !sessionUp) client.resetWcConnection()
      })
    }
  }, [client, connect])

  const retry = useCallback(() => {
    client.resetWcConnection()
    void connect()
  }, [client, connect])

  const failure: WcFailure | undefined =
    outcome === 'declined' ? 'declined' : wcError ? 'unreachable' : outcome === 'failed' ? 'failed' : undefined
  return { uri, buffering, failure, retry }
}

/** The wallet being connected: a custom wallet of the options (router data `customWalletId`), else the connector. */
export function useWcWallet(): {
  wallet: WalletInfo | undefined
  custom: FoyerClient['options']['customWallets'][number] | undefined
  /** A wallet of the server's directory (router data `directoryWallet`): its links are in `custom`. */
  directory: DirectoryWallet | undefined
} {
  const client = useFoyerClient()
  const { connectorId, customWalletId, directory } = useStoreSelector(client.stores.router, (s) => ({
    connectorId: typeof s.data?.connectorId === 'string' ? s.data.connectorId : undefined,
    customWalletId: typeof s.data?.customWalletId === 'string' ? s.data.customWalletId : undefined,
    directory: (s.data?.directoryWallet as DirectoryWallet | undefined) ?? undefined,
  }))
  // A directory wallet is handled like a custom one: its deep link, desktop app and web app carry the URI.
  const custom = directory
    ? directoryWalletLinks(directory)
    : customWalletId
      ? client.options.customWallets.find((w) => w.id === customWalletId)
      : undefined
  const found = useStoreSelector(client.stores.connectors, () => lookupWallet(client, customWalletId ?? connectorId))
  // The generic WalletConnect entry is not a wallet: the QR shows the WalletConnect mark and the texts say "your wallet".
  const wallet = custom
    ? { name: custom.name, icon: custom.imageUrl, rdns: custom.rdns }
    : connectorId === 'walletConnect'
      ? undefined
      : found
  return { wallet, custom, directory }
}

/** The QR (or its skeleton) with a Copy link button and a polite "Copied". */
export function QrPanel({ uri, wallet }: { uri: string | undefined; wallet: WalletInfo | undefined }): ReactElement {
  const messages = useMessages()
  const copy = useCopyToClipboard()

  return (
    <div className="foyer-center">
      <QrCode uri={uri} label={messages.wcQrLabel} loadingLabel={messages.wcQrLoading} wallet={wallet} />
      <button
        type="button"
        className="foyer-button"
        data-variant="secondary"
        data-size="small"
        disabled={!uri}
        onClick={() => void (uri && copy.copy(uri))}
      >
        {copy.state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {messages.wcCopyLink}
      </button>
      <span className="foyer-live" role="status" aria-live="polite">
        {copyAnnouncement(copy.state, messages)}
      </span>
    </div>
  )
}

/**
 * A panel that replaces the QR (failed, waiting) removes the control that had focus with it; focus then goes to
 * `ref` (Try again, or the dialog) rather than nowhere, so keyboard and screen-reader users stay in the dialog.
 */
function useFocusIfLost(
  ref: RefObject<HTMLElement | null>,
  target: (el: HTMLElement) => HTMLElement | null = (el) => el,
): void {
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const root = el.getRootNode() as Document | ShadowRoot
    const active = root.activeElement
    if (!active || !active.isConnected) target(el)?.focus({ preventScroll: true })
    // Only when the panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

export const StageIcon = ({ wallet }: { wallet: WalletInfo | undefined }): ReactElement =>
  wallet ? <WalletIcon name={wallet.name} src={wallet.icon} size={72} /> : <WalletConnectMark size={72} />

/** Shown instead of the QR while the wallet answered and the session is being set up (core's `buffering`). */
export function WcWaiting({ wallet }: { wallet: WalletInfo | undefined }): ReactElement {
  const messages = useMessages()
  const ref = useRef<HTMLDivElement>(null)
  useFocusIfLost(ref, (el) => el.closest<HTMLElement>('[role="dialog"]'))
  return (
    <div className="foyer-center" ref={ref}>
      <div className="foyer-wallet-stage" data-state="connecting">
        <StageIcon wallet={wallet} />
        <span className="foyer-stage-spinner">
          <Spinner size={22} />
        </span>
      </div>
      <div role="status">
        <h3>{messages.wcWaiting}</h3>
      </div>
      <p className="foyer-muted">{messages.wcWaitingHint}</p>
    </div>
  )
}

/** The failed attempt: core's text word for word (or "Connection declined"), a hint, and Try again. */
export function WcFailed({
  failure,
  wallet,
  onRetry,
}: {
  failure: WcFailure
  wallet: WalletInfo | undefined
  onRetry: () => void
}): ReactElement {
  const messages = useMessages()
  const title = failure === 'declined' ? messages.connectionDeclined : messages.connectFailed
  const hint =
    failure === 'declined'
      ? messages.connectionDeclinedHint
      : failure === 'unreachable'
        ? messages.wcRelayUnreachable
        : messages.wcFailedHint
  const retryRef = useRef<HTMLButtonElement>(null)
  useFocusIfLost(retryRef)
  return (
    <div className="foyer-center">
      <div className="foyer-wallet-stage" data-state="error">
        <StageIcon wallet={wallet} />
        <span className="foyer-stage-spinner">
          <ErrorIcon />
        </span>
      </div>
      <div role="alert">
        <h3>{title}</h3>
      </div>
      <p className="foyer-muted">{hint}</p>
      <button ref={retryRef} type="button" className="foyer-button" onClick={onRetry}>
        {messages.tryAgain}
      </button>
    </div>
  )
}

/**
 * A deep link carrying the URI, as WalletConnect wallets expect it: a native scheme (`foyerwallet://`) or a universal
 * link (`https://wallet.example/`) followed by `wc?uri=<encoded>`.
 */
export function walletLink(base: string, uri: string): string {
  const root = base.includes('://') ? (base.endsWith('/') ? base : `${base}/`) : `${base.replace(/:$/, '')}://`
  return `${root}wc?uri=${encodeURIComponent(uri)}`
}

/** A web wallet page that takes the URI as `?uri=` (the demo's dev wallet page). */
export function webWalletLink(base: string, uri: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}uri=${encodeURIComponent(uri)}`
}
