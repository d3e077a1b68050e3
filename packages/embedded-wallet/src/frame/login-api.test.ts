// How the frame reads GET /v1/key-shares/auth, the question every login starts with ("does this user have a wallet
// yet?"): the server's `null` and an older server's 404 both mean none (the vault then creates the wallet), a record is
// the wallet, anything else is an error and never "none" — a 500 read as none would create a second wallet. The
// server's own answers are tested in packages/server/src/routes/key-shares/key-shares-route.test.ts; here a loopback
// HTTP stand-in gives each of those answers, including an older server's, which no longer runs anywhere.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginApi, LoginApiError } from './login-api.js'

const RECORD = {
  share: 'A'.repeat(44),
  publicAddresses: { eip155: `0x${'11'.repeat(20)}`, solana: '11111111111111111111111111111111' },
  hasRecovery: true,
}

describe('LoginApi.getAuthShare (frame)', () => {
  let server: Server
  let url: string
  let answer: { status: number; body: string } = { status: 200, body: 'null' }
  const authorizations: (string | undefined)[] = []
  beforeAll(async () => {
    server = createServer((req, res) => {
      authorizations.push(req.headers.authorization)
      if (req.url !== '/v1/key-shares/auth') return res.writeHead(404).end()
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const api = () => new LoginApi(url, () => Promise.resolve('frame-token'))

  it("reads the server's null as no wallet yet, sending the frame's token", async () => {
    answer = { status: 200, body: 'null' }
    expect(await api().getAuthShare()).toBeNull()
    expect(authorizations.at(-1)).toBe('Bearer frame-token')
  })

  it("reads an older server's 404 as no wallet yet", async () => {
    answer = { status: 404, body: JSON.stringify({ error: 'This user has no wallet yet' }) }
    expect(await api().getAuthShare()).toBeNull()
  })

  it('gives the record back when there is one', async () => {
    answer = { status: 200, body: JSON.stringify(RECORD) }
    expect(await api().getAuthShare()).toEqual(RECORD)
  })

  it('throws on any other failure, with or without a JSON body, instead of reading it as none', async () => {
    answer = { status: 500, body: JSON.stringify({ error: 'database down' }) }
    await expect(api().getAuthShare()).rejects.toEqual(new LoginApiError('database down', 500))
    answer = { status: 401, body: 'null' }
    await expect(api().getAuthShare()).rejects.toMatchObject({ status: 401, message: 'HTTP status code: 401' })
  })
})
