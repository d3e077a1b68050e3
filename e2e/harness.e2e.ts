// The harness itself: Chromium starts, the loopback guard records and blocks what leaves the machine, the chain and the
// demo served by global-setup.ts answer.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { assertOnlyLoopback, DEMO_URL, launchBrowser, offLoopbackRequests, openPage, pageErrors } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('loopback guard', () => {
  it('lets loopback requests through and records and aborts the others', async () => {
    const rpcUrl = inject('rpcUrl')
    // A page on the RPC's own origin: Chromium's private-network rules would stop a data: page from calling loopback.
    const page = await openPage(browser, rpcUrl)
    const results = await page.evaluate(async (rpc) => {
      const chainId = await fetch(rpc, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      }).then((response) => response.json() as Promise<{ result: string }>)
      const outside = await fetch('https://example.com/should-not-leave').then(
        () => 'reached',
        () => 'blocked',
      )
      return { chainId: chainId.result, outside }
    }, rpcUrl)

    expect(results.chainId).toBe('0x7a69')
    expect(results.outside).toBe('blocked')
    expect(offLoopbackRequests(page)).toEqual(['https://example.com/should-not-leave'])
    expect(() => assertOnlyLoopback(page)).toThrow(/example\.com\/should-not-leave/)
    await page.context().close()
  })

  it('blocks WebSockets to other hosts', async () => {
    const page = await openPage(browser, 'data:text/html,<title>ws</title>')
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket('wss://relay.example.org/')
          socket.onopen = () => resolve('open')
          socket.onclose = () => resolve('closed')
        }),
    )
    expect(outcome).toBe('closed')
    expect(offLoopbackRequests(page)).toEqual(['wss://relay.example.org/'])
    await page.context().close()
  })
})

describe('demo', () => {
  it('loads its root on 127.0.0.1 without errors and without leaving loopback', async () => {
    const demoUrl = inject('demoUrl')
    expect(demoUrl, 'the demo is not served: apps/demo/vite.config.ts is missing').toBe(DEMO_URL)
    const page = await openPage(browser, '/', { gotoOptions: { waitUntil: 'networkidle' } })
    expect(await page.locator('body').innerHTML()).not.toBe('')
    expect(pageErrors(page)).toEqual([])
    assertOnlyLoopback(page)
    await page.context().close()
  })
})
