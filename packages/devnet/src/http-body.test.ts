import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { readBoundedBody } from './http-body.js'

let server: Server | undefined
let received: string[] = []
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function echoServer(maxBytes: number): Promise<string> {
  received = []
  server = createServer((request, response) =>
    readBoundedBody(request, response, maxBytes, (body) => {
      received.push(body)
      response.writeHead(200).end(`got ${body.length}: ${body}`)
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`
}

describe('readBoundedBody', () => {
  it('hands over the whole body as text, however it was split', async () => {
    const url = await echoServer(64)
    const response = await fetch(url, { method: 'POST', body: 'héllo' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('got 5: héllo')
  })

  it('answers 413 past the bound, without handing the body over', async () => {
    const url = await echoServer(16)
    const response = await fetch(url, { method: 'POST', body: 'x'.repeat(17) }).catch((error: Error) => error)
    expect(received).toEqual([])
    // The connection is closed after the answer; depending on timing the client sees the 413 or the reset.
    if (response instanceof Error) expect(response.message).toMatch(/fetch failed/)
    else {
      expect(response.status).toBe(413)
      expect(await response.text()).toBe('Request body too large')
    }
  })
})
