import { useEffect, useRef, useState, type ReactElement } from 'react'
import type { AuthSocialAttempt, SocialProvider } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { formatMessage } from '../../messages/en.js'
import { ErrorIcon } from '../../ui/icons.js'
import { Spinner } from '../../ui/Spinner.js'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { socialLabelKeys } from './socials.js'
import { startSocialLogin } from './startSocialLogin.js'
import { errorText, useFinishLogin } from './useAuthLogin.js'

type Outcome = { kind: 'waiting' } | { kind: 'blocked' } | { kind: 'failed'; message: string }

const isAttempt = (v: unknown): v is AuthSocialAttempt =>
  !!v && typeof v === 'object' && 'result' in v && typeof (v as AuthSocialAttempt).cancel === 'function'

/**
 * Waits while the provider's popup (opened by the Connect view's click) is up, then connects the embedded wallet. A
 * blocked popup or a failure says so, and Try again opens a new popup inside its own click. Leaving the view closes it.
 */
export default function ConnectingSocialView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const finish = useFinishLogin()
  const data = useStoreSelector(client.stores.router, (s) => s.data)
  const provider = (typeof data?.provider === 'string' ? data.provider : 'google') as Exclude<
    SocialProvider,
    'farcaster'
  >
  const name = messages[socialLabelKeys[provider]] ?? provider
  const [attempt, setAttempt] = useState<AuthSocialAttempt | undefined>(() =>
    isAttempt(data?.attempt) ? data.attempt : undefined,
  )
  const [outcome, setOutcome] = useState<Outcome>(() =>
    data?.blocked === true || !isAttempt(data?.attempt) ? { kind: 'blocked' } : { kind: 'waiting' },
  )
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    if (!attempt) return
    let current = true
    attempt.result.then(
      async (session) => {
        if (!current) return
        try {
          await finish(session)
        } catch (error) {
          if (current && mounted.current)
            setOutcome({ kind: 'failed', message: formatMessage(messages.loginFailed, { reason: errorText(error) }) })
        }
      },
      (error: unknown) => {
        if (!current || !mounted.current) return
        const closed = error instanceof Error && error.name === 'AuthPopupClosedError'
        setOutcome({
          kind: 'failed',
          message: closed
            ? formatMessage(messages.socialCancelled, { provider: name })
            : formatMessage(messages.loginFailed, { reason: errorText(error) }),
        })
      },
    )
    return () => {
      current = false
      mounted.current = false
      attempt.cancel()
    }
  }, [attempt, finish, messages, name])

  function retry() {
    const start = startSocialLogin(client, provider)
    if (start.blocked) {
      setOutcome({ kind: 'blocked' })
      return
    }
    setOutcome({ kind: 'waiting' })
    setAttempt(start.attempt)
  }

  const waiting = outcome.kind === 'waiting'
  return (
    <div className="foyer-center">
      <div className="foyer-wallet-stage" data-state={waiting ? 'connecting' : 'error'}>
        <WalletIcon name={name} size={72} />
        <span className="foyer-stage-spinner">{waiting ? <Spinner size={22} /> : <ErrorIcon />}</span>
      </div>
      {waiting ? (
        <>
          <h3>{formatMessage(messages.socialWaiting, { provider: name })}</h3>
          <p className="foyer-muted" role="status">
            {messages.socialWaitingHint}
          </p>
        </>
      ) : (
        <>
          <div role="alert">
            <h3>
              {outcome.kind === 'blocked'
                ? formatMessage(messages.socialPopupBlocked, { provider: name })
                : outcome.message}
            </h3>
          </div>
          <button type="button" className="foyer-button" onClick={retry}>
            {messages.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
