// The dev wallet in a real Chromium page against a real anvil: bundled the way an app bundles it, announced over
// EIP-6963, and answered through the panel while an aria-modal overlay (like Foyer's modal) covers the page.
// jsdom has no layout or stacking, so only a browser can show the panel is on top and clickable.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { build } from 'esbuild'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const CHROMIUM = '/usr/bin/chromium'
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECIPIENT = '0x0000000000000000000000000000000000002001'

// The page: the wallet installed as an extension would, then an app that discovers it and opens a modal overlay.
const ENTRY = `
import { installDevWallet } from './index.ts'
installDevWallet({ chains: [{ id: 31337, name: 'Foyer Devnet', rpcUrl: window.__rpcUrl }], uuid: '00000000-0000-4000-8000-000000000000' })
const found = []
window.addEventListener('eip6963:announceProvider', (e) => found.push(e.detail))
window.dispatchEvent(new Event('eip6963:requestProvider'))
window.__found = found
const overlay = document.createElement('div')
overlay.setAttribute('role', 'dialog')
overlay.setAttribute('aria-modal', 'true')
overlay.setAttribute('aria-label', 'App modal')
overlay.style.cssText = 'position:fixed;inset:0;z-index:999;background:rgba(0,0,0,.5)'
overlay.innerHTML = '<button>Inside the modal</button>'
document.body.append(overlay)
`

const dir = dirname(fileURLToPath(import.meta.url))

describe.skipIf(!existsSync(CHROMIUM))('dev wallet in Chromium', () => {
  let devnet: Devnet
  let server: Server
  let browser: Browser
  let page: Page
  let origin: string

  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false })
    const bundle = await build({
      stdin: { contents: ENTRY, resolveDir: dir, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    const script = bundle.outputFiles[0]!.text
    const html = `<!doctype html><html><head><title>dev wallet</title></head><body><script>window.__rpcUrl = ${JSON.stringify(devnet.rpcUrl)}</script><script type="module">${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`
    const port = await getFreePort()
    server = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(html)
    })
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
    page = await browser.newPage()
    const offLoopback: string[] = []
    page.on('request', (request) => {
      if (!/^(http:\/\/127\.0\.0\.1[:/]|data:)/.test(request.url())) offLoopback.push(request.url())
    })
    await page.goto(origin)
    await page.waitForFunction(() => (window as unknown as { __found: unknown[] }).__found?.length > 0)
    expect(offLoopback).toEqual([])
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    await devnet?.stop()
  })

  const panel = () => page.getByRole('dialog', { name: 'Foyer Dev Wallet request' })
  const call = (method: string, params?: unknown[]) =>
    page.evaluate(
      ([method, params]) => {
        const w = window as unknown as {
          foyerDevWallet: { provider: { request(a: unknown): Promise<unknown> } }
          __last?: Promise<unknown>
        }
        w.__last = w.foyerDevWallet.provider.request({ method, params })
        w.__last.catch(() => {})
      },
      [method, params] as const,
    )
  const result = () =>
    page.evaluate(() =>
      (window as unknown as { __last: Promise<unknown> }).__last.then(
        (value) => ({ value }),
        (error: { code: number; message: string }) => ({ error: { code: error.code, message: error.message } }),
      ),
    )

  it('is announced over EIP-6963 with its identity', async () => {
    const info = await page.evaluate(() => (window as unknown as { __found: { info: unknown }[] }).__found[0]?.info)
    expect(info).toMatchObject({
      name: 'Foyer Dev Wallet',
      rdns: 'dev.foyer.wallet',
      uuid: '00000000-0000-4000-8000-000000000000',
    })
    expect(await panel().count()).toBe(0)
  })

  it('shows the request above the app modal, and Approve (a real click) connects', async () => {
    await call('eth_requestAccounts')
    await expect.poll(() => panel().isVisible()).toBe(true)
    expect(await panel().getByRole('heading').textContent()).toBe(`Connect to ${new URL(origin).host}`)
    // A real pointer click: Playwright refuses it if the modal overlay intercepts the pointer.
    await panel().getByRole('button', { name: 'Approve' }).click({ timeout: 5_000 })
    expect(await result()).toEqual({ value: [ACCOUNT_0] })
    await expect.poll(() => panel().isVisible()).toBe(false)
  })

  it('Reject from the keyboard answers 4001', async () => {
    await call('personal_sign', ['0x6869', ACCOUNT_0])
    await panel().getByRole('button', { name: 'Reject' }).focus()
    await page.keyboard.press('Enter')
    expect(await result()).toEqual({ error: { code: 4001, message: 'User rejected the request.' } })
  })

  it('signs a message and sends a transaction that lands on anvil', async () => {
    await call('personal_sign', ['0x68656c6c6f', ACCOUNT_0])
    expect(await panel().getByText('hello', { exact: true }).count()).toBe(1)
    await panel().getByRole('button', { name: 'Approve' }).click()
    const signed = (await result()) as { value: `0x${string}` }
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'hello', signature: signed.value })).toBe(true)

    await call('eth_sendTransaction', [{ from: ACCOUNT_0, to: RECIPIENT, value: '0xde0b6b3a7640000' }])
    expect(await panel().getByRole('heading').textContent()).toBe('Send transaction')
    expect(await panel().textContent()).toContain('1 ETH')
    await panel().getByRole('button', { name: 'Approve' }).click()
    const sent = (await result()) as { value: `0x${string}` }
    const chain = createPublicClient({ chain: foundry, transport: http(devnet.rpcUrl) })
    expect((await chain.waitForTransactionReceipt({ hash: sent.value, pollingInterval: 20 })).status).toBe('success')
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(parseEther('1'))
  })
})
