// Who a dev login is: any username, no password. Each social provider's userinfo is answered in that provider's own
// shape (GitHub's /user, X's /2/users/me, …), so the server's per-provider mapping runs the same path as in production.
import { createHash } from 'node:crypto'

export const DEV_OIDC_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type DevOidcProvider = (typeof DEV_OIDC_PROVIDERS)[number]

/** A stable numeric id for a username, as GitHub, X, Discord and Facebook give numeric ids. */
export function devNumericId(username: string): string {
  return BigInt(`0x${createHash('sha256').update(username).digest('hex').slice(0, 13)}`).toString()
}

export const devEmail = (username: string) => `${username.toLowerCase()}@dev.foyer.test`

/** The OpenID Connect claims of a dev account (google and apple read these, from the ID token or userinfo). */
export function devClaims(username: string) {
  return {
    sub: username,
    email: devEmail(username),
    email_verified: true,
    name: `Dev ${username}`,
    preferred_username: username,
  }
}

/** The provider-shaped userinfo body for a plain OAuth 2.0 provider's profile endpoint. */
export function devUserinfo(provider: DevOidcProvider, username: string): unknown {
  const id = devNumericId(username)
  switch (provider) {
    case 'github':
      return { login: username, id: Number(id), name: `Dev ${username}`, email: devEmail(username), type: 'User' }
    case 'x':
      return { data: { id, name: `Dev ${username}`, username } }
    case 'discord':
      return { id, username, global_name: `Dev ${username}`, email: devEmail(username), verified: true }
    case 'facebook':
      return { id, name: `Dev ${username}`, email: devEmail(username) }
    default:
      return devClaims(username)
  }
}
