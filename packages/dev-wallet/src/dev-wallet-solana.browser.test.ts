// The Solana side of the dev wallet in a real Chromium page: bundled the way an app bundles it, found by an app through
// the Wallet Standard (@wallet-standard/app), answered through the panel with real clicks. Shows the bundle needs no
// Node built-ins (Buffer, crypto) and that signatures made in the page verify outside it.
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getFreePort } from '@foyer/devnet'
import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getPublicKeyFromAddress,
  verifySignature,
  type SignatureBytes,
} from '@solana/kit'
import { build } from 'esbuild'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devSolanaSecret } from './solana-dev-keys.js'

const CHROMIUM = '/usr/bin/chromium'

// The wallet installed as an extension would, then an app that lists Wallet Standard wallets.
const ENTRY = `
import { getWallets } from '@wallet-standard/app'
import { installDevWallet } from './index.ts'
installDevWallet({
  chains: [{ id: 31337, name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:1' }],
  solana: { rpcUrl: 'http://127.0.0.1:1', chains: ['solana:localnet'] },
})
const wallets = getWallets()
window.__app = {
  names: () => wallets.get().map((w) => ({ name: w.name, chains: [...w.chains], features: Object.keys(w.features) })),
  wallet: () => wallets.get().find((w) => w.name === 'Foyer Dev Wallet'),
}
`

const dir = dirname(fileURLToPath(import.meta.url))

type PageWindow = {
  __app: {
    names(): unknown
    wallet(): {
      accounts: { address: string }[]
      features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
    }
  }
  __last?: Promise<unknown>
}

describe.skipIf(!existsSync(CHROMIUM))('dev wallet on Solana in Chromium', () => {
  let server: Server
  let browser: Browser
  let page: Page
  let origin: string

  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: ENTRY, resolveDir: dir, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    })
    const script = bundle.outputFiles[0]!.text
    const html = `<!doctype html><html><head><title>dev wallet solana</title></head><body><script type="module">${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`
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
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(origin)
    await page.waitForFunction(() => Boolean((window as unknown as PageWindow).__app))
    expect(errors).toEqual([])
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  })

  const panel = () => page.getByRole('dialog', { name: 'Foyer Dev Wallet request' })
  const result = () =>
    page.evaluate(() =>
      (window as unknown as PageWindow).__last!.then(
        (value) => ({ value }),
        (error: { name: string; code: number; message: string }) => ({
          error: { name: error.name, code: error.code, message: error.message },
        }),
      ),
    )

  it('is listed by a Wallet Standard app with its features', async () => {
    expect(await page.evaluate(() => (window as unknown as PageWindow).__app.names())).toEqual([
      {
        name: 'Foyer Dev Wallet',
        chains: ['solana:localnet'],
        features: expect.arrayContaining([
          'standard:connect',
          'solana:signMessage',
          'solana:signTransaction',
          'solana:signAndSendTransaction',
          'solana:signIn',
        ]),
      },
    ])
  })

  it('connects through the panel and signs a message that verifies outside the page', async () => {
    await page.evaluate(() => {
      const w = window as unknown as PageWindow
      w.__last = w.__app.wallet().features['standard:connect']!.connect!().then((output) =>
        (output as { accounts: { address: string }[] }).accounts.map((a) => a.address),
      )
    })
    await expect.poll(() => panel().isVisible()).toBe(true)
    expect(await panel().getByRole('heading').textContent()).toBe(`Connect to ${new URL(origin).host} (Solana)`)
    await panel().getByRole('button', { name: 'Approve' }).click({ timeout: 5_000 })
    const address = await getAddressFromPublicKey(
      (await createKeyPairFromPrivateKeyBytes(devSolanaSecret(0))).publicKey,
    )
    expect(await result()).toEqual({ value: [address] })

    await page.evaluate(() => {
      const w = window as unknown as PageWindow
      const wallet = w.__app.wallet()
      w.__last = wallet.features['solana:signMessage']!.signMessage!({
        account: wallet.accounts[0],
        message: new TextEncoder().encode('hello solana'),
      }).then((outputs) => [...(outputs as { signature: Uint8Array }[])[0]!.signature])
    })
    await expect.poll(() => panel().isVisible()).toBe(true)
    expect(await panel().getByRole('heading').textContent()).toBe('Sign message')
    expect(await panel().getByText('hello solana', { exact: true }).count()).toBe(1)
    await panel().getByRole('button', { name: 'Approve' }).click()
    const { value } = (await result()) as { value: number[] }
    const verified = await verifySignature(
      await getPublicKeyFromAddress(address),
      Uint8Array.from(value) as SignatureBytes,
      new TextEncoder().encode('hello solana'),
    )
    expect(verified).toBe(true)
  })

  it('Reject answers a 4001 error named for the request', async () => {
    await page.evaluate(() => {
      const w = window as unknown as PageWindow
      const wallet = w.__app.wallet()
      w.__last = wallet.features['solana:signMessage']!.signMessage!({
        account: wallet.accounts[0],
        message: new Uint8Array([1, 2]),
      })
      w.__last.catch(() => {})
    })
    await panel().getByRole('button', { name: 'Reject' }).click()
    expect(await result()).toEqual({
      error: { name: 'WalletSignMessageError', code: 4001, message: 'User rejected the request.' },
    })
  })
})
