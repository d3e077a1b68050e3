// The demo page (another origin, e.g. http://127.0.0.1:5173) calls the Solana devnet from the browser: a JSON POST
// triggers a CORS preflight, and the WebSocket has to accept a page's connection. Only a real browser enforces CORS.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { chromium, type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFreePort } from '../ports.js'
import { SOLANA_DEVNET_GENESIS_HASH } from './constants.js'
import { getFreeSolanaPort } from './free-port-pair.js'
import { startSolanaDevnet, type SolanaDevnet } from './start-solana-devnet.js'

const CHROMIUM = '/usr/bin/chromium'

describe.skipIf(!existsSync(CHROMIUM))('Solana devnet from a Chromium page on another origin', () => {
  let devnet: SolanaDevnet
  let server: Server
  let browser: Browser
  let origin: string

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await getFreeSolanaPort() })
    server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>page</title>'),
    )
    const port = await getFreePort()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${port}`
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    await devnet?.stop()
  })

  it('answers fetch with a JSON body (CORS preflight) and a WebSocket subscription', async () => {
    const page = await browser.newPage()
    await page.goto(origin)
    const result = await page.evaluate(
      async ({ rpcUrl, wsUrl, address }) => {
        const response = await fetch(rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'solana-client': 'js/test' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getGenesisHash' }),
        })
        const genesis = ((await response.json()) as { result: string }).result
        const socket = new WebSocket(wsUrl)
        await new Promise((resolve, reject) => {
          socket.onopen = resolve
          socket.onerror = reject
        })
        const subscribed = new Promise<unknown>(
          (resolve) => (socket.onmessage = (event) => resolve(JSON.parse(event.data as string))),
        )
        socket.send(
          JSON.stringify({
            jsonrpc: '2.0',
            id: 7,
            method: 'accountSubscribe',
            params: [address, { encoding: 'base64' }],
          }),
        )
        const answer = await subscribed
        socket.close()
        return { genesis, answer }
      },
      { rpcUrl: devnet.rpcUrl, wsUrl: devnet.wsUrl, address: devnet.accounts[0]! },
    )
    expect(result.genesis).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect(result.answer).toMatchObject({ jsonrpc: '2.0', id: 7, result: expect.any(Number) })
    await page.close()
  }, 30_000)
})
