import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  evmAddressOfProfile,
  getNameProfile,
  getNameSuggestions,
  getReverseNames,
  ProfileApiError,
  registerNameRequest,
} from './profile.js'

// A real HTTP server on loopback answering the profile routes as @foyer/server does; it records what it was asked.
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ALICE_ON_31337 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const asked: { method: string; url: URL; body: string }[] = []
let server: http.Server
let baseUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', baseUrl)
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      asked.push({ method: req.method ?? '', url, body })
      const reply = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (url.pathname === '/v1/profile/account/alice.reown.id')
        return reply(200, {
          name: 'alice.reown.id',
          registered: 1,
          addresses: { '60': { address: ALICE }, [String(0x80000000 + 31337)]: { address: ALICE_ON_31337 } },
          attributes: {},
        })
      if (url.pathname.startsWith('/v1/profile/account/')) return reply(404, { error: 'not registered' })
      if (url.pathname.startsWith('/v1/profile/reverse/')) return reply(200, [])
      if (url.pathname.startsWith('/v1/profile/suggestions/'))
        return reply(200, { suggestions: [{ name: 'alice.reown.id', registered: true }] })
      if (url.pathname === '/v1/profile/account')
        return reply(409, { error: 'alice.reown.id is already registered', field: 'name' })
      reply(500, {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const config = () => ({ baseUrl, projectId: 'p1', clientId: 'c1' })

describe('profile API', () => {
  it('asks a name’s record with apiVersion=2 and the client parameters, and answers null for a free name', async () => {
    const profile = await getNameProfile(config(), { name: 'alice.reown.id' })
    expect(profile?.addresses['60']?.address).toBe(ALICE)
    const query = Object.fromEntries(asked.at(-1)!.url.searchParams)
    expect(query).toEqual({ apiVersion: '2', st: 'foyer', sv: 'core-0.1.0', projectId: 'p1', clientId: 'c1' })
    expect(await getNameProfile(config(), { name: 'nobody.reown.id' })).toBeNull()
  })

  it('picks the address for the chain’s ENSIP-11 coin type, else Ether’s', async () => {
    const profile = (await getNameProfile(config(), { name: 'alice.reown.id' }))!
    expect(evmAddressOfProfile(profile, 31337)).toBe(ALICE_ON_31337)
    expect(evmAddressOfProfile(profile, 1)).toBe(ALICE)
    expect(evmAddressOfProfile({ ...profile, addresses: {} }, 1)).toBeUndefined()
  })

  it('asks suggestions with the zone and the reverse list with the sender', async () => {
    expect(await getNameSuggestions(config(), { name: 'alice', zone: 'reown.id' })).toEqual({
      suggestions: [{ name: 'alice.reown.id', registered: true }],
    })
    expect(asked.at(-1)!.url.searchParams.get('zone')).toBe('reown.id')
    expect(await getReverseNames(config(), { address: ALICE, sender: ALICE })).toEqual([])
    expect(asked.at(-1)!.url.pathname).toBe(`/v1/profile/reverse/${ALICE}`)
    expect(asked.at(-1)!.url.searchParams.get('sender')).toBe(ALICE)
  })

  it('posts a registration and keeps the server’s reason when it refuses', async () => {
    const body = { coin_type: 60, address: ALICE, message: 'Register the name alice.reown.id', signature: '0x01' }
    const refused = await registerNameRequest(config(), body).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ProfileApiError)
    expect(refused).toMatchObject({ status: 409, field: 'name', message: 'alice.reown.id is already registered' })
    expect(asked.at(-1)).toMatchObject({ method: 'POST', body: JSON.stringify(body) })
  })
})
