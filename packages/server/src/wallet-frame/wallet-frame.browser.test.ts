// The wallet frame in Chromium, served by the server on its own origin (localhost) and embedded by a host page on
// another (127.0.0.1): the wallet is created on first use (recovery code shown inside the frame), personal_sign goes
// through the approval screen and verifies with viem, Reject answers 4001, a forbidden method the spec's text; a
// message from a foreign origin is ignored; nothing the host receives or can read holds key material; and a second
// browser gets the same wallet back with the recovery code.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort } from '@foyer/devnet'
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginDb } from '../routes/login/login-migrations.js'
import { issueLoginSession } from '../routes/login/login-session-store.js'
import { findOrCreateUser } from '../routes/login/user-store.js'
import { startServer, type FoyerServer } from '../start-server.js'
import { testConfig } from '../test/server-fixture.js'

const CHROMIUM = '/usr/bin/chromium'

// The host page: embeds the frame, sends requests, and keeps every message it receives (to check none holds a key).
const hostPage = (frameSrc: string, foreignSrc: string) => `<!doctype html><html><head><title>host</title></head><body>
<iframe id="wallet" title="wallet" src="${frameSrc}" style="width:400px;height:500px"></iframe>
<script>
const frame = document.getElementById('wallet')
const frameOrigin = new URL(frame.src).origin
window.__messages = []
window.__events = []
const pending = new Map()
window.addEventListener('message', (e) => {
  if (e.origin !== frameOrigin || e.source !== frame.contentWindow) return
  window.__messages.push(e.data)
  if (e.data.event) window.__events.push(e.data)
  else if (pending.has(e.data.id)) { pending.get(e.data.id)(e.data); pending.delete(e.data.id) }
})
let n = 0
window.__send = (type, payload = {}) => new Promise((resolve) => {
  const id = 'r' + (++n)
  pending.set(id, resolve)
  frame.contentWindow.postMessage({ foyer: 1, id, type, ...payload }, frameOrigin)
})
window.__ready = new Promise((resolve) => {
  const check = () => window.__events.some((e) => e.event === 'ready') ? resolve(true) : setTimeout(check, 20)
  check()
})
window.__addForeign = () => { const f = document.createElement('iframe'); f.src = '${foreignSrc}'; document.body.append(f) }
</script></body></html>`

// A page of another origin inside the host page, which tries to drive the wallet frame (its sibling).
const FOREIGN_PAGE = `<!doctype html><html><head><title>foreign</title></head><body><script>
parent.frames[0].postMessage({ foyer: 1, id: 'evil', type: 'signOut' }, '*')
parent.frames[0].postMessage({ foyer: 1, id: 'evil2', type: 'rpc', namespace: 'eip155', chainId: 31337, method: 'personal_sign', params: ['0x68', '0x0'] }, '*')
</script></body></html>`

/** Playwright's own --disable-features switch, exactly as it passes it (read from a first launch's chrome://version). */
async function playwrightDisabledFeatures(): Promise<string> {
  const probe = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] })
  try {
    const page = await probe.newPage()
    await page.goto('chrome://version')
    return /--disable-features=\S+/.exec((await page.textContent('body')) ?? '')![0]
  } finally {
    await probe.close()
  }
}

describe.skipIf(!existsSync(CHROMIUM))('wallet frame in Chromium', () => {
  let server: FoyerServer
  let pages: Server
  let foreign: Server
  let browser: Browser
  let dataDir: string
  let hostOrigin: string
  let frameOrigin: string
  let foreignOrigin: string
  const offLoopback: string[] = []

  beforeAll(async () => {
    const [apiPort, framePort, hostPort, foreignPort] = [
      await getFreePort(),
      await getFreePort(),
      await getFreePort(),
      await getFreePort(),
    ]
    hostOrigin = `http://127.0.0.1:${hostPort}`
    foreignOrigin = `http://127.0.0.1:${foreignPort}`
    frameOrigin = `http://localhost:${framePort}`
    dataDir = mkdtempSync(join(tmpdir(), 'foyer-frame-'))
    server = await startServer(
      testConfig({
        listen: { host: '127.0.0.1', port: apiPort },
        database: { dataDir },
        chains: [{ id: 'eip155:31337', name: 'Foyer Devnet', rpcUrls: ['http://127.0.0.1:8545'] }],
        login: { frameOrigin },
        walletFrame: { enabled: true, listen: { host: '127.0.0.1', port: framePort }, hostOrigins: [hostOrigin] },
      }),
    )
    const frameSrc = `${frameOrigin}/#hostOrigin=${encodeURIComponent(hostOrigin)}`
    const html = hostPage(frameSrc, `${foreignOrigin}/`)
    const page = (body: string) =>
      createServer((_request, response) => {
        response.setHeader('content-type', 'text/html; charset=utf-8')
        response.end(body)
      })
    pages = page(html)
    foreign = page(FOREIGN_PAGE)
    await new Promise<void>((resolve) => pages.listen(hostPort, '127.0.0.1', resolve))
    await new Promise<void>((resolve) => foreign.listen(foreignPort, '127.0.0.1', resolve))
    const disabled = await playwrightDisabledFeatures()
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      // Playwright turns Chromium's storage partitioning off; Chrome ships with it on, and it is what gives a
      // third-party frame (the wallet, on a site of its own) its IndexedDB under the host page's top-level site.
      ignoreDefaultArgs: [disabled],
      args: [
        disabled.replace('ThirdPartyStoragePartitioning,', ''),
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-sync',
      ],
    })
    // Start-up bundles the frame and migrates a fresh PGlite: minutes on a loaded 2-core machine.
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    for (const s of [pages, foreign]) await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()))
    await server?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  async function loggedInPage(context: BrowserContext, userId: string): Promise<{ page: Page; frame: Frame }> {
    const page = await context.newPage()
    page.on('request', (request) => {
      if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(request.url())) offLoopback.push(request.url())
    })
    await page.goto(hostOrigin)
    await page.evaluate(() => (window as unknown as { __ready: Promise<boolean> }).__ready)
    const frame = page.frames().find((f) => f.url().startsWith(frameOrigin))!
    // Test set-up in place of the email round trip: a login token for the user, written where the frame keeps it.
    const { token } = await issueLoginSession(loginDb(server.context.database.db), userId, {
      secret: server.context.config.sessions.secret,
      now: new Date(),
      lifetimeSeconds: 3600,
    })
    await frame.evaluate(async (t) => {
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('foyer-wallet')
        open.onupgradeneeded = () => open.result.createObjectStore('kv')
        open.onsuccess = () => {
          const tx = open.result.transaction('kv', 'readwrite')
          tx.objectStore('kv').put(t, 'token')
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
        open.onerror = () => reject(open.error)
      })
    }, token)
    return { page, frame }
  }

  const send = (page: Page, type: string, payload: Record<string, unknown> = {}) =>
    page.evaluate(
      ([t, p]) =>
        (window as unknown as { __send(t: string, p: unknown): Promise<Record<string, unknown>> }).__send(t, p),
      [type, payload] as const,
    )

  it('creates the wallet, signs through the approval screen, refuses and ignores what it must', async () => {
    const user = await findOrCreateUser(loginDb(server.context.database.db), {
      provider: 'email',
      subject: 'frame@example.com',
      email: 'frame@example.com',
    })
    const context = await browser.newContext()
    const { page, frame } = await loggedInPage(context, user.id)

    // First use: the wallet is created and the recovery code shown inside the frame, once.
    const sessionAnswer = send(page, 'session')
    const code = frame.locator('output.secret')
    await code.waitFor()
    const recoveryCode = (await code.textContent())!
    expect(recoveryCode).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
    await frame.getByRole('button', { name: 'I saved it' }).click()
    const session = (await sessionAnswer) as {
      ok: boolean
      result: { accounts: { eip155: { eoa: `0x${string}` }; solana: { eoa: string } } }
    }
    expect(session.ok).toBe(true)
    const { eoa } = session.result.accounts.eip155
    expect(eoa).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // personal_sign: the frame shows the message text and signs after Approve.
    const signAnswer = send(page, 'rpc', {
      namespace: 'eip155',
      chainId: 31337,
      method: 'personal_sign',
      params: ['0x48656c6c6f2046726f6d20466f796572', eoa],
    })
    await frame.getByRole('dialog', { name: 'Sign message' }).waitFor()
    expect(await frame.getByText('Hello From Foyer').count()).toBe(1)
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signed = (await signAnswer) as { ok: true; result: `0x${string}` }
    expect(await verifyMessage({ address: eoa, message: 'Hello From Foyer', signature: signed.result })).toBe(true)
    const events = await page.evaluate(() => (window as unknown as { __events: { event: string }[] }).__events)
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['ready', 'approvalNeeded', 'approvalDone', 'sessionChanged']),
    )

    // Reject → 4001.
    const rejectAnswer = send(page, 'rpc', {
      namespace: 'eip155',
      chainId: 31337,
      method: 'personal_sign',
      params: ['0x6869', eoa],
    })
    await frame.getByRole('button', { name: 'Reject' }).click()
    expect(await rejectAnswer).toMatchObject({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    })

    // A method that is neither safe nor approval-class → the spec's text, and no screen.
    expect(
      await send(page, 'rpc', { namespace: 'eip155', chainId: 31337, method: 'eth_sign', params: [eoa, '0x00'] }),
    ).toMatchObject({
      ok: false,
      error: { code: 4200, message: 'Requested RPC call is not allowed' },
    })

    // A foreign page's messages are ignored: no approval screen, no sign-out, no answer.
    await page.evaluate(() => (window as unknown as { __addForeign(): void }).__addForeign())
    await page.waitForTimeout(1000)
    expect(await frame.getByRole('dialog').count()).toBe(0)
    const after = (await send(page, 'session')) as { result: unknown }
    expect(after.result).not.toBeNull()
    const messages = await page.evaluate(() => (window as unknown as { __messages: { id?: string }[] }).__messages)
    expect(messages.some((m) => m.id === 'evil' || m.id === 'evil2')).toBe(false)

    // Nothing the host received holds a share or the recovery code, and the host cannot reach the frame's storage.
    const { share } = (await (
      await server.app.request('/v1/key-shares/auth', {
        headers: {
          origin: frameOrigin,
          authorization: `Bearer ${(await issueLoginSession(loginDb(server.context.database.db), user.id, { secret: server.context.config.sessions.secret, now: new Date(), lifetimeSeconds: 60 })).token}`,
        },
      })
    ).json()) as { share: string }
    const received = JSON.stringify(messages)
    expect(received).not.toContain(share)
    expect(received).not.toContain(recoveryCode)
    expect(received).not.toMatch(/mnemonic|privateKey|"share"/)
    const hostView = await page.evaluate(async () => {
      const frame = document.getElementById('wallet') as HTMLIFrameElement
      let dom = 'readable'
      try {
        void frame.contentWindow!.document.body
      } catch (error) {
        dom = (error as Error).name
      }
      const dbs = await indexedDB.databases()
      return { dom, dbs: dbs.map((d) => d.name) }
    })
    expect(hostView.dom).toBe('SecurityError')
    expect(hostView.dbs).not.toContain('foyer-wallet')

    // A new browser: the auth share and the recovery share (with the code) give the same wallet back.
    const other = await browser.newContext()
    const second = await loggedInPage(other, user.id)
    const restored = send(second.page, 'session')
    await second.frame.getByRole('dialog', { name: 'Enter your recovery code' }).waitFor()
    await second.frame.getByRole('textbox', { name: 'Recovery code' }).fill('0000-0000-0000-0000-0000-0000-0000-0000')
    await second.frame.getByRole('button', { name: 'Continue' }).click()
    await second.frame.getByRole('alert').waitFor()
    expect(await second.frame.getByRole('alert').textContent()).toBe('Wrong recovery code')
    await second.frame.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode.toLowerCase())
    await second.frame.getByRole('button', { name: 'Continue' }).click()
    const again = (await restored) as { result: { accounts: { eip155: { eoa: string }; solana: { eoa: string } } } }
    expect(again.result.accounts).toEqual(session.result.accounts)

    await context.close()
    await other.close()
    expect(offLoopback).toEqual([])
  }, 240_000)

  it('cannot be embedded by a page outside hostOrigins (CSP frame-ancestors)', async () => {
    const response = await fetch(`${frameOrigin}/`)
    const csp = response.headers.get('content-security-policy')!
    expect(csp).toContain('frame-ancestors ')
    expect(csp).toContain("script-src 'self'")
    const ancestors = csp.split('; ').find((d) => d.startsWith('frame-ancestors '))!
    expect(ancestors.split(' ').slice(1)).toEqual([hostOrigin])
  })
})
