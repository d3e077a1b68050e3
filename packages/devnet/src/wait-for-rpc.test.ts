import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { getFreePort } from './ports.js'
import { waitForRpc } from './wait-for-rpc.js'

// A tiny real HTTP JSON-RPC server stands in for a node here so the retry logic can be timed precisely.
let server: Server | undefined
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

describe('waitForRpc', () => {
  it('keeps trying until the node answers, then returns its chain id', async () => {
    const port = await getFreePort()
    setTimeout(() => {
      server = createServer((_request, response) => {
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id: 0, result: '0x7a69' }))
      }).listen(port, '127.0.0.1')
    }, 150)
    await expect(waitForRpc(`http://127.0.0.1:${port}`, { timeoutMs: 5_000 })).resolves.toBe(31337)
  })

  it('fails with the url and the timeout when nothing answers', async () => {
    const port = await getFreePort()
    await expect(waitForRpc(`http://127.0.0.1:${port}`, { timeoutMs: 200 })).rejects.toThrow(
      new RegExp(`No JSON-RPC answer from http://127.0.0.1:${port} within 200 ms`),
    )
  })

  it('stops when aborted', async () => {
    const port = await getFreePort()
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('process exited')), 50)
    await expect(waitForRpc(`http://127.0.0.1:${port}`, { signal: controller.signal })).rejects.toThrow(
      'process exited',
    )
  })
})
