// Email one-time-code login on each database, with the server's SMTP adapter (nodemailer) sending to the devnet's dev
// mail server and the test reading the code from its mailbox, as a person would: the full login, the same user again,
// and every refusal — wrong, expired (clock moved), reused and burned codes, and starts stopped by the rate limits.
import { startDevMailServer, type DevMailServer } from '@foyer/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FoyerServer } from '../../start-server.js'
import { describeOnDatabases, testConfig } from '../../test/server-fixture.js'

const FRAME = 'http://localhost:8793'
const MINUTE = 60 * 1000

let mail: DevMailServer
beforeAll(async () => {
  mail = await startDevMailServer({ smtpPort: 0, mailboxPort: 0, quiet: true })
})
afterAll(() => mail?.stop())

describeOnDatabases('email login', (suite) => {
  let server: FoyerServer
  let clock = Date.parse('2026-03-01T10:00:00Z')
  let ipCount = 0
  beforeAll(async () => {
    const config = testConfig({
      login: {
        frameOrigin: FRAME,
        trustForwardedFor: true,
        email: {
          mail: { kind: 'smtp', host: '127.0.0.1', port: mail.smtpPort },
          from: 'Foyer Test <login@foyer.test>',
          startsPerAddress: 5,
          startsPerIp: 8,
        },
      },
    })
    server = await suite.start(config, { now: () => clock })
  })
  /** Each test comes from its own client address, so the per-IP limit is only met where a test means to. */
  const newClient = () => `198.51.100.${++ipCount}`
  const post = async (path: string, body: unknown, ip: string, token?: string): Promise<Response> =>
    server.app.request(path, {
      method: 'POST',
      headers: {
        origin: FRAME,
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
  const answer = async (response: Response): Promise<{ status: number } & Record<string, unknown>> => ({
    status: response.status,
    ...((await response.json()) as Record<string, unknown>),
  })
  const unique = (name: string) => `${name}.${suite.kind}@example.com`

  /** Asks for a code and reads it from the dev mailbox (over HTTP, as the mailbox page's reader would). */
  async function emailedCode(email: string, ip: string): Promise<string> {
    const before = mail.store.list(email)[0]?.id ?? 0
    const started = await post('/v1/login/email/start', { email }, ip)
    expect(await answer(started)).toEqual({ status: 200, expiresAt: new Date(clock + 10 * MINUTE).toISOString() })
    await mail.store.waitFor(email, { afterId: before })
    const { messages } = (await (
      await fetch(`${mail.mailboxUrl}/messages?to=${encodeURIComponent(email)}`)
    ).json()) as {
      messages: { subject: string; text: string; from: string }[]
    }
    const code = /\b([0-9]{6})\b/.exec(messages[0]!.text)?.[1]
    expect(messages[0]!.subject).toBe(`${code} is your Foyer login code`)
    return code!
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('logs in with the emailed code, is the same user next time, and sign-out ends the session', async () => {
    const ip = newClient()
    const email = unique('Alice')
    const code = await emailedCode(email, ip)
    const verified = (await answer(await post('/v1/login/email/verify', { email, code }, ip))) as unknown as {
      status: number
      token: string
      user: { id: string }
    }
    expect(verified).toMatchObject({
      status: 200,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: { provider: 'email', email: email.toLowerCase(), createdAt: expect.any(String) },
    })
    const me = await server.app.request('/v1/login/me', { headers: { authorization: `Bearer ${verified.token}` } })
    expect(await me.json()).toEqual({ user: verified.user })

    // Again, typed in another case: the same user.
    const again = await emailedCode(email.toUpperCase(), ip)
    const second = (await answer(await post('/v1/login/email/verify', { email, code: again }, ip))) as unknown as {
      token: string
      user: { id: string }
    }
    expect(second.user).toEqual(verified.user)
    expect(second.token).not.toBe(verified.token)

    expect(await answer(await post('/v1/login/sign-out', {}, ip, verified.token))).toEqual({ status: 200, ok: true })
    expect(
      (await server.app.request('/v1/login/me', { headers: { authorization: `Bearer ${verified.token}` } })).status,
    ).toBe(401)
    // The other session is untouched.
    expect(
      (await server.app.request('/v1/login/me', { headers: { authorization: `Bearer ${second.token}` } })).status,
    ).toBe(200)
  })

  it('refuses a wrong code with the tries left, and a used code again', async () => {
    const ip = newClient()
    const email = unique('bob')
    const code = await emailedCode(email, ip)
    expect(await answer(await post('/v1/login/email/verify', { email, code: wrongCode(code) }, ip))).toEqual({
      status: 400,
      error: 'Invalid code',
      field: 'code',
      triesLeft: 4,
    })
    expect((await post('/v1/login/email/verify', { email, code }, ip)).status).toBe(200)
    expect(await answer(await post('/v1/login/email/verify', { email, code }, ip))).toMatchObject({
      status: 400,
      error: 'Code already used',
    })
  })

  it('burns the code after 5 tries: the right code is then refused too', async () => {
    const ip = newClient()
    const email = unique('mallory')
    const code = await emailedCode(email, ip)
    for (const left of [4, 3, 2, 1])
      expect(await answer(await post('/v1/login/email/verify', { email, code: wrongCode(code) }, ip))).toMatchObject({
        error: 'Invalid code',
        triesLeft: left,
      })
    expect(await answer(await post('/v1/login/email/verify', { email, code: wrongCode(code) }, ip))).toMatchObject({
      status: 400,
      error: 'Too many attempts',
    })
    expect(await answer(await post('/v1/login/email/verify', { email, code }, ip))).toMatchObject({
      status: 400,
      error: 'Too many attempts',
    })
  })

  it('refuses parallel guesses beyond 5 tries: each is counted once', async () => {
    const ip = newClient()
    const email = unique('parallel')
    const code = await emailedCode(email, ip)
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/v1/login/email/verify', { email, code: wrongCode(code) }, ip).then(answer),
      ),
    )
    const errors = guesses.map((g) => String(g.error)).sort()
    expect(errors.filter((e) => e === 'Invalid code')).toHaveLength(4)
    expect(errors.filter((e) => e === 'Too many attempts')).toHaveLength(4)
    expect(await answer(await post('/v1/login/email/verify', { email, code }, ip))).toMatchObject({
      error: 'Too many attempts',
    })
  })

  it('refuses a code after 10 minutes, and an older code once a newer one was sent', async () => {
    const ip = newClient()
    const email = unique('carol')
    const code = await emailedCode(email, ip)
    clock += 10 * MINUTE
    expect(await answer(await post('/v1/login/email/verify', { email, code }, ip))).toMatchObject({
      status: 400,
      error: 'Code expired',
    })
    const first = await emailedCode(email, ip)
    const second = await emailedCode(email, ip)
    if (first !== second)
      expect(await answer(await post('/v1/login/email/verify', { email, code: first }, ip))).toMatchObject({
        error: 'Invalid code',
      })
    expect((await post('/v1/login/email/verify', { email, code: second }, ip)).status).toBe(200)
    clock += 61 * MINUTE
  })

  it('stops a 6th start for one address within the hour with 429 and Retry-After, then lets it through', async () => {
    const email = unique('dave')
    for (let i = 0; i < 5; i++) await emailedCode(email, newClient())
    const sent = mail.store.list(email).length
    clock += 10 * MINUTE
    const limited = await post('/v1/login/email/start', { email }, newClient())
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe(String(50 * 60))
    expect(await limited.json()).toMatchObject({ error: 'Too many codes asked for this address: try again later' })
    expect(mail.store.list(email)).toHaveLength(sent)
    clock += 50 * MINUTE + 1000
    await emailedCode(email, newClient())
    clock += 61 * MINUTE
  })

  it('stops one client address asking codes for many addresses', async () => {
    const ip = newClient()
    for (let i = 0; i < 8; i++) await emailedCode(unique(`spray${i}`), ip)
    const limited = await post('/v1/login/email/start', { email: unique('spray-last') }, ip)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({
      error: 'Too many codes asked from this network address: try again later',
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another client is not held back.
    await emailedCode(unique('spray-last'), newClient())
    clock += 61 * MINUTE
  })

  it('answers 400 { error, field } for bad input and a verify with no code sent', async () => {
    const ip = newClient()
    expect(await answer(await post('/v1/login/email/start', { email: 'not-an-email' }, ip))).toEqual({
      status: 400,
      error: 'Invalid email: must be an email address',
      field: 'email',
    })
    expect(await answer(await post('/v1/login/email/start', {}, ip))).toMatchObject({ status: 400, field: 'email' })
    expect(await answer(await post('/v1/login/email/verify', { email: unique('x'), code: '12345' }, ip))).toEqual({
      status: 400,
      error: 'Invalid code: must be the 6 digits from the email',
      field: 'code',
    })
    expect(await answer(await post('/v1/login/email/verify', { email: unique('never'), code: '123456' }, ip))).toEqual({
      status: 400,
      error: 'No code was sent to this address: ask for a new one',
      field: 'email',
    })
  })
})

describeOnDatabases('email login without a working mail server', (suite) => {
  it('answers 502 when the mail cannot go out, and the failed start does not count against the address', async () => {
    const server = await suite.start(
      testConfig({
        login: {
          frameOrigin: FRAME,
          email: { mail: { kind: 'smtp', host: '127.0.0.1', port: 9 }, from: 'login@foyer.test', startsPerAddress: 1 },
        },
      }),
    )
    const start = () =>
      server.app.request('/v1/login/email/start', {
        method: 'POST',
        headers: { origin: FRAME, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nobody@example.com' }),
      })
    for (let i = 0; i < 2; i++) {
      const failed = await start()
      expect(failed.status).toBe(502)
      expect(await failed.json()).toEqual({ error: 'The login email could not be sent: try again later' })
    }
  })

  it('says email login is not configured when the block is missing', async () => {
    const server = await suite.start(testConfig({ login: { frameOrigin: FRAME } }))
    const response = await server.app.request('/v1/login/email/start', {
      method: 'POST',
      headers: { origin: FRAME, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com' }),
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Email login is not configured on this server' })
  })
})
