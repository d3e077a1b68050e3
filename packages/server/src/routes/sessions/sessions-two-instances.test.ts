// Two instances on one PostgreSQL, as behind a load balancer: a nonce issued by one is spent for both, so a signed
// message signs in once — replayed on the other instance, or sent to both at the same moment.
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type FoyerServer } from '../../start-server.js'
import { withClient } from '../../test/server-fixture.js'
import { createPostgresDatabase } from '../../test/test-databases.js'
import { closeVerifySessionPools, verifySession } from '../../verify/verify-session.js'
import { cookieOf, post, sessionsTestConfig, siweSignIn, type Requester } from './test/sign-in-fixtures.js'

const alice = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')

describe('sign-in across two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>
  let anvil: Devnet
  let a: FoyerServer
  let b: FoyerServer
  const over =
    (server: FoyerServer): Requester =>
    (path, init) =>
      fetch(`${server.url}${path}`, init)
  beforeAll(async () => {
    ;[database, anvil] = await Promise.all([
      createPostgresDatabase(),
      getFreePort().then((port) => startDevnet({ port, seed: false })),
    ])
    const config = { ...sessionsTestConfig(anvil.rpcUrl), database: { url: database.url, dataDir: 'unused' } }
    a = await startServer(config)
    b = await startServer(config)
  }, 180_000)
  afterAll(async () => {
    await closeVerifySessionPools()
    await Promise.all([a?.close(), b?.close()])
    await Promise.all([database?.drop(), anvil?.stop()])
  })

  it("signs in on B with A's nonce, refuses the replay on A, and either instance honours the cookie", async () => {
    const signed = await siweSignIn(over(a), alice)
    const first = await post(over(b), '/v1/auth/verify', signed)
    expect(first.status).toBe(200)
    const replay = await post(over(a), '/v1/auth/verify', signed)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toMatchObject({ reason: 'nonce' })

    const cookie = cookieOf(first)
    expect(await (await fetch(`${a.url}${withClient('/v1/auth/me')}`, { headers: { cookie } })).json()).toMatchObject({
      address: alice.address,
    })
    // A host backend with only the database URL sees the same session, from a Fetch Request.
    const hostRequest = new Request('http://127.0.0.1:5173/api/profile', { headers: { cookie } })
    expect(await verifySession(hostRequest, { databaseUrl: database.url })).toMatchObject({
      ok: true,
      address: alice.address,
    })
    await post(over(a), '/v1/auth/sign-out', {}, { cookie })
    expect(await verifySession(hostRequest, { databaseUrl: database.url })).toMatchObject({
      ok: false,
      reason: 'revoked',
    })
    expect(await (await fetch(`${b.url}${withClient('/v1/auth/me')}`, { headers: { cookie } })).json()).toMatchObject({
      reason: 'revoked',
    })
  })

  it('lets exactly one of two simultaneous sign-ins with one message through', async () => {
    for (let round = 0; round < 5; round++) {
      const signed = await siweSignIn(over(round % 2 ? a : b), alice)
      const answers = await Promise.all([
        post(over(a), '/v1/auth/verify', signed),
        post(over(b), '/v1/auth/verify', signed),
      ])
      expect(answers.map((r) => r.status).sort()).toEqual([200, 401])
    }
  })
})
