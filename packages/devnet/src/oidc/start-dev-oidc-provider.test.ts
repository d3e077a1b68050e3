// The dev OpenID provider driven with plain HTTP: discovery, the login page, an authorization code with PKCE S256
// exchanged for tokens, the ID token's nonce and claims, and the provider-shaped userinfo of a plain OAuth 2.0 client.
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devNumericId } from './dev-oidc-accounts.js'
import { driveDevOidcLogin } from './drive-dev-oidc-login.js'
import { startDevOidcProvider, type DevOidcServer } from './start-dev-oidc-provider.js'

const APP = 'http://127.0.0.1:1'
const b64url = (buffer: Buffer) => buffer.toString('base64url')

describe('dev OpenID provider', () => {
  let oidc: DevOidcServer
  beforeAll(async () => {
    oidc = await startDevOidcProvider({ port: 0, serverUrl: APP, quiet: true })
  })
  afterAll(() => oidc?.stop())

  async function authorize(provider: 'google' | 'github', scope: string, extra: Record<string, string> = {}) {
    const verifier = b64url(randomBytes(32))
    const url = new URL(`${oidc.issuer}/auth`)
    url.search = new URLSearchParams({
      client_id: oidc.clients[provider].clientId,
      redirect_uri: oidc.clients[provider].redirectUri,
      response_type: 'code',
      scope,
      state: 'state-1',
      code_challenge: b64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
      ...extra,
    }).toString()
    const { callbackUrl } = await driveDevOidcLogin(url.toString(), 'alice', { appOrigin: APP })
    const back = new URL(callbackUrl)
    expect(back.pathname).toBe(`/v1/login/oauth/${provider}/callback`)
    expect(back.searchParams.get('state')).toBe('state-1')
    return { code: back.searchParams.get('code')!, verifier }
  }
  const token = (provider: 'google' | 'github', code: string, verifier: string) =>
    fetch(`${oidc.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
        redirect_uri: oidc.clients[provider].redirectUri,
        client_id: oidc.clients[provider].clientId,
        client_secret: oidc.clients[provider].clientSecret,
      }),
    })

  it('publishes discovery with S256 PKCE and refuses an authorization request without it', async () => {
    const discovery = (await (await fetch(`${oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >
    expect(discovery).toMatchObject({ issuer: oidc.issuer, code_challenge_methods_supported: ['S256'] })
    const url = `${oidc.issuer}/auth?client_id=${oidc.clients.google.clientId}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(oidc.clients.google.redirectUri)}`
    // Without PKCE the provider refuses, as the real ones we stand in for do for public flows.
    const refused = await fetch(url, { redirect: 'manual' })
    expect(new URL(refused.headers.get('location')!).searchParams.get('error')).toBe('invalid_request')
  })

  it('issues an ID token with the nonce and email for an OpenID client, and refuses a wrong verifier', async () => {
    const { code, verifier } = await authorize('google', 'openid email profile', { nonce: 'nonce-1' })
    const wrong = await token('google', code, b64url(randomBytes(32)))
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' })
    const again = await authorize('google', 'openid email profile', { nonce: 'nonce-1' })
    const answer = (await (await token('google', again.code, again.verifier)).json()) as { id_token: string }
    const claims = JSON.parse(Buffer.from(answer.id_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >
    expect(claims).toMatchObject({ iss: oidc.issuer, sub: 'alice', nonce: 'nonce-1', email: 'alice@dev.foyer.test' })
    void verifier
  })

  it("answers a plain OAuth 2.0 client's userinfo in GitHub's shape, and only for its token", async () => {
    const { code, verifier } = await authorize('github', 'profile email')
    const answer = (await (await token('github', code, verifier)).json()) as { access_token: string; id_token?: string }
    expect(answer.id_token).toBeUndefined()
    const user = await fetch(`${oidc.issuer}/userinfo/github`, {
      headers: { authorization: `Bearer ${answer.access_token}` },
    })
    expect(await user.json()).toMatchObject({
      login: 'alice',
      id: Number(devNumericId('alice')),
      email: 'alice@dev.foyer.test',
    })
    const other = await fetch(`${oidc.issuer}/userinfo/discord`, {
      headers: { authorization: `Bearer ${answer.access_token}` },
    })
    expect(other.status).toBe(401)
  })
})
