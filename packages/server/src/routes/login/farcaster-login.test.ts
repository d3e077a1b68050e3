// Sign In With Farcaster on each database against a real anvil carrying the dev ID registry: a message built and signed
// as a Farcaster app does (the auth client's buildSignInMessage, fid 1001's custody key) logs in and gives the same
// user on a second login; a nonce the server never issued, a reused nonce, a message for another nonce, a signature
// by a key that does not hold the fid and a message for another domain are refused with clear errors.
import { buildSignInMessage, createWalletClient, viemConnector } from '@farcaster/auth-client'
import { devAccounts, getFreePort, installDevIdRegistry, startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FoyerServer } from '../../start-server.js'
import { describeOnDatabases, testConfig } from '../../test/server-fixture.js'

const FRAME = 'http://localhost:8793'
const [alice, , stranger] = devAccounts(3)

let devnet: Devnet<number>
beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort(), seed: false, timeoutMs: 60_000 })
  await installDevIdRegistry(devnet.rpcUrl)
}, 90_000)
afterAll(() => devnet?.stop())

describeOnDatabases('Farcaster login', (suite) => {
  let server: FoyerServer
  beforeAll(async () => {
    server = await suite.start(testConfig({ login: { frameOrigin: FRAME, farcaster: { rpcUrl: devnet.rpcUrl } } }))
  })
  const postJson = (path: string, body: unknown) =>
    server.app.request(path, {
      method: 'POST',
      headers: { origin: FRAME, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const answer = async (response: Response) =>
    ({ status: response.status, ...((await response.json()) as object) }) as {
      status: number
      error?: string
      field?: string
      token?: string
      user?: { id: string; provider: string; handle?: string }
    }
  const nonce = async () => {
    const response = await postJson('/v1/login/farcaster/nonce', {})
    expect(response.status).toBe(200)
    return ((await response.json()) as { nonce: string }).nonce
  }
  async function signed(options: { nonce: string; signer?: typeof alice; domain?: string; fid?: number }) {
    const signer = options.signer ?? alice!
    const wallet = createWalletClient({ ethereum: viemConnector({ rpcUrl: devnet.rpcUrl }) })
    const built = buildSignInMessage(wallet, {
      address: signer.address,
      fid: options.fid ?? 1001,
      uri: `${FRAME}/`,
      domain: options.domain ?? 'localhost:8793',
      nonce: options.nonce,
    })
    if (built.isError) throw built.error
    return { message: built.message, signature: await signer.signMessage({ message: built.message }) }
  }

  it('logs fid 1001 in as a farcaster user with its username, the same user on a second login', async () => {
    const first = await nonce()
    const one = await answer(
      await postJson('/v1/login/farcaster/verify', {
        ...(await signed({ nonce: first })),
        nonce: first,
        username: 'alice',
      }),
    )
    expect(one.status, one.error).toBe(200)
    expect(one.user).toMatchObject({ provider: 'farcaster', handle: 'alice' })
    expect(one.token).toBeTruthy()
    const me = await server.app.request('/v1/login/me', {
      headers: { origin: FRAME, authorization: `Bearer ${one.token}` },
    })
    expect(((await me.json()) as { user: { id: string } }).user.id).toBe(one.user!.id)

    const second = await nonce()
    const two = await answer(
      await postJson('/v1/login/farcaster/verify', { ...(await signed({ nonce: second })), nonce: second }),
    )
    expect(two.status).toBe(200)
    expect(two.user).toMatchObject({ id: one.user!.id, handle: 'alice' })
  }, 30_000)

  it('refuses a nonce it never issued and a reused nonce', async () => {
    const unknown = await answer(
      await postJson('/v1/login/farcaster/verify', {
        ...(await signed({ nonce: 'abcdefgh1234' })),
        nonce: 'abcdefgh1234',
      }),
    )
    expect(unknown).toMatchObject({ status: 400, error: 'Unknown nonce: ask for a new one', field: 'nonce' })
    const issued = await nonce()
    const body = { ...(await signed({ nonce: issued })), nonce: issued }
    expect((await postJson('/v1/login/farcaster/verify', body)).status).toBe(200)
    expect(await answer(await postJson('/v1/login/farcaster/verify', body))).toMatchObject({
      status: 400,
      error: 'Nonce already used',
      field: 'nonce',
    })
  }, 30_000)

  it('refuses a message signed for another nonce, another domain, or by a key that does not hold the fid', async () => {
    const [a, b, c, d] = [await nonce(), await nonce(), await nonce(), await nonce()]
    expect(
      await answer(await postJson('/v1/login/farcaster/verify', { ...(await signed({ nonce: b })), nonce: a })),
    ).toMatchObject({
      status: 401,
      error: 'The message was signed for another nonce',
      field: 'message',
    })
    expect(
      await answer(
        await postJson('/v1/login/farcaster/verify', {
          ...(await signed({ nonce: c, domain: 'evil.example' })),
          nonce: c,
        }),
      ),
    ).toMatchObject({
      status: 401,
      error: 'The message was signed for another site (expected localhost:8793)',
      field: 'message',
    })
    const forged = await answer(
      await postJson('/v1/login/farcaster/verify', { ...(await signed({ nonce: d, signer: stranger })), nonce: d }),
    )
    expect(forged).toMatchObject({ status: 401, field: 'signature' })
    expect(forged.error).toMatch(/does not own fid 1001/)
  }, 30_000)

  it('refuses a malformed body with the field named', async () => {
    expect(
      await answer(
        await postJson('/v1/login/farcaster/verify', { message: 'x', signature: '0x12', nonce: 'abcdefgh' }),
      ),
    ).toMatchObject({
      status: 400,
      field: 'signature',
    })
  })
})
