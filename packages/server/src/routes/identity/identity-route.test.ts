import { expect, it } from 'vitest'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SOLANA = '9ZdWMLjTbbqYt7XVWpohXB2WarktszJFLsnURq7r9C7z'

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
})
