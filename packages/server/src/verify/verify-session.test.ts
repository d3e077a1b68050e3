// verifySession as a host backend calls it: with a Fetch Request, a Node request's headers, or the token, on each
// database the server runs on.
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { post, sessionsTestConfig, siweSignIn, type Requester } from '../routes/sessions/test/sign-in-fixtures.js'
import { describeOnDatabases, TEST_PROJECT } from '../test/server-fixture.js'
import { verifySession } from './verify-session.js'

const alice = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')

let anvil: Devnet
beforeAll(async () => {
  anvil = await startDevnet({ port: await getFreePort(), seed: false })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

describeOnDatabases('verifySession', (suite) => {
  let request: Requester
  let db: Parameters<typeof verifySession>[1]['db']
  let token: string
  beforeAll(async () => {
    const server = await suite.start(
      sessionsTestConfig(anvil.rpcUrl, { cookieName: 'app_session', secret: 'k'.repeat(32) }),
    )
    request = async (path, init) => server.app.request(path, init)
    db = server.context.database.db
    const signed = await siweSignIn(request, alice)
    token = (
      (await (await post(request, '/v1/auth/verify', { ...signed, delivery: 'bearer' })).json()) as {
        token: string
      }
    ).token
  })

  it('reads the token from a Fetch Request, a Node request, a bearer header or the token itself', async () => {
    const options = { db, cookieName: 'app_session', secret: 'k'.repeat(32) }
    const expected = { ok: true, address: alice.address, chainId: 'eip155:31337' }
    const fetchRequest = new Request('http://127.0.0.1:3000/api', { headers: { cookie: `a=b; app_session=${token}` } })
    expect(await verifySession(fetchRequest, options)).toMatchObject(expected)
    const nodeRequest = { headers: { cookie: `app_session=${token}`, host: '127.0.0.1' } }
    expect(await verifySession(nodeRequest, options)).toMatchObject(expected)
    expect(await verifySession({ headers: { authorization: `Bearer ${token}` } }, options)).toMatchObject(expected)
    expect(await verifySession(token, options)).toMatchObject(expected)
    const result = await verifySession(token, options)
    expect(result.ok && result.expiresAt.getTime()).toBeGreaterThan(Date.now())
  })

  it('says why there is no session', async () => {
    const options = { db, cookieName: 'app_session', secret: 'k'.repeat(32) }
    expect(await verifySession({ headers: {} }, options)).toMatchObject({ ok: false, reason: 'missing' })
    expect(await verifySession(undefined, options)).toMatchObject({ ok: false, reason: 'missing' })
    // The server's cookie under another name is not read.
    expect(await verifySession({ headers: { cookie: `foyer_session=${token}` } }, options)).toMatchObject({
      reason: 'missing',
    })
    // Without the server's secret the token matches nothing.
    expect(await verifySession(token, { db, secret: 'x'.repeat(32) })).toMatchObject({ reason: 'unknown' })
    // A clock past the session's end.
    expect(await verifySession(token, { ...options, now: () => new Date(Date.now() + 8 * 86_400_000) })).toMatchObject({
      reason: 'expired',
    })
    await expect(verifySession(token, {})).rejects.toThrow('databaseUrl or db')
  })
})

// A backend that cannot open the server's database (PGlite is one process's) asks the server over HTTP instead.
describeOnDatabases('verifySession through the server (serverUrl)', (suite) => {
  let serverUrl: string
  let request: Requester
  let token: string
  beforeAll(async () => {
    const config = sessionsTestConfig(anvil.rpcUrl, { secret: 'k'.repeat(32) })
    const server = await suite.start(config, { listen: true })
    serverUrl = server.url
    request = async (path, init) => server.app.request(path, init)
    const signed = await siweSignIn(request, alice)
    const answer = await post(request, '/v1/auth/verify', { ...signed, delivery: 'bearer' })
    token = ((await answer.json()) as { token: string }).token
  })

  it('answers the address of a live session and each refusal with its reason', async () => {
    const options = { serverUrl, projectId: TEST_PROJECT }
    const cookieRequest = new Request('http://127.0.0.1:3000/api', { headers: { cookie: `foyer_session=${token}` } })
    expect(await verifySession(cookieRequest, options)).toMatchObject({
      ok: true,
      address: alice.address,
      chainId: 'eip155:31337',
    })
    expect(await verifySession({ headers: {} }, options)).toMatchObject({ ok: false, reason: 'missing' })
    expect(await verifySession('not-a-token', options)).toMatchObject({ ok: false, reason: 'unknown' })
    await post(request, '/v1/auth/sign-out', {}, { authorization: `Bearer ${token}` })
    expect(await verifySession(token, options)).toMatchObject({ ok: false, reason: 'revoked' })
  })

  it('refuses to guess: no projectId, or a server that is not a Foyer server, is an error', async () => {
    await expect(verifySession(token, { serverUrl })).rejects.toThrow('projectId')
    await expect(verifySession(token, { serverUrl, projectId: 'no-such-project' })).rejects.toThrow('HTTP 401')
  })
})
