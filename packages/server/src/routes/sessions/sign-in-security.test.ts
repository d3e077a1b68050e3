// Every way a sign-in or a session must fail, each refused with its own reason, on each database; and no log line
// carries a token.
import { randomBytes } from 'node:crypto'
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { describeOnDatabases, withClient } from '../../test/server-fixture.js'
import { verifySession } from '../../verify/verify-session.js'
import {
  cookieOf,
  getNonce,
  post,
  sessionsTestConfig,
  siweSignIn,
  siwsSignIn,
  solanaKey,
  type Requester,
} from './test/sign-in-fixtures.js'

const alice = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const mallory = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')
const HOUR = 60 * 60 * 1000

let anvil: Devnet
beforeAll(async () => {
  anvil = await startDevnet({ port: await getFreePort(), seed: false })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})
afterEach(() => {
  vi.restoreAllMocks()
})

describeOnDatabases('sign-in security', (suite) => {
  let request: Requester
  let db: Parameters<typeof verifySession>[1]['db']
  // The server's clock, moved by tests that need time to pass.
  let offset = 0
  beforeAll(async () => {
    const server = await suite.start(sessionsTestConfig(anvil.rpcUrl, { secret: 'a'.repeat(40) }), {
      now: () => Date.now() + offset,
    })
    request = async (path, init) => server.app.request(path, init)
    db = server.context.database.db
  })
  afterEach(() => {
    offset = 0
  })

  const verify = (body: object) => post(request, '/v1/auth/verify', body)
  const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as object) })
  const me = (cookie: string) => request(withClient('/v1/auth/me'), { headers: { cookie } })

  it('refuses an expired message', async () => {
    const signed = await siweSignIn(request, alice, {
      issuedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      expirationTime: new Date(Date.now() - HOUR).toISOString(),
    })
    expect(await refusal(await verify(signed))).toMatchObject({ status: 401, reason: 'expired' })
  })

  it('refuses a message that is not valid yet', async () => {
    const signed = await siweSignIn(request, alice, { notBefore: new Date(Date.now() + HOUR).toISOString() })
    expect(await refusal(await verify(signed))).toMatchObject({ status: 401, reason: 'not-yet-valid' })
    const key = solanaKey()
    const siws = await siwsSignIn(request, key, { notBefore: new Date(Date.now() + HOUR).toISOString() })
    expect(await refusal(await verify(siws))).toMatchObject({ status: 401, reason: 'not-yet-valid' })
  })

  it('refuses a domain or URI outside the allowed origins', async () => {
    const phished = await siweSignIn(request, alice, { domain: 'evil.example', uri: 'https://evil.example/' })
    expect(await refusal(await verify(phished))).toMatchObject({ status: 401, reason: 'domain' })
    // The allowed domain with a URI elsewhere does not pass either.
    const mixed = await siweSignIn(request, alice, { uri: 'https://evil.example/' })
    expect(await refusal(await verify(mixed))).toMatchObject({ status: 401, reason: 'domain' })
    const key = solanaKey()
    const siws = await siwsSignIn(request, key, { domain: 'evil.example', uri: 'https://evil.example/' })
    expect(await refusal(await verify(siws))).toMatchObject({ status: 401, reason: 'domain' })
  })

  it('refuses a chain the project does not enable, or the server does not know', async () => {
    const notEnabled = await siweSignIn(request, alice, { chainId: 31338 })
    expect(await refusal(await verify(notEnabled))).toMatchObject({ status: 401, reason: 'chain' })
    const unknown = await siweSignIn(request, alice, { chainId: 5 })
    expect(await refusal(await verify(unknown))).toMatchObject({ status: 401, reason: 'chain' })
    // A client claiming another chain than the one signed.
    const claimed = await siweSignIn(request, alice)
    expect(await refusal(await verify({ ...claimed, chainId: 'eip155:1' }))).toMatchObject({ reason: 'chain' })
  })

  it('refuses a replayed nonce, a nonce never issued and an expired nonce', async () => {
    const signed = await siweSignIn(request, alice)
    expect((await verify(signed)).status).toBe(200)
    expect(await refusal(await verify(signed))).toMatchObject({ status: 401, reason: 'nonce' })
    const invented = await siweSignIn(request, alice, { nonce: randomBytes(16).toString('hex') })
    expect(await refusal(await verify(invented))).toMatchObject({ status: 401, reason: 'nonce' })
    const late = await siweSignIn(request, alice)
    offset = 11 * 60 * 1000
    expect(await refusal(await verify(late))).toMatchObject({
      status: 401,
      reason: 'nonce',
      error: expect.stringContaining('expired'),
    })
  })

  it('refuses a signature by another key, and a malformed one', async () => {
    const signed = await siweSignIn(request, alice)
    const forged = await mallory.signMessage({ message: signed.message })
    expect(await refusal(await verify({ ...signed, signature: forged }))).toMatchObject({ reason: 'signature' })
    expect(await refusal(await verify({ ...signed, signature: '0x1234' }))).toMatchObject({ reason: 'signature' })
    // The refused attempts did not spend the nonce: the real signature still signs in.
    expect((await verify(signed)).status).toBe(200)
    const key = solanaKey()
    const siws = await siwsSignIn(request, key)
    expect(await refusal(await verify({ ...siws, signature: solanaKey().sign(siws.message) }))).toMatchObject({
      reason: 'signature',
    })
  })

  it('refuses a CACAO that says something else than the message', async () => {
    const signed = await siweSignIn(request, alice)
    const cacao = {
      h: { t: 'caip122' },
      p: {
        domain: '127.0.0.1:5173',
        aud: 'http://127.0.0.1:5173/',
        nonce: signed.nonce,
        iss: `did:pkh:eip155:31337:${mallory.address}`,
      },
      s: { t: 'eip191', s: signed.signature },
    }
    expect(await refusal(await verify({ ...signed, cacao }))).toMatchObject({ reason: 'cacao' })
  })

  it('refuses a forged cookie, and one signed for another secret', async () => {
    const forged = `foyer_session=${randomBytes(32).toString('base64url')}`
    expect(await refusal(await me(forged))).toMatchObject({ status: 401, reason: 'unknown' })
    expect(await refusal(await me('foyer_session=not-a-token'))).toMatchObject({ status: 401, reason: 'unknown' })
    expect(await refusal(await request(withClient('/v1/auth/me')))).toMatchObject({ status: 401, reason: 'missing' })
    const signed = await siweSignIn(request, alice)
    const cookie = cookieOf(await verify(signed))
    expect(await verifySession({ headers: { cookie } }, { db, secret: 'a'.repeat(40) })).toMatchObject({ ok: true })
    // The hash is keyed: the same token checked with another secret names no session.
    expect(await verifySession({ headers: { cookie } }, { db, secret: 'b'.repeat(40) })).toMatchObject({
      ok: false,
      reason: 'unknown',
    })
  })

  it('refuses a revoked session and an expired one', async () => {
    const signed = await siweSignIn(request, alice)
    const cookie = cookieOf(await verify(signed))
    await post(request, '/v1/auth/sign-out', {}, { cookie })
    expect(await refusal(await me(cookie))).toMatchObject({ status: 401, reason: 'revoked' })

    const short = await siweSignIn(request, alice, { expirationTime: new Date(Date.now() + HOUR).toISOString() })
    const shortCookie = cookieOf(await verify(short))
    expect((await me(shortCookie)).status).toBe(200)
    offset = HOUR + 1000
    expect(await refusal(await me(shortCookie))).toMatchObject({ status: 401, reason: 'expired' })
  })

  it('never writes a token to the logs', async () => {
    const lines: string[] = []
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '))
      })
    const signed = await siweSignIn(request, alice)
    const cookieResponse = await verify(signed)
    const token = cookieOf(cookieResponse).split('=')[1]!
    const bearer = (
      (await (await verify({ ...(await siweSignIn(request, alice)), delivery: 'bearer' })).json()) as {
        token: string
      }
    ).token
    await me(`foyer_session=${token}`)
    await post(request, '/v1/auth/sign-out', {}, { cookie: `foyer_session=${token}` })
    await me(`foyer_session=${token}`)
    await verify(signed)
    await request(withClient('/v1/auth/me'), { headers: { authorization: `Bearer ${bearer}` } })
    expect(lines.length).toBeGreaterThan(0)
    const logged = lines.join('\n')
    expect(logged).toContain('sign-in')
    expect(logged).not.toContain(token)
    expect(logged).not.toContain(bearer)
  })

  it('answers bad sign-in input with a 400 naming the field', async () => {
    expect(await refusal(await verify({ message: 'hello', signature: '0x00' }))).toMatchObject({
      status: 400,
      field: 'message',
    })
    expect(await refusal(await verify({ signature: '0x00' }))).toMatchObject({ status: 400, field: 'message' })
    expect(await getNonce(request)).toMatch(/^[0-9a-f]{32}$/)
  })
})
