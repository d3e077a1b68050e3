// The Postmark adapter against a loopback server replaying Postmark's documented answers (fixtures/README.md): what it
// sends (path, token header, JSON fields) and how it reads an accepted and a refused message.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailSendError } from './mail-provider.js'
import { createPostmarkMailProvider } from './postmark-mail-provider.js'

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')

describe('Postmark mail provider', () => {
  let server: http.Server
  let baseUrl: string
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown }[] = []
  let answer: { status: number; file: string } = { status: 200, file: 'postmark-email-200.json' }
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let raw = ''
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(raw) })
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(fixture(answer.file))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const provider = () =>
    createPostmarkMailProvider(
      { kind: 'postmark', serverToken: 'server-token-1', baseUrl, messageStream: 'outbound' },
      'Foyer <login@foyer.example>',
    )
  const message = { to: 'receiver@example.com', subject: '123456 is your Foyer login code', text: 'Code 123456' }

  it('posts the documented fields with the server token, and resolves on ErrorCode 0', async () => {
    answer = { status: 200, file: 'postmark-email-200.json' }
    await provider().send(message)
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/email',
      headers: { 'x-postmark-server-token': 'server-token-1', 'content-type': 'application/json' },
      body: {
        From: 'Foyer <login@foyer.example>',
        To: 'receiver@example.com',
        Subject: '123456 is your Foyer login code',
        TextBody: 'Code 123456',
        MessageStream: 'outbound',
      },
    })
  })

  it("rejects with Postmark's error code and message when it refuses the request or the token", async () => {
    answer = { status: 422, file: 'postmark-email-422.json' }
    const refused = provider().send(message)
    await expect(refused).rejects.toBeInstanceOf(MailSendError)
    await expect(refused).rejects.toThrow("HTTP 422, ErrorCode 300): Invalid 'To' address: 'receiver'.")
    answer = { status: 401, file: 'postmark-email-401.json' }
    await expect(provider().send(message)).rejects.toThrow('HTTP 401, ErrorCode 10')
  })

  it('says so when Postmark cannot be reached', async () => {
    const closed = createPostmarkMailProvider(
      { kind: 'postmark', serverToken: 't', baseUrl: 'http://127.0.0.1:9', messageStream: 'outbound' },
      'login@foyer.example',
    )
    await expect(closed.send(message)).rejects.toThrow('Postmark unreachable')
  })
})
