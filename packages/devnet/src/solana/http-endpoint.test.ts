import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRpcHttpServer } from './http-endpoint.js'

describe('Solana RPC HTTP endpoint', () => {
  const server = createRpcHttpServer((method) => (method === 'getHealth' ? 'ok' : 18446744073709551615n))
  let url: string
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('answers GET /health like a validator, and refuses other GETs with 405', async () => {
    expect(await (await fetch(`${url}/health`)).text()).toBe('ok')
    const other = await fetch(url)
    expect(other.status).toBe(405)
    expect(other.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('writes u64 results as exact JSON numbers', async () => {
    const response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'big' }),
    })
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.text()).toBe('{"jsonrpc":"2.0","id":1,"result":18446744073709551615}')
  })
})
