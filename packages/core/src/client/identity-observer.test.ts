import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { foyerDevnet } from '@foyer/devnet/chains'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFoyerClient } from '../create-foyer-client.js'
import { createMemoryStorage } from '../storage.js'
import { scriptedTestAdapter } from '../test/scripted-test-adapter.js'

// A real HTTP server on loopback with @foyer/server's identity answer for the scripted wallet's address.
const asked: string[] = []
let apiUrl = ''
let server: http.Server
beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ name: 'alice.foyer.eth', avatar: 'data:image/svg+xml,<svg/>' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('identity in account state', () => {
  it('writes profileName and profileImage for a connected EVM account, and clears them on disconnect', async () => {
    const client = createFoyerClient({
      networks: [foyerDevnet],
      adapters: [scriptedTestAdapter()],
      storage: createMemoryStorage(),
      apiUrl,
      projectId: 'p',
    })
    await client.start()
    await client.connect('test.wallet')
    await vi.waitFor(() =>
      expect(client.stores.accounts.getState().eip155).toMatchObject({
        profileName: 'alice.foyer.eth',
        profileImage: 'data:image/svg+xml,<svg/>',
      }),
    )
    expect(asked.some((url) => url.startsWith('/v1/identity/0x1111111111111111111111111111111111111111'))).toBe(true)
    await client.disconnect()
    expect(client.stores.accounts.getState().eip155?.profileName).toBeUndefined()
    client.destroy()
  })

  it('asks nothing without apiUrl', async () => {
    asked.length = 0
    const client = createFoyerClient({ networks: [foyerDevnet], adapters: [scriptedTestAdapter()], storage: null })
    await client.start()
    await client.connect('test.wallet')
    await new Promise((r) => setTimeout(r, 50))
    expect(client.stores.accounts.getState().eip155?.profileName).toBeUndefined()
    expect(asked).toEqual([])
    client.destroy()
  })
})
