// Who the person is, read from each provider's answer: the OpenID claims (ID token, then userinfo) for google and
// apple; each plain OAuth 2.0 provider's own profile body for github (GET /user), x (GET /2/users/me), discord
// (GET /users/@me) and facebook (GET /me?fields=id,name,email). The subject is the provider's stable id — never the
// handle or the email, which people change.
import type { SocialProvider } from './user-store.js'

export interface OAuthProfile {
  subject: string
  email?: string
  handle?: string
}

type Json = Record<string, unknown>

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : undefined

function profile(subject: unknown, email: unknown, handle: unknown): OAuthProfile {
  const id = text(subject)
  if (!id) throw new Error('the profile has no user id')
  const mail = text(email)
  const name = text(handle)
  return { subject: id, ...(mail ? { email: mail.toLowerCase() } : {}), ...(name ? { handle: name } : {}) }
}

/** The profile from what the provider answered: claims merged with userinfo (OIDC), or the profile body (OAuth 2.0). */
export function readOAuthProfile(provider: SocialProvider, body: Json): OAuthProfile {
  switch (provider) {
    case 'google':
    case 'apple':
      // An address the provider has not verified names nobody: left out. Apple sends the flag as a string.
      return profile(
        body.sub,
        body.email_verified === false || body.email_verified === 'false' ? undefined : body.email,
        body.name ?? body.preferred_username,
      )
    case 'github':
      return profile(body.id, body.email, body.login)
    case 'x': {
      const data = (body.data ?? {}) as Json
      return profile(data.id, data.confirmed_email, data.username)
    }
    case 'discord':
      return profile(body.id, body.verified === true ? body.email : undefined, body.username)
    case 'facebook':
      return profile(body.id, body.email, body.name)
  }
}
