import { useEffect, useRef, useState, type ReactElement } from 'react'
import { shortenAddress } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { formatMessage } from '../messages/en.js'
import { Identicon } from '../ui/Identicon.js'
import { Spinner } from '../ui/Spinner.js'
import { WalletIcon } from '../ui/WalletIcon.js'

/** "21 November 2026, 14:05" in the reader's locale: when the sign-in stops being valid. */
function formatWhen(iso: string | undefined): string | undefined {
  if (!iso) return undefined
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return undefined
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(time)
}

/**
 * Spec §4 sign-in: who asks (the app), who signs (the wallet and account), what is signed (domain, statement, expiry),
 * Sign and Cancel. Core keeps the flow; this view shows its state: checking, waiting for the wallet, declined.
 */
export default function SIWXSignMessageView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const { status, message, error, required } = useStoreSelector(client.stores.siwx, (s) => ({
    status: s.status,
    message: s.message,
    error: s.error,
    required: s.required,
  }))
  const { walletInfo: wallet } = useWalletInfo()
  const app = client.options.metadata
  const appName = app?.name ?? message?.domain ?? ''
  const walletName = wallet?.name ?? messages.unknownWallet
  const [cancelling, setCancelling] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => void (mounted.current = false), [])

  const sign = (): void => {
    // Failures come back through the store (the spec's text); nothing to handle here.
    client.siwx.signIn().catch(() => undefined)
  }
  const cancel = (): void => {
    setCancelling(true)
    client.siwx
      .cancel()
      .catch(() => undefined)
      .finally(() => mounted.current && setCancelling(false))
  }

  if (status === 'checking' || (status !== 'signing' && !message && !error)) {
    return (
      <div className="foyer-center" role="status">
        <Spinner size={28} />
        <p className="foyer-muted">{messages.siwxChecking}</p>
      </div>
    )
  }

  const signing = status === 'signing'
  const expires = formatWhen(message?.expirationTime)
  return (
    <div>
      <div className="foyer-center">
        <div className="foyer-siwx-parties" aria-hidden="true">
          <WalletIcon name={appName || '?'} src={app?.icons?.[0]} size={56} />
          <WalletIcon name={walletName} src={wallet?.icon} size={56} />
        </div>
        <h3>{appName ? formatMessage(messages.siwxHeading, { app: appName }) : messages.siwxHeadingNoApp}</h3>
        <p className="foyer-muted">{formatMessage(messages.siwxIntro, { name: walletName })}</p>
      </div>
      {message && (
        <dl className="foyer-summary" aria-label={messages.siwxWhatIsSigned}>
          <div>
            <dt>{messages.siwxAccount}</dt>
            <dd className="foyer-siwx-account">
              <Identicon address={message.accountAddress} size={20} />
              <span title={message.accountAddress}>{shortenAddress(message.accountAddress)}</span>
            </dd>
          </div>
          <div>
            <dt>{messages.siwxDomain}</dt>
            <dd>{message.domain}</dd>
          </div>
          {message.statement && (
            <div>
              <dt>{messages.siwxStatement}</dt>
              <dd>{message.statement}</dd>
            </div>
          )}
          <div>
            <dt>{messages.siwxExpires}</dt>
            <dd>{expires ?? messages.siwxNoExpiry}</dd>
          </div>
        </dl>
      )}
      {error && (
        <div role="alert" className="foyer-alert">
          {error}
        </div>
      )}
      {signing && (
        <p className="foyer-muted foyer-center" role="status">
          <Spinner size={16} /> {formatMessage(messages.siwxWaiting, { name: walletName })}
        </p>
      )}
      {required && <p className="foyer-muted foyer-siwx-required">{messages.siwxRequired}</p>}
      <div className="foyer-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={cancel} disabled={cancelling}>
          {messages.siwxCancel}
        </button>
        <button type="button" className="foyer-button" onClick={sign} disabled={signing || !message || cancelling}>
          {signing ? messages.siwxSigning : messages.siwxSign}
        </button>
      </div>
    </div>
  )
}
