// Social login on each database against the devnet's OpenID provider, driven with plain HTTP as a browser would (the
// redirects followed, the dev login form posted): every provider end to end, the same user on a second login, and the
// attacks — a code delivered with another login's state (its PKCE verifier does not match), an unknown state, a
// replayed callback, a claim with the wrong secret, a replayed claim.
import { createHash, randomBytes } from 'node:crypto'
import {
  devNumericId,
  devOidcLoginConfig,
  driveDevOidcLogin,
  startDevOidcProvider,
  type DevOidcServer,
} from '@foyer/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FoyerServer } from '../../start-server.js'
import { describeOnDatabases, testConfig } from '../../test/server-fixture.js'
import type { SocialProvider } from './user-store.js'

const FRAME = 'http://localhost:8793'
const HOST = 'http://127.0.0.1:5173'
/** Where the provider sends the browser back; never listened on — the test hands each callback to the app itself. */
const SERVER = 'http://127.0.0.1:18788'

let oidc: DevOidcServer
beforeAll(async () => {
  oidc = await startDevOidcProvider({ port: 0, serverUrl: SERVER, quiet: true })
})
afterAll(() => oidc?.stop())

describeOnDatabases('social login', (suite) => {
  let server: FoyerServer
  beforeAll(async () => {
    server = await suite.start(
      testConfig({ login: { frameOrigin: FRAME, oauth: devOidcLoginConfig(oidc.issuer, SERVER) } }),
    )
  })
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('origin')) headers.set('origin', FRAME)
    return server.app.request(path, { ...init, headers })
  }
  const postJson = (path: string, body: unknown) =>
    request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const answer = async (response: Response) => ({ status: response.status, ...((await response.json()) as object) })

  async function start(provider: SocialProvider) {
    const claimSecret = randomBytes(32).toString('base64url')
    const claimHash = createHash('sha256').update(claimSecret).digest('hex')
    const started = await postJson(`/v1/login/oauth/${provider}/start`, { claimHash, hostOrigin: HOST })
    expect(started.status).toBe(200)
    const { authorizeUrl, state } = (await started.json()) as { authorizeUrl: string; state: string }
    const url = new URL(authorizeUrl)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('state')).toBe(state)
    return { authorizeUrl, state, claimSecret }
  }
  /** The provider's redirect back, delivered to the app (as a GET, or Apple's form_post as a POST). */
  async function deliver(result: Awaited<ReturnType<typeof driveDevOidcLogin>>, override?: { state: string }) {
    const url = new URL(result.callbackUrl)
    if (result.formPost) {
      const form = new URLSearchParams(result.formPost)
      if (override) form.set('state', override.state)
      return request(url.pathname, {
        method: 'POST',
        headers: { origin: oidc.issuer, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      })
    }
    if (override) url.searchParams.set('state', override.state)
    return request(`${url.pathname}${url.search}`, { headers: { origin: '' } })
  }
  async function login(provider: SocialProvider, username: string) {
    const attempt = await start(provider)
    const back = await driveDevOidcLogin(attempt.authorizeUrl, username, { appOrigin: SERVER })
    const page = await deliver(back)
    const html = await page.text()
    expect(page.status, html).toBe(200)
    expect(html).toContain('Login complete')
    expect(html).toContain(`{ type: 'foyer:oauth-done', state: ${JSON.stringify(attempt.state)} }, "${HOST}"`)
    const claimed = (await answer(await postJson('/v1/login/oauth/claim', attempt))) as {
      status: number
      token: string
      user: { id: string; provider: string; email?: string; handle?: string }
    }
    expect(claimed.status).toBe(200)
    return { ...claimed, attempt }
  }

  it.each([
    ['google', { email: 'alice@dev.foyer.test', handle: 'Dev alice' }],
    // Apple is asked for the email only (scope openid email), answered by form_post.
    ['apple', { email: 'alice@dev.foyer.test' }],
    ['github', { email: 'alice@dev.foyer.test', handle: 'alice' }],
    ['x', { handle: 'alice' }],
    ['discord', { email: 'alice@dev.foyer.test', handle: 'alice' }],
    ['facebook', { email: 'alice@dev.foyer.test', handle: 'Dev alice' }],
  ] as const)('logs in with %s through the dev provider and gets a working token', async (provider, profile) => {
    const { token, user } = await login(provider, 'alice')
    expect(user).toEqual({ id: expect.any(String), provider, ...profile, createdAt: expect.any(String) })
    const me = await request('/v1/login/me', { headers: { authorization: `Bearer ${token}` } })
    expect(await me.json()).toEqual({ user })
  })

  it('is the same user on a second login with the same account, another with another account', async () => {
    const first = await login('github', 'bob')
    const second = await login('github', 'bob')
    expect(second.user.id).toBe(first.user.id)
    expect(second.token).not.toBe(first.token)
    const other = await login('github', 'carol')
    expect(other.user.id).not.toBe(first.user.id)
    // GitHub's numeric id is the subject, so the dev account's id decides who this is.
    expect(devNumericId('bob')).not.toBe(devNumericId('carol'))
  })

  it("refuses a code delivered with another login's state: that login's PKCE verifier does not match the code", async () => {
    const victim = await start('google')
    const attacker = await start('google')
    const attackersCode = await driveDevOidcLogin(attacker.authorizeUrl, 'mallory', { appOrigin: SERVER })
    const page = await deliver(attackersCode, { state: victim.state })
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Login failed')
    expect(await answer(await postJson('/v1/login/oauth/claim', victim))).toMatchObject({
      status: 400,
      field: 'state',
      error: expect.stringContaining('Login failed: could not complete the login with google'),
    })
  })

  it('refuses an unknown state and a replayed callback', async () => {
    const attempt = await start('discord')
    const back = await driveDevOidcLogin(attempt.authorizeUrl, 'dave', { appOrigin: SERVER })
    const unknown = await deliver(back, { state: 'not-a-state-we-issued' })
    expect(unknown.status).toBe(400)
    const unknownPage = await unknown.text()
    expect(unknownPage).toContain('unknown or has expired')
    expect(unknownPage).not.toContain('postMessage')
    expect((await deliver(back)).status).toBe(200)
    const replay = await deliver(back)
    expect(replay.status).toBe(400)
    expect(await replay.text()).toContain('already completed')
  })

  it('refuses a claim before the login is done, with the wrong secret, and a second claim', async () => {
    const attempt = await start('facebook')
    expect(await answer(await postJson('/v1/login/oauth/claim', attempt))).toEqual({
      status: 409,
      error: 'The login is not finished yet',
    })
    await deliver(await driveDevOidcLogin(attempt.authorizeUrl, 'erin', { appOrigin: SERVER }))
    const wrong = { state: attempt.state, claimSecret: randomBytes(32).toString('base64url') }
    expect(await answer(await postJson('/v1/login/oauth/claim', wrong))).toEqual({
      status: 403,
      error: 'The claim secret does not match this login',
    })
    expect((await postJson('/v1/login/oauth/claim', attempt)).status).toBe(200)
    expect(await answer(await postJson('/v1/login/oauth/claim', attempt))).toEqual({
      status: 400,
      error: 'This login was already claimed',
      field: 'state',
    })
  })

  it('records a refusal at the provider as a failed login the frame can read', async () => {
    const attempt = await start('x')
    const page = await request(`/v1/login/oauth/x/callback?error=access_denied&state=${attempt.state}`)
    expect(page.status).toBe(400)
    expect(await answer(await postJson('/v1/login/oauth/claim', attempt))).toMatchObject({
      status: 400,
      error: 'Login failed: x answered access_denied',
    })
  })

  it('answers 400 { error, field } for bad input, 404 for a provider not configured', async () => {
    expect(await answer(await postJson('/v1/login/oauth/myspace/start', { claimHash: 'a'.repeat(64) }))).toMatchObject({
      status: 400,
      field: 'provider',
    })
    expect(await answer(await postJson('/v1/login/oauth/google/start', { claimHash: 'secret' }))).toEqual({
      status: 400,
      field: 'claimHash',
      error: 'Invalid claimHash: must be the SHA-256 (hex) of the claim secret',
    })
    expect(await answer(await postJson('/v1/login/oauth/claim', { state: 'x', claimSecret: 'short' }))).toMatchObject({
      status: 400,
      field: 'claimSecret',
    })
    const bare = await suite.start(testConfig({ login: { frameOrigin: FRAME } }))
    const off = await bare.app.request('/v1/login/oauth/google/start', {
      method: 'POST',
      headers: { origin: FRAME, 'content-type': 'application/json' },
      body: JSON.stringify({ claimHash: 'a'.repeat(64) }),
    })
    expect(await answer(off)).toEqual({ status: 404, error: 'Login with google is not configured on this server' })
  })
})
