// Users and login sessions on each database: one user per (provider, subject) on every login, a bearer token that
// GET /v1/login/me honours until it expires or is signed out, and the frame-origin rule of the login routes.
import { beforeAll, expect, it } from 'vitest'
import type { FoyerServer } from '../../start-server.js'
import { describeOnDatabases, testConfig } from '../../test/server-fixture.js'
import { loginDb } from './login-migrations.js'
import { issueLoginSession } from './login-session-store.js'
import { findOrCreateUser } from './user-store.js'

const FRAME = 'http://localhost:8793'
const DAY = 24 * 60 * 60 * 1000

describeOnDatabases('login users and sessions', (suite) => {
  let server: FoyerServer
  let clock = Date.parse('2026-01-01T00:00:00Z')
  beforeAll(async () => {
    server = await suite.start(testConfig({ login: { frameOrigin: FRAME, sessionSeconds: 3600 } }), {
      now: () => clock,
    })
  })
  const db = () => loginDb(server.context.database.db)
  const request = (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (!headers.has('origin')) headers.set('origin', FRAME)
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    return server.app.request(path, { ...init, headers })
  }
  const loginAs = async (userId: string) =>
    (await issueLoginSession(db(), userId, { secret: undefined, now: new Date(clock), lifetimeSeconds: 3600 })).token

  it('finds the same user for the same provider and subject, another for another provider', async () => {
    const first = await findOrCreateUser(db(), { provider: 'github', subject: '583231', handle: 'octocat' })
    const again = await findOrCreateUser(db(), { provider: 'github', subject: '583231' })
    expect(again).toEqual({ ...first, handle: 'octocat' })
    const renamed = await findOrCreateUser(db(), { provider: 'github', subject: '583231', handle: 'octo-renamed' })
    expect(renamed).toMatchObject({ id: first.id, handle: 'octo-renamed' })
    const google = await findOrCreateUser(db(), { provider: 'google', subject: '583231', email: 'o@example.com' })
    expect(google.id).not.toBe(first.id)
    expect(google).toMatchObject({ provider: 'google', email: 'o@example.com' })
    expect(google).not.toHaveProperty('handle')
  })

  it('makes one user when the same first login happens twice at once', async () => {
    const both = await Promise.all([
      findOrCreateUser(db(), { provider: 'email', subject: 'twice@example.com', email: 'twice@example.com' }),
      findOrCreateUser(db(), { provider: 'email', subject: 'twice@example.com', email: 'twice@example.com' }),
    ])
    expect(both[0].id).toBe(both[1].id)
  })

  it('answers /me for a live token, 401 for none, a forged one, an expired one and a signed-out one', async () => {
    const user = await findOrCreateUser(db(), { provider: 'discord', subject: '80351110224678912', handle: 'nelly' })
    const token = await loginAs(user.id)
    const me = await request('/v1/login/me', { token })
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual({ user })

    const none = await request('/v1/login/me')
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(await none.json()).toEqual({ error: 'Not logged in' })
    const forged = await request('/v1/login/me', { token: 'A'.repeat(43) })
    expect(await forged.json()).toEqual({ error: 'Unknown login session' })

    clock += 3600 * 1000
    const expired = await request('/v1/login/me', { token })
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ error: 'The login session has expired' })

    const fresh = await loginAs(user.id)
    const out = await request('/v1/login/sign-out', { method: 'POST', token: fresh })
    expect(await out.json()).toEqual({ ok: true })
    const after = await request('/v1/login/me', { token: fresh })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ error: 'The login session was signed out' })
    expect((await request('/v1/login/sign-out', { method: 'POST', token: fresh })).status).toBe(401)
    clock += DAY
  })

  it('allows only the frame origin: CORS for it, 403 for another page, no projectId asked', async () => {
    const user = await findOrCreateUser(db(), { provider: 'x', subject: '2244994945', handle: 'XDevelopers' })
    const token = await loginAs(user.id)
    const preflight = await request('/v1/login/me', {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(FRAME)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')

    const foreignPreflight = await request('/v1/key-shares/auth', {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'PUT' },
    })
    expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull()

    const foreign = await request('/v1/login/me', { token, headers: { origin: 'http://127.0.0.1:5173' } })
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { error: string }).error).toContain('only the wallet frame')

    const own = await request('/v1/login/me', { token })
    expect(own.headers.get('access-control-allow-origin')).toBe(FRAME)
    expect(own.headers.get('cache-control')).toBe('no-store')
  })
})
