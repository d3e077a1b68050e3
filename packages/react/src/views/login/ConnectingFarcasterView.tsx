import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import type { AuthFarcasterChannel } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { formatMessage } from '../../messages/en.js'
import { CheckIcon, CopyIcon } from '../../ui/icons.js'
import { QrCode } from '../../ui/QrCode.js'
import { Spinner } from '../../ui/Spinner.js'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { errorReason } from '../errorReason.js'
import { useFinishLogin } from './useAuthLogin.js'

/** One Sign In With Farcaster in progress: its channel, then its end (connected, or the error to show). */
interface FarcasterAttempt {
  channel?: AuthFarcasterChannel
  error?: string
  stop: AbortController
  /** The mounted view's setters; the view mounted again after the frame's recovery screen takes them over. */
  onChange?: () => void
}
/** The attempt per client (one modal per client): it outlives the view, see below. */
const attempts = new WeakMap<object, FarcasterAttempt>()

/**
 * Sign In With Farcaster: the frame opens a channel (a nonce from the server, the channel on the relay), this view
 * shows its link as a QR code with Copy link and Open, and waits until the person approved in their Farcaster app.
 * Leaving the view stops the wait. On the first login (or a new browser) the frame's recovery screen pushes
 * ApproveTransaction over this view once the app answered, which unmounts it: the attempt is kept outside the view, so
 * the login still finishes and the view shown again after that screen follows the same attempt.
 */
export default function ConnectingFarcasterView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const finish = useFinishLogin()
  const [, rerender] = useState(0)
  const [copied, setCopied] = useState(false)
  const [run, setRun] = useState(0)
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const attempt = attempts.get(client)
  const channel = attempt?.channel
  const [copyError, setCopyError] = useState<string>()
  const error = attempt?.error ?? copyError

  useEffect(() => {
    const auth = client.options.auth
    if (!auth) return
    let current = attempts.get(client)
    if (!current || current.error) {
      const started: FarcasterAttempt = { stop: new AbortController() }
      current = started
      attempts.set(client, started)
      const changed = () => started.onChange?.()
      void (async () => {
        try {
          const opened = await auth.farcasterStart()
          if (started.stop.signal.aborted) return
          started.channel = opened
          changed()
          const session = await auth.farcasterWait(opened.channelToken, started.stop.signal)
          if (started.stop.signal.aborted) return
          await finish(session)
          if (attempts.get(client) === started) attempts.delete(client)
        } catch (reason) {
          if (started.stop.signal.aborted) return
          started.error = formatMessage(messages.loginFailed, { reason: errorReason(reason, messages) })
          changed()
        }
      })()
    }
    const followed = current
    followed.onChange = () => rerender((n) => n + 1)
    // This render read the attempt before the effect made or adopted it: show it once the effect is done.
    queueMicrotask(() => followed.onChange?.())
    return () => {
      followed.onChange = undefined
      // Only the frame's own screen may take the view over without ending the sign-in; any other way out of this
      // view (back, another view, the modal closed) stops the wait.
      const { view } = client.stores.router.getState()
      if (client.stores.modal.getState().open && view === 'ApproveTransaction') return
      followed.stop.abort()
      if (attempts.get(client) === followed) attempts.delete(client)
    }
  }, [client, finish, messages, run])

  useEffect(() => () => clearTimeout(copyTimer.current), [])

  const copy = useCallback(async () => {
    if (!channel) return
    try {
      await navigator.clipboard.writeText(channel.url)
      setCopied(true)
      clearTimeout(copyTimer.current)
      copyTimer.current = setTimeout(() => setCopied(false), 1500)
    } catch (reason) {
      setCopyError(errorReason(reason, messages))
    }
  }, [channel, messages])

  return (
    <div className="foyer-center">
      <p className="foyer-intro">{messages.farcasterIntro}</p>
      <QrCode
        uri={error ? undefined : channel?.url}
        label={messages.farcasterQrLabel}
        loadingLabel={messages.farcasterQrLoading}
        logo={<WalletIcon name={messages.socialFarcaster} size={44} />}
      />
      {error ? (
        <>
          <div role="alert">
            <p>{error}</p>
          </div>
          <button
            type="button"
            className="foyer-button"
            onClick={() => {
              // The failed attempt is replaced by a new one when the effect runs again.
              setCopyError(undefined)
              setRun((n) => n + 1)
            }}
          >
            {messages.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p className="foyer-muted" role="status">
            {channel ? (
              <>
                <Spinner size={14} /> {messages.farcasterWaiting}
              </>
            ) : (
              messages.farcasterQrLoading
            )}
          </p>
          <div className="foyer-actions">
            <button
              type="button"
              className="foyer-button"
              data-variant="secondary"
              data-size="small"
              disabled={!channel}
              onClick={() => void copy()}
            >
              {copied ? <CheckIcon /> : <CopyIcon />} {copied ? messages.copied : messages.farcasterCopyLink}
            </button>
            {channel && (
              <a className="foyer-button" data-size="small" href={channel.url} target="_blank" rel="noreferrer">
                {messages.farcasterOpenLink}
              </a>
            )}
          </div>
        </>
      )}
    </div>
  )
}
