// The sign-in routes end to end on each database: nonce → signed message → session cookie → me → sign-out, the bearer
// form, Solana, the spec's sessions list and revoke, and @foyer/server/verify reading what the routes wrote.
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeOnDatabases, TEST_PROJECT, withClient } from '../../test/server-fixture.js'
import { verifySession } from '../../verify/verify-session.js'
import {
  cookieOf,
  DOMAIN,
  EVM_CHAIN,
  getNonce,
  post,
  revokeMessage,
  sessionsTestConfig,
  siweSignIn,
  siwsSignIn,
  SOLANA_CHAIN,
  solanaKey,
  type Requester,
} from './test/sign-in-fixtures.js'

const alice = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const bob = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')

let anvil: Devnet
beforeAll(async () => {
  anvil = await startDevnet({ port: await getFreePort(), seed: false })
}, 60_000)
afterAll(async () => {
  await anvil?.stop()
})

describeOnDatabases('sign-in sessions', (suite) => {
  let request: Requester
  let db: Parameters<typeof verifySession>[1]['db']
  beforeAll(async () => {
    const server = await suite.start(sessionsTestConfig(anvil.rpcUrl))
    request = async (path, init) => server.app.request(path, init)
    db = server.context.database.db
  })
  const me = (headers: Record<string, string>) => request(withClient('/v1/auth/me'), { headers })

  it('issues single-use 128-bit nonces that expire', async () => {
    const response = await post(request, '/v1/auth/nonce', {})
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { nonce, expiresAt } = (await response.json()) as { nonce: string; expiresAt: string }
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(590_000)
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(600_000)
    expect(await getNonce(request)).not.toBe(nonce)
  })

  it('signs in with Ethereum: an httpOnly SameSite=Lax cookie that me, then sign-out, honour', async () => {
    const signed = await siweSignIn(request, alice)
    const response = await post(request, '/v1/auth/verify', { message: signed.message, signature: signed.signature })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Record<string, string>
    expect(answer).toMatchObject({ address: alice.address, chainId: EVM_CHAIN })
    expect(answer).not.toHaveProperty('token')
    const setCookie = response.headers.get('set-cookie')!
    expect(setCookie).toMatch(/^foyer_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
    // Loopback over plain http (the dev server): no Secure, or the browser would drop it.
    expect(setCookie).not.toContain('Secure')
    const cookie = cookieOf(response)

    const who = await me({ cookie })
    expect(who.status).toBe(200)
    const session = (await who.json()) as { address: string; pci: string; session: { message: string; data: object } }
    expect(session.address).toBe(alice.address)
    expect(session.session.message).toBe(signed.message)
    expect(session.session.data).toMatchObject({ accountAddress: alice.address, chainId: EVM_CHAIN, domain: DOMAIN })
    expect(await verifySession({ headers: new Headers({ cookie }) }, { db })).toMatchObject({
      ok: true,
      address: alice.address,
      chainId: EVM_CHAIN,
      pci: session.pci,
    })

    const out = await post(request, '/v1/auth/sign-out', {}, { cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/^foyer_session=; Path=\/; Max-Age=0/)
    expect(await (await me({ cookie })).json()).toMatchObject({ reason: 'revoked' })
    expect(await verifySession({ headers: { cookie } }, { db })).toMatchObject({ ok: false, reason: 'revoked' })
  })

  it('sets a Secure cookie when served over https', async () => {
    const signed = await siweSignIn(request, alice)
    const response = await request(`https://api.example.test${withClient('/v1/auth/verify')}`, {
      method: 'POST',
      body: JSON.stringify({ message: signed.message, signature: signed.signature }),
    })
    expect(response.headers.get('set-cookie')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/)
  })

  it('hands out a bearer token instead of a cookie when asked', async () => {
    const signed = await siweSignIn(request, bob)
    const response = await post(request, '/v1/auth/verify', { ...signed, nonce: undefined, delivery: 'bearer' })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toBeNull()
    const { token } = (await response.json()) as { token: string }
    expect(await (await me({ authorization: `Bearer ${token}` })).json()).toMatchObject({ address: bob.address })
    expect(await verifySession(token, { db })).toMatchObject({ ok: true, address: bob.address })
  })

  it('signs in with Solana (ed25519) on the cluster the message names', async () => {
    const key = solanaKey()
    const signed = await siwsSignIn(request, key)
    const response = await post(request, '/v1/auth/verify', { message: signed.message, signature: signed.signature })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ address: key.address, chainId: SOLANA_CHAIN })
    expect(await (await me({ cookie: cookieOf(response) })).json()).toMatchObject({
      address: key.address,
      session: { data: { chainId: SOLANA_CHAIN, accountAddress: key.address } },
    })
  })

  it("lists an address's sessions to that address only, and revokes one the address signed for", async () => {
    const first = await siweSignIn(request, alice)
    const cookieA = cookieOf(
      await post(request, '/v1/auth/verify', { message: first.message, signature: first.signature }),
    )
    const second = await siweSignIn(request, alice)
    const cookieB = cookieOf(
      await post(request, '/v1/auth/verify', { message: second.message, signature: second.signature }),
    )
    const listed = await request(withClient(`/v1/sessions/${alice.address.toLowerCase()}`), {
      headers: { cookie: cookieB },
    })
    expect(listed.status).toBe(200)
    const { data } = (await listed.json()) as { data: { pci: string; current: boolean; domain: string }[] }
    const pciA = ((await (await me({ cookie: cookieA })).json()) as { pci: string }).pci
    expect(data.map((s) => s.pci)).toContain(pciA)
    expect(data.find((s) => s.current)?.pci).not.toBe(pciA)
    expect(data[0]).toMatchObject({ domain: DOMAIN })

    // Bob may not see Alice's sessions, and nobody signed out may.
    const bobSigned = await siweSignIn(request, bob)
    const bobCookie = cookieOf(await post(request, '/v1/auth/verify', { ...bobSigned, nonce: undefined }))
    expect(
      (await request(withClient(`/v1/sessions/${alice.address}`), { headers: { cookie: bobCookie } })).status,
    ).toBe(403)
    expect((await request(withClient(`/v1/sessions/${alice.address}`))).status).toBe(401)

    const revoke = (signature: string) =>
      post(request, `/v1/sessions/${alice.address}/revoke`, { pci: pciA, signature })
    // Bob's signature of the same text does not revoke Alice's session.
    const forged = await revoke(await bob.signMessage({ message: revokeMessage(pciA) }))
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ reason: 'signature' })
    expect((await me({ cookie: cookieA })).status).toBe(200)

    const done = await revoke(await alice.signMessage({ message: revokeMessage(pciA) }))
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ success: true })
    expect(await (await me({ cookie: cookieA })).json()).toMatchObject({ reason: 'revoked' })
    // The other session of the same address is untouched.
    expect((await me({ cookie: cookieB })).status).toBe(200)
    expect(
      (await post(request, `/v1/sessions/${alice.address}/revoke`, { pci: '0'.repeat(32), signature: '0x00' })).status,
    ).toBe(404)
  })

  it('revokes a Solana session with an ed25519 signature of the revoke text', async () => {
    const key = solanaKey()
    const signed = await siwsSignIn(request, key)
    const cookie = cookieOf(
      await post(request, '/v1/auth/verify', { message: signed.message, signature: signed.signature }),
    )
    const { pci } = (await (await me({ cookie })).json()) as { pci: string }
    const other = solanaKey()
    const path = `/v1/sessions/${key.address}/revoke`
    expect((await post(request, path, { pci, signature: other.sign(revokeMessage(pci)) })).status).toBe(401)
    expect((await post(request, path, { pci, signature: key.sign(revokeMessage(pci)) })).status).toBe(200)
    expect(await (await me({ cookie })).json()).toMatchObject({ reason: 'revoked' })
  })

  it('keeps sessions to their project', async () => {
    const signed = await siweSignIn(request, alice)
    const cookie = cookieOf(
      await post(request, '/v1/auth/verify', { message: signed.message, signature: signed.signature }),
    )
    expect(await verifySession({ headers: { cookie } }, { db, projectId: TEST_PROJECT })).toMatchObject({ ok: true })
    expect(await verifySession({ headers: { cookie } }, { db, projectId: 'another' })).toMatchObject({
      ok: false,
      reason: 'unknown',
    })
  })
})
