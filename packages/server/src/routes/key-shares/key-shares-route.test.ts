// The key-share routes on each database, with real shares from @foyer/embedded-wallet's split: each user gets their
// own shares and no one else's, each share is written once, bad input is a 400 naming the field — and what the
// database holds cannot sign: its auth share alone (or with the encrypted recovery blob) does not rebuild the wallet.
import {
  combineShares,
  deriveKeys,
  generateSeedEntropy,
  publicAddressesOf,
  splitSeed,
} from '@foyer/embedded-wallet/keys'
import { base64 } from '@scure/base'
import { beforeAll, expect, it } from 'vitest'
import type { FoyerServer } from '../../start-server.js'
import { describeOnDatabases, testConfig } from '../../test/server-fixture.js'
import { loginDb } from '../login/login-migrations.js'
import { issueLoginSession } from '../login/login-session-store.js'
import { findOrCreateUser } from '../login/user-store.js'
import { keySharesDb } from './key-shares-migrations.js'

const FRAME = 'http://localhost:8793'

describeOnDatabases('key shares', (suite) => {
  let server: FoyerServer
  beforeAll(async () => {
    server = await suite.start(testConfig({ login: { frameOrigin: FRAME } }))
  })
  const request = (path: string, init: { method?: string; token?: string; body?: unknown; origin?: string } = {}) => {
    const headers = new Headers({ origin: init.origin ?? FRAME, 'content-type': 'application/json' })
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    return server.app.request(path, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
  }
  const newUser = async (subject: string) => {
    const db = loginDb(server.context.database.db)
    const user = await findOrCreateUser(db, { provider: 'email', subject, email: subject })
    const { token } = await issueLoginSession(db, user.id, {
      secret: undefined,
      now: new Date(),
      lifetimeSeconds: 3600,
    })
    return { user, token }
  }
  const newWallet = async () => {
    const entropy = generateSeedEntropy()
    return { entropy, shares: await splitSeed(entropy), addresses: publicAddressesOf(await deriveKeys(entropy)) }
  }

  it('stores the auth share once and gives it back to that user only', async () => {
    const alice = await newUser('alice@example.com')
    const bob = await newUser('bob@example.com')
    const wallet = await newWallet()
    const share = base64.encode(wallet.shares.auth)

    // No wallet yet: 200 with null, the frame's "none" (no error in the frame's console at a first login).
    const none = await request('/v1/key-shares/auth', { token: alice.token })
    expect(none.status).toBe(200)
    expect(await none.json()).toBeNull()
    const put = await request('/v1/key-shares/auth', {
      method: 'PUT',
      token: alice.token,
      body: { share, publicAddresses: wallet.addresses },
    })
    expect(put.status).toBe(201)
    const got = await request('/v1/key-shares/auth', { token: alice.token })
    expect(await got.json()).toEqual({ share, publicAddresses: wallet.addresses, hasRecovery: false })

    const again = await request('/v1/key-shares/auth', {
      method: 'PUT',
      token: alice.token,
      body: { share: base64.encode((await newWallet()).shares.auth), publicAddresses: wallet.addresses },
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'This user already has a wallet' })

    const bobs = await request('/v1/key-shares/auth', { token: bob.token })
    expect(bobs.status).toBe(200)
    expect(await bobs.json()).toBeNull()
    expect((await request('/v1/key-shares/auth')).status).toBe(401)
    const foreign = await request('/v1/key-shares/auth', { token: alice.token, origin: 'http://127.0.0.1:5173' })
    expect(foreign.status).toBe(403)
  })

  it('stores the sealed recovery share once, after the auth share', async () => {
    const carol = await newUser('carol@example.com')
    const recovery = { iv: base64.encode(new Uint8Array(12)), ciphertext: base64.encode(new Uint8Array(49)) }
    const early = await request('/v1/key-shares/recovery', { method: 'PUT', token: carol.token, body: { recovery } })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ error: 'Store the auth share first' })

    const wallet = await newWallet()
    await request('/v1/key-shares/auth', {
      method: 'PUT',
      token: carol.token,
      body: { share: base64.encode(wallet.shares.auth), publicAddresses: wallet.addresses },
    })
    expect((await request('/v1/key-shares/recovery', { token: carol.token })).status).toBe(404)
    const put = await request('/v1/key-shares/recovery', { method: 'PUT', token: carol.token, body: { recovery } })
    expect(put.status).toBe(201)
    expect(await (await request('/v1/key-shares/recovery', { token: carol.token })).json()).toEqual({ recovery })
    const again = await request('/v1/key-shares/recovery', { method: 'PUT', token: carol.token, body: { recovery } })
    expect(await again.json()).toEqual({ error: 'This user already has a recovery share' })
  })

  it('answers bad input with 400 naming the field', async () => {
    const dave = await newUser('dave@example.com')
    const wallet = await newWallet()
    const cases: [unknown, string][] = [
      [{ share: 'not base64!', publicAddresses: wallet.addresses }, 'share'],
      [{ share: base64.encode(new Uint8Array(10)), publicAddresses: wallet.addresses }, 'share'],
      [
        { share: base64.encode(wallet.shares.auth), publicAddresses: { ...wallet.addresses, eip155: '0x12' } },
        'publicAddresses.eip155',
      ],
      [{ share: base64.encode(wallet.shares.auth) }, 'publicAddresses'],
    ]
    for (const [body, field] of cases) {
      const res = await request('/v1/key-shares/auth', { method: 'PUT', token: dave.token, body })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { field: string }).field).toBe(field)
    }
    const notJson = await server.app.request('/v1/key-shares/auth', {
      method: 'PUT',
      headers: { origin: FRAME, authorization: `Bearer ${dave.token}` },
      body: '{',
    })
    expect(await notJson.json()).toEqual({ error: 'Invalid body: not JSON', field: 'body' })
  })

  it('the database alone cannot sign: its share rebuilds no wallet', async () => {
    const erin = await newUser('erin@example.com')
    const wallet = await newWallet()
    await request('/v1/key-shares/auth', {
      method: 'PUT',
      token: erin.token,
      body: { share: base64.encode(wallet.shares.auth), publicAddresses: wallet.addresses },
    })
    // Everything the database holds for erin:
    const row = await keySharesDb(server.context.database.db)
      .selectFrom('key_shares')
      .selectAll()
      .where('user_id', '=', erin.user.id)
      .executeTakeFirstOrThrow()
    const authShare = base64.decode(row.auth_share)
    expect(JSON.stringify(row)).not.toContain(base64.encode(wallet.entropy))
    // With one share, the best an attacker can do is pair it with a made-up one: it never gives erin's seed.
    for (let i = 0; i < 5; i++) {
      const madeUp = crypto.getRandomValues(new Uint8Array(33))
      madeUp[32] = authShare[32] === 1 ? 2 : 1 // a distinct x coordinate, as a real share has
      const guess = await combineShares(authShare, madeUp)
      expect(guess).not.toEqual(wallet.entropy)
      expect(publicAddressesOf(await deriveKeys(guess)).eip155).not.toBe(wallet.addresses.eip155)
    }
    // With a second real share (the device's, which the database never has) it does.
    expect(await combineShares(authShare, wallet.shares.device)).toEqual(wallet.entropy)
  })
})
