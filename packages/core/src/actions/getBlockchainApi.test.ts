import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../constants.js'
import { createFoyerClient } from '../create-foyer-client.js'
import { createMemoryStorage } from '../storage.js'
import { getBlockchainApi } from './getBlockchainApi.js'

// A real HTTP server on loopback that answers like @foyer/server's supported-chains and identity routes.
const seen: URL[] = []
let server: http.Server
let apiUrl = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    seen.push(url)
    res.writeHead(200, { 'content-type': 'application/json' })
    if (url.pathname === '/v1/supported-chains') res.end(JSON.stringify({ http: [foyerDevnet.caipNetworkId], ws: [] }))
    else res.end(JSON.stringify({ name: 'alice.foyer.eth', avatar: null }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('getBlockchainApi', () => {
  it('asks the host’s API with its projectId and one clientId that survives a reload', async () => {
    const storage = createMemoryStorage()
    const client = createFoyerClient({ networks: [foyerDevnet], apiUrl, projectId: 'foyer-dev', storage })
    await client.start()
    const api = getBlockchainApi(client)!
    await expect(api.getIdentity({ address: ADDRESS })).resolves.toEqual({ name: 'alice.foyer.eth', avatar: null })
    const first = seen.at(-1)!
    expect(first.pathname).toBe(`/v1/identity/${ADDRESS}`)
    expect(first.searchParams.get('projectId')).toBe('foyer-dev')
    const clientId = first.searchParams.get('clientId')
    expect(clientId).toMatch(/^[0-9a-f]{32}$/)
    client.destroy()

    // The same install (same storage) after a reload: same clientId; the identity cache is per QueryClient, so it asks.
    const again = createFoyerClient({ networks: [foyerDevnet], apiUrl, projectId: 'foyer-dev', storage })
    await again.start()
    await getBlockchainApi(again)!.getIdentity({ address: ADDRESS })
    expect(seen.at(-1)!.searchParams.get('clientId')).toBe(clientId)
    expect(storage.getItem(STORAGE_KEYS.apiClientId)).toContain(clientId)
    again.destroy()
  })

  it('is absent without apiUrl, so nothing is asked of a server that is not there', () => {
    const client = createFoyerClient({ networks: [foyerDevnet], projectId: 'foyer-dev', storage: null })
    expect(getBlockchainApi(client)).toBeUndefined()
  })

  it('refuses an apiUrl without a projectId, and one that is not an http(s) URL, at creation', () => {
    expect(() => createFoyerClient({ networks: [foyerDevnet], apiUrl, storage: null })).toThrow(
      'apiUrl needs projectId (your blockchain API project id) in the options',
    )
    expect(() =>
      createFoyerClient({ networks: [foyerDevnet], apiUrl: 'ftp://example', projectId: 'p', storage: null }),
    ).toThrow('apiUrl must be an http:// or https:// URL')
  })
})
