// Starting a social login must open the provider's popup inside the click (browsers block a popup opened later), so
// the Connect view's buttons and ConnectingSocial's Try again both call this synchronously in their handlers.
//
// The login's continuation (connecting the embedded wallet once the frame claimed the login) is attached here, not in
// ConnectingSocial: on a new device, or at the first login, the frame's recovery screen pushes ApproveTransaction over
// that view, which unmounts it while the claim is still running. The view mounted again afterwards (and StrictMode's
// second mount) follows the same login through followSocialLogin.
import type { AuthSocialAttempt, FoyerClient, SocialProvider } from '@foyer/core'

export type OAuthSocial = Exclude<SocialProvider, 'farcaster'>

export type SocialOutcome =
  | { kind: 'waiting' }
  | { kind: 'connected' }
  /** `closed`: the person closed the provider's window before the login finished. */
  | { kind: 'failed'; error: unknown; closed: boolean }

export interface SocialLogin {
  readonly provider: OAuthSocial
  readonly attempt: AuthSocialAttempt
  readonly outcome: SocialOutcome
  subscribe(listener: (outcome: SocialOutcome) => void): () => void
}

export type SocialStart = { attempt: AuthSocialAttempt; blocked?: undefined } | { attempt?: undefined; blocked: true }

const followed = new WeakMap<AuthSocialAttempt, SocialLogin>()
/** The newest social login per client (one modal per client): a new one cancels it. */
const latest = new WeakMap<FoyerClient, SocialLogin>()

/** The login of `attempt`, connected through core when its result comes (once, however many views follow it). */
export function followSocialLogin(client: FoyerClient, provider: OAuthSocial, attempt: AuthSocialAttempt): SocialLogin {
  const known = followed.get(attempt)
  if (known) return known
  const listeners = new Set<(outcome: SocialOutcome) => void>()
  let outcome: SocialOutcome = { kind: 'waiting' }
  const settle = (next: SocialOutcome) => {
    outcome = next
    for (const listener of listeners) listener(next)
  }
  const login: SocialLogin = {
    provider,
    attempt,
    get outcome() {
      return outcome
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  followed.set(attempt, login)
  latest.set(client, login)
  attempt.result
    .then((session) => client.connectAuth(session))
    .then(
      () => settle({ kind: 'connected' }),
      (error: unknown) =>
        settle({ kind: 'failed', error, closed: error instanceof Error && error.name === 'AuthPopupClosedError' }),
    )
  return login
}

/** The social login this client is on, if it is still running or just ended. */
export function latestSocialLogin(client: FoyerClient): SocialLogin | undefined {
  return latest.get(client)
}

export function startSocialLogin(client: FoyerClient, provider: OAuthSocial): SocialStart {
  const auth = client.options.auth
  if (!auth) throw new Error('Foyer: social login needs the auth option')
  const previous = latest.get(client)
  if (previous?.outcome.kind === 'waiting') previous.attempt.cancel()
  let attempt: AuthSocialAttempt
  try {
    attempt = auth.socialLogin(provider)
  } catch (error) {
    if (error instanceof Error && error.name === 'AuthPopupBlockedError') return { blocked: true }
    throw error
  }
  followSocialLogin(client, provider, attempt)
  return { attempt }
}
