import { useEffect, useState, useSyncExternalStore, type ReactElement } from 'react'
import type { AuthSocialAttempt } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { formatMessage } from '../../messages/en.js'
import { ErrorIcon } from '../../ui/icons.js'
import { Spinner } from '../../ui/Spinner.js'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { socialLabelKeys } from './socials.js'
import {
  followSocialLogin,
  latestSocialLogin,
  startSocialLogin,
  type OAuthSocial,
  type SocialLogin,
  type SocialOutcome,
} from './startSocialLogin.js'
import { errorReason } from '../errorReason.js'

type Shown = SocialOutcome | { kind: 'blocked' }
const noSubscription = () => () => {}

const isAttempt = (v: unknown): v is AuthSocialAttempt =>
  !!v && typeof v === 'object' && 'result' in v && typeof (v as AuthSocialAttempt).cancel === 'function'

/**
 * Waits while the provider's popup (opened by the Connect view's click) is up, then connects the embedded wallet. A
 * blocked popup or a failure says so, and Try again opens a new popup inside its own click. Leaving the view closes it;
 * the frame's recovery screen (ApproveTransaction pushed over this view) does not: the login goes on under it.
 */
export default function ConnectingSocialView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const data = useStoreSelector(client.stores.router, (s) => s.data)
  const provider = (typeof data?.provider === 'string' ? data.provider : 'google') as OAuthSocial
  const name = messages[socialLabelKeys[provider]] ?? provider
  const [login, setLogin] = useState<SocialLogin | undefined>(() => {
    if (isAttempt(data?.attempt)) return followSocialLogin(client, provider, data.attempt)
    const latest = latestSocialLogin(client)
    return data?.blocked !== true && latest?.provider === provider ? latest : undefined
  })
  const [blocked, setBlocked] = useState(() => !login)
  const followed = useSyncExternalStore(login?.subscribe ?? noSubscription, () => login?.outcome)
  const outcome: Shown = blocked || !followed ? { kind: 'blocked' } : followed

  useEffect(() => {
    if (!login) return
    return () => {
      // Unmounted while still shown (StrictMode's second mount) or under the frame's recovery screen: keep going.
      const view = client.stores.router.getState().view
      const shown =
        client.stores.modal.getState().open && (view === 'ConnectingSocial' || view === 'ApproveTransaction')
      if (!shown) login.attempt.cancel()
    }
  }, [client, login])

  function retry() {
    const start = startSocialLogin(client, provider)
    setBlocked(!start.attempt)
    if (start.attempt) setLogin(followSocialLogin(client, provider, start.attempt))
  }

  const failure = (shown: Shown): string =>
    shown.kind === 'blocked'
      ? formatMessage(messages.socialPopupBlocked, { provider: name })
      : shown.kind === 'failed' && shown.closed
        ? formatMessage(messages.socialCancelled, { provider: name })
        : formatMessage(messages.loginFailed, {
            reason: shown.kind === 'failed' ? errorReason(shown.error, messages) : '',
          })

  // 'connected': the modal closes (or moves on to sign-in) as core connects.
  const waiting = outcome.kind === 'waiting' || outcome.kind === 'connected'
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
            <h3>{failure(outcome)}</h3>
          </div>
          <button type="button" className="foyer-button" onClick={retry}>
            {messages.tryAgain}
          </button>
        </>
      )}
    </div>
  )
}
