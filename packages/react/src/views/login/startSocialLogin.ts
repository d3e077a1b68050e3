// Starting a social login must open the provider's popup inside the click (browsers block a popup opened later), so
// the Connect view's buttons and ConnectingSocial's Try again both call this synchronously in their handlers.
import type { AuthSocialAttempt, FoyerClient, SocialProvider } from '@foyer/core'

export type SocialStart = { attempt: AuthSocialAttempt; blocked?: undefined } | { attempt?: undefined; blocked: true }

export function startSocialLogin(client: FoyerClient, provider: Exclude<SocialProvider, 'farcaster'>): SocialStart {
  const auth = client.options.auth
  if (!auth) throw new Error('Foyer: social login needs the auth option')
  try {
    return { attempt: auth.socialLogin(provider) }
  } catch (error) {
    if (error instanceof Error && error.name === 'AuthPopupBlockedError') return { blocked: true }
    throw error
  }
}
