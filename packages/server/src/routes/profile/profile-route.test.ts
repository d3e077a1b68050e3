import {
  DEV_MNEMONIC,
  DEVNET_ENS,
  DEVNET_ENS_NAMES,
  devAccounts,
  getFreePort,
  startDevnet,
  type Devnet,
} from '@foyer/devnet'
import { formatNameRegistrationMessage } from '@foyer/core'
import type { Address, Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount, type LocalAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ownedAccountDeployer } from '../../../../evm/src/test/owned-account.js'
import { describeOnDatabases, testConfig, withClient } from '../../test/server-fixture.js'

// A seeded devnet: its ENS registry names dev accounts #0 and #1 (alice.foyer.eth, bob.foyer.eth); registrations are
// signed by dev accounts #4–#8, which have no ENS name, and verified by viem against this anvil.
let devnet: Devnet
let smartAccount: Address
const owner = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const stranger = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')
const accounts = devAccounts()
beforeAll(async () => {
  devnet = await startDevnet({ port: await getFreePort() })
  const deployer = ownedAccountDeployer({ rpcUrl: devnet.rpcUrl, deployer: mnemonicToAccount(DEV_MNEMONIC) })
  smartAccount = await deployer.deployAccount(owner.address)
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
})

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> }
const config = () =>
  testConfig({ chains: [{ id: 'eip155:31337', rpcUrls: [devnet.rpcUrl], ensRegistry: DEVNET_ENS.registry }] })
const get = async (app: App, path: string) => {
  const response = await app.request(withClient(path))
  return { status: response.status, body: await response.json() }
}
const post = async (app: App, body: unknown) => {
  const response = await app.request(withClient('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/** A registration body as the modal sends it: `signer` signs core's message for `address`. */
async function registration(
  name: string,
  signer: Pick<LocalAccount, 'signMessage'>,
  address: string,
  { issuedAt = new Date(), coinType = 60 }: { issuedAt?: Date; coinType?: number } = {},
) {
  const message = formatNameRegistrationMessage({ name, address, coinType, issuedAt: issuedAt.toISOString() })
  const signature: Hex = await signer.signMessage({ message })
  return { coin_type: coinType, address, message, signature }
}

describeOnDatabases('profile routes', (suite) => {
  it('registers a signed name: its record, the legacy suffix, the reverse list and identity all show it', async () => {
    const { app } = await suite.start(config())
    const dave = accounts[4]!
    // Identity first caches "no name" for 5 minutes; the registration must clear that.
    expect((await get(app, `/v1/identity/${dave.address}`)).body).toEqual({ name: null, avatar: null })

    const registered = await post(app, await registration(`dave-${suite.kind}.reown.id`, dave, dave.address))
    expect(registered).toEqual({ status: 200, body: { success: true, name: `dave-${suite.kind}.reown.id` } })

    const record = await get(app, `/v1/profile/account/Dave-${suite.kind}.reown.id?apiVersion=2`)
    expect(record.status).toBe(200)
    expect(record.body).toMatchObject({
      name: `dave-${suite.kind}.reown.id`,
      addresses: { '60': { address: dave.address } },
      attributes: {},
    })
    expect(Math.abs(record.body.registered - Date.now() / 1000)).toBeLessThan(60)
    expect((await get(app, `/v1/profile/account/dave-${suite.kind}.wcn.id?apiVersion=2`)).body).toEqual(record.body)
    expect((await get(app, `/v1/profile/reverse/${dave.address.toLowerCase()}?apiVersion=2`)).body).toEqual([
      record.body,
    ])
    expect((await get(app, `/v1/identity/${dave.address}`)).body).toEqual({
      name: `dave-${suite.kind}.reown.id`,
      avatar: null,
    })
  })

  it('keeps one primary name per address: the newest registration leads reverse and identity', async () => {
    const { app } = await suite.start(config())
    const erin = accounts[5]!
    expect((await post(app, await registration(`erin-${suite.kind}.reown.id`, erin, erin.address))).status).toBe(200)
    expect((await post(app, await registration(`erin2-${suite.kind}.reown.id`, erin, erin.address))).status).toBe(200)
    const reverse = await get(app, `/v1/profile/reverse/${erin.address}`)
    expect(reverse.body.map((r: { name: string }) => r.name)).toEqual([
      `erin2-${suite.kind}.reown.id`,
      `erin-${suite.kind}.reown.id`,
    ])
    expect((await get(app, `/v1/identity/${erin.address}`)).body.name).toBe(`erin2-${suite.kind}.reown.id`)
  })

  it('refuses a taken name with 409, and a replayed message with 401', async () => {
    const { app } = await suite.start(config())
    const [frank, grace] = [accounts[6]!, accounts[7]!]
    const first = await registration(`frank-${suite.kind}.reown.id`, frank, frank.address)
    expect((await post(app, first)).status).toBe(200)
    const taken = await post(app, await registration(`frank-${suite.kind}.reown.id`, grace, grace.address))
    expect(taken).toEqual({
      status: 409,
      body: { error: `frank-${suite.kind}.reown.id is already registered`, field: 'name' },
    })
    const replayed = await post(app, first)
    expect(replayed.status).toBe(401)
    expect(replayed.body.reason).toBe('replay')
    expect((await get(app, `/v1/identity/${grace.address}`)).body.name).toBeNull()
  })

  it('refuses another key’s signature and a message signed too long ago with 401', async () => {
    const { app } = await suite.start(config())
    const henry = accounts[8]!
    const forged = await post(app, await registration(`henry-${suite.kind}.reown.id`, stranger, henry.address))
    expect(forged.status).toBe(401)
    expect(forged.body).toMatchObject({ reason: 'signature' })
    const stale = await post(
      app,
      await registration(`henry-${suite.kind}.reown.id`, henry, henry.address, {
        issuedAt: new Date(Date.now() - 6 * 60_000),
      }),
    )
    expect(stale.status).toBe(401)
    expect(stale.body).toMatchObject({ reason: 'expired' })
    expect((await get(app, `/v1/profile/account/henry-${suite.kind}.reown.id`)).status).toBe(404)
  })

  it('registers a deployed ERC-1271 smart account through the chain, by its owner’s signature', async () => {
    const { app } = await suite.start(config())
    const name = `smart-${suite.kind}.reown.id`
    expect((await post(app, await registration(name, stranger, smartAccount))).status).toBe(401)
    expect(await post(app, await registration(name, owner, smartAccount))).toEqual({
      status: 200,
      body: { success: true, name },
    })
    expect((await get(app, `/v1/profile/account/${name}`)).body.addresses['60'].address).toBe(smartAccount)
  })

  it('answers availability with free alternatives', async () => {
    const { app } = await suite.start(config())
    const ivy = accounts[9]!
    const label = `ivy-${suite.kind}`
    expect((await post(app, await registration(`${label}.reown.id`, ivy, ivy.address))).status).toBe(200)
    expect((await post(app, await registration(`${label}1.reown.id`, ivy, ivy.address))).status).toBe(200)
    const answer = await get(app, `/v1/profile/suggestions/${label}?zone=reown.id`)
    expect(answer.status).toBe(200)
    expect(answer.body.suggestions).toEqual([
      { name: `${label}.reown.id`, registered: true },
      { name: `${label}2.reown.id`, registered: false },
      { name: `${label}3.reown.id`, registered: false },
      { name: `${label}4.reown.id`, registered: false },
      { name: `${label}5.reown.id`, registered: false },
    ])
    const free = await get(app, `/v1/profile/suggestions/nobody-${suite.kind}.reown.id`)
    expect(free.body.suggestions[0]).toEqual({ name: `nobody-${suite.kind}.reown.id`, registered: false })
  })

  it('resolves ENS names on chains with a registry, and 404s names nobody holds', async () => {
    const { app } = await suite.start(config())
    const alice = DEVNET_ENS_NAMES[0]!
    const found = await get(app, `/v1/profile/account/${alice.name}?apiVersion=2`)
    expect(found.status).toBe(200)
    expect(found.body).toEqual({
      name: alice.name,
      addresses: { '60': { address: alice.address }, [String(0x80000000 + 31337)]: { address: alice.address } },
      attributes: { avatar: alice.avatar },
    })
    expect((await get(app, '/v1/profile/account/nobody.foyer.eth')).status).toBe(404)
    expect((await get(app, `/v1/profile/account/nobody-${suite.kind}.reown.id`)).status).toBe(404)
  })

  it('refuses bad input with 400 naming the field', async () => {
    const { app } = await suite.start(config())
    const dave = accounts[4]!
    const field = async (result: Promise<{ status: number; body: { field?: string } }>) => {
      const { status, body } = await result
      return `${status} ${body.field}`
    }
    expect(await field(get(app, '/v1/profile/account/a%20b.reown.id'))).toBe('400 name')
    expect(await field(get(app, '/v1/profile/account/ab.reown.id'))).toBe('400 name')
    expect(await field(get(app, '/v1/profile/account/a.b.reown.id'))).toBe('400 name')
    expect(await field(get(app, '/v1/profile/account/alice.reown.id?apiVersion=3'))).toBe('400 apiVersion')
    expect(await field(get(app, '/v1/profile/reverse/alice'))).toBe('400 address')
    expect(await field(get(app, `/v1/profile/reverse/${dave.address}?sender=me`))).toBe('400 sender')
    expect(await field(get(app, '/v1/profile/suggestions/alice?zone=example.com'))).toBe('400 zone')
    expect(await field(get(app, '/v1/profile/suggestions/alice.foyer.eth'))).toBe('400 name')
    const good = await registration(`good-${suite.kind}.reown.id`, dave, dave.address)
    expect(await field(post(app, { ...good, coin_type: '60' }))).toBe('400 coin_type')
    expect(await field(post(app, { ...good, address: 'dave' }))).toBe('400 address')
    expect(await field(post(app, { ...good, address: accounts[5]!.address }))).toBe('400 message')
    expect(await field(post(app, { ...good, message: 'Register alice' }))).toBe('400 message')
    expect(await field(post(app, { ...good, coin_type: 0x80000000 + 1 }))).toBe('400 message')
    expect(await field(post(app, await registration('x.foyer.eth', dave, dave.address)))).toBe('400 message')
    expect(
      await field(post(app, await registration('okay.reown.id', dave, dave.address, { coinType: 0x80000001 }))),
    ).toBe('400 coin_type')
    const { signature: _signature, ...unsigned } = good
    expect(await field(post(app, unsigned))).toBe('400 signature')
  })
})
