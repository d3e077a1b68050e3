import { DEVNET_ENS, DEVNET_ENS_NAMES, getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { setReverseName } from '../../test/ens-names.js'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOLANA = '9ZdWMLjTbbqYt7XVWpohXB2WarktszJFLsnURq7r9C7z'

// A seeded devnet: alice.foyer.eth and bob.foyer.eth name dev accounts #0 and #1 (reverse records, avatars), and
// account #3 claims alice.foyer.eth as its reverse record although the name points at #0.
let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort() })
  await setReverseName(devnet.rpcUrl, 3, DEVNET_ENS_NAMES[0]!.name)
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})

const ensConfig = (rpcUrl = devnet.rpcUrl) =>
  testConfig({ chains: [{ id: 'eip155:31337', rpcUrls: [rpcUrl], ensRegistry: DEVNET_ENS.registry }] })
const identityOf = async (app: { request(path: string): Response | Promise<Response> }, address: string) => {
  const response = await app.request(withClient(`/v1/identity/${address}`))
  return { status: response.status, body: await response.json() }
}

describeOnDatabases('GET /v1/identity/{address}', (suite) => {
  it('answers the registered name and avatar, whatever the address’s case, and nulls for an unnamed one', async () => {
    const { app, context } = await suite.start(testConfig())
    await context.database.db
      .insertInto('names')
      .values([
        { name: 'alice.foyer', address: ALICE, avatar: 'http://127.0.0.1:5173/alice.png' },
        { name: 'sol.foyer', address: SOLANA, avatar: null },
      ])
      .execute()
    const named = await app.request(withClient(`/v1/identity/${ALICE.toLowerCase()}`) + `&sender=${BOB}`)
    expect(named.status).toBe(200)
    expect(await named.json()).toEqual({ name: 'alice.foyer', avatar: 'http://127.0.0.1:5173/alice.png' })
    expect(await (await app.request(withClient(`/v1/identity/${SOLANA}`))).json()).toEqual({
      name: 'sol.foyer',
      avatar: null,
    })
    expect(await (await app.request(withClient(`/v1/identity/${BOB}`))).json()).toEqual({ name: null, avatar: null })
  })

  it('keeps an answer for 5 minutes', async () => {
    let now = Date.now()
    const { app, context } = await suite.start(testConfig(), { now: () => now })
    const ask = async () => (await app.request(withClient(`/v1/identity/${BOB}`))).json()
    await context.database.db.deleteFrom('cache').execute()
    expect(await ask()).toEqual({ name: null, avatar: null })
    await context.database.db.insertInto('names').values({ name: 'bob.foyer', address: BOB, avatar: null }).execute()
    now += 299_000
    expect(await ask()).toEqual({ name: null, avatar: null })
    now += 2_000
    expect(await ask()).toEqual({ name: 'bob.foyer', avatar: null })
  })

  it('refuses a bad address or sender with 400 naming it', async () => {
    const { app } = await suite.start(testConfig())
    const bad = await app.request(withClient('/v1/identity/alice'))
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('address')
    const sender = await app.request(withClient(`/v1/identity/${ALICE}`) + '&sender=me')
    expect(sender.status).toBe(400)
    expect((await sender.json()).field).toBe('sender')
  })

  it('answers the ENS name and avatar of an address whose reverse record resolves back to it', async () => {
    const { app } = await suite.start(ensConfig())
    const [alice, bob] = DEVNET_ENS_NAMES as [(typeof DEVNET_ENS_NAMES)[number], (typeof DEVNET_ENS_NAMES)[number]]
    expect(await identityOf(app, alice.address.toLowerCase())).toEqual({
      status: 200,
      body: { name: 'alice.foyer.eth', avatar: alice.avatar },
    })
    expect((await identityOf(app, bob.address)).body).toEqual({ name: 'bob.foyer.eth', avatar: bob.avatar })
    expect(alice.avatar).toMatch(/^data:image\/svg\+xml;base64,/)
  })

  it('does not answer a reverse record whose name points at another address', async () => {
    const { app } = await suite.start(ensConfig())
    expect(await identityOf(app, devnet.accounts[3]!)).toEqual({ status: 200, body: { name: null, avatar: null } })
  })

  it('answers nulls for an address with no name anywhere, and the names table when ENS has none', async () => {
    const { app, context } = await suite.start(ensConfig())
    expect(await identityOf(app, devnet.accounts[5]!)).toEqual({ status: 200, body: { name: null, avatar: null } })
    await context.database.db
      .insertInto('names')
      .values({ name: 'six.foyer', address: devnet.accounts[6]!, avatar: null })
      .execute()
    expect((await identityOf(app, devnet.accounts[6]!)).body).toEqual({ name: 'six.foyer', avatar: null })
  })

  it('prefers the verified ENS name to a names-table entry for the same address', async () => {
    const { app, context } = await suite.start(ensConfig())
    const bob = DEVNET_ENS_NAMES[1]!
    await context.database.db.deleteFrom('cache').execute()
    await context.database.db
      .insertInto('names')
      .values({ name: `bob-${suite.kind}.foyer`, address: bob.address, avatar: null })
      .execute()
    expect((await identityOf(app, bob.address)).body).toEqual({ name: bob.name, avatar: bob.avatar })
  })

  it('answers 502 when the ENS chain is down and nothing else names the address, and caches no guess', async () => {
    const { app, context } = await suite.start(ensConfig(`http://127.0.0.1:${await getFreePort()}`))
    const unnamed = devnet.accounts[7]!
    const down = await identityOf(app, unnamed)
    expect(down.status).toBe(502)
    expect(down.body.error).toMatch(/eip155:31337 failed on an ENS lookup/)
    // The names table still answers what it knows.
    await context.database.db
      .insertInto('names')
      .values({ name: `eight-${suite.kind}.foyer`, address: devnet.accounts[8]!, avatar: null })
      .execute()
    expect(await identityOf(app, devnet.accounts[8]!)).toEqual({
      status: 200,
      body: { name: `eight-${suite.kind}.foyer`, avatar: null },
    })
    // Once the chain answers, the same address gets its real answer: the 502 left nothing in the cache.
    const { app: healthy } = await suite.start(ensConfig())
    expect(await identityOf(healthy, unnamed)).toEqual({ status: 200, body: { name: null, avatar: null } })
  })
})
