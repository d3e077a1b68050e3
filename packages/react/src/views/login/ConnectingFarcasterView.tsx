import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import type { AuthFarcasterChannel } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { formatMessage } from '../../messages/en.js'
import { CheckIcon, CopyIcon } from '../../ui/icons.js'
import { QrCode } from '../../ui/QrCode.js'
import { Spinner } from '../../ui/Spinner.js'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { errorText, useFinishLogin } from './useAuthLogin.js'

/**
 * Sign In With Farcaster: the frame opens a channel (a nonce from the server, the channel on the relay), this view
 * shows its link as a QR code with Copy link and Open, and waits until the person approved in their Farcaster app.
 * Leaving the view stops the wait.
 */
export default function ConnectingFarcasterView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const finish = useFinishLogin()
  const [channel, setChannel] = useState<AuthFarcasterChannel>()
  const [error, setError] = useState<string>()
  const [copied, setCopied] = useState(false)
  const [run, setRun] = useState(0)
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const auth = client.options.auth
    if (!auth) return
    const stop = new AbortController()
    void (async () => {
      try {
        const opened = await auth.farcasterStart()
        if (stop.signal.aborted) return
        setChannel(opened)
        const session = await auth.farcasterWait(opened.channelToken, stop.signal)
        if (stop.signal.aborted) return
        await finish(session)
      } catch (reason) {
        if (!stop.signal.aborted) setError(formatMessage(messages.loginFailed, { reason: errorText(reason) }))
      }
    })()
    return () => stop.abort()
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
      setError(errorText(reason))
    }
  }, [channel])

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
              setChannel(undefined)
              setError(undefined)
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
