// Sign-in with the wallet over WalletConnect, in Chromium: the demo ↔ the dev relay ↔ the dev wallet page (WalletKit).
// EVM-only networks (?preset=siwx-evm) sign in with one click while connecting (session authenticate, a CACAO per
// chain); with Solana networks too (?preset=siwx) the proposal connects and the sign view follows. Every stored
// signature is verified again here, outside the page.
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEV_ACCOUNT_0, approveInWallet, modal, rejectInWallet, useBrowser, walletPanel } from './support/demo.js'

const { open } = useBrowser()
const SESSIONS_KEY = 'foyer.siwx.sessions'
const DOMAIN = '127.0.0.1:5173'
const STATEMENT = 'Sign in to the Foyer laboratory.'

interface StoredSession {
  data: {
    accountAddress: string
    chainId: string
    domain: string
    uri: string
    nonce: string
    statement?: string
    issuedAt?: string
  }
  message: string
  signature: string
  cacao?: {
    h: { t: string }
    p: { iss: string; domain: string; aud: string; nonce: string; iat: string }
    s: { t: string; s: string }
  }
}

const storedSessions = (page: Page): Promise<StoredSession[]> =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), SESSIONS_KEY)

const qrOf = (demo: Page) => modal(demo).getByRole('img', { name: 'QR code to scan with your wallet' })
const signView = (page: Page) => modal(page).getByRole('heading', { name: 'Sign in to Foyer laboratory' })

/** Opens the modal's WalletConnect view and returns the pairing URI its QR carries. */
async function openWalletConnect(demo: Page): Promise<string> {
  await demo.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await modal(demo).getByRole('button', { name: 'WalletConnect' }).click()
  await qrOf(demo).waitFor({ timeout: 20_000 })
  const uri = await qrOf(demo).getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return uri!
}

/**
 * Watches every shadow root of the page for the sign view (its title, also in its checking state, or its heading), every
 * 10 ms from now on: the one-click flow must never show it, not even for a moment.
 */
async function watchForSignView(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { __sawSignView?: boolean }
    w.__sawSignView = false
    const roots = (): (Document | ShadowRoot)[] => [
      document,
      ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : [])),
    ]
    setInterval(() => {
      // The modal's title of the sign view ("Sign in", also while it checks) or the view's own heading.
      for (const root of roots())
        for (const heading of root.querySelectorAll('h1, h2, h3, [role="heading"]'))
          if (heading.textContent?.trim() === 'Sign in' || heading.textContent?.includes('Sign in to Foyer laboratory'))
            w.__sawSignView = true
    }, 10)
  })
  return () => page.evaluate(() => (window as unknown as { __sawSignView?: boolean }).__sawSignView === true)
}

/** The properties of the entries of one event in the demo's event log, newest first. */
async function eventsOf(demo: Page, name: string): Promise<Record<string, unknown>[]> {
  const entries = demo
    .getByRole('list', { name: 'Event log' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}`) })
  return (await entries.allTextContents()).map(
    (text) => JSON.parse(text.replace(new RegExp(`^${name}\\s*`), '') || '{}') as Record<string, unknown>,
  )
}

describe('sign-in with the wallet over WalletConnect', () => {
  it('EVM-only networks: one approval in the wallet page connects and signs in, with no Sign step; the CACAOs verify; a reload keeps it', async () => {
    const demo = await open('?preset=siwx-evm')
    const sawSignView = await watchForSignView(demo)
    const uri = await openWalletConnect(demo)
    const wallet = await open(`wallet.html?uri=${encodeURIComponent(uri)}`)

    // The wallet page shows a sign-in request, not a plain proposal.
    const card = walletPanel(wallet)
    await expect
      .poll(() => card.getByRole('heading').first().textContent(), { timeout: 20_000 })
      .toBe('Sign in to Foyer laboratory (WalletConnect)')
    const details = await card.getByRole('definition').allTextContents()
    expect(details).toEqual(expect.arrayContaining([DOMAIN, STATEMENT, DEV_ACCOUNT_0]))
    expect(details.join('\n')).toContain('eip155:31337')
    expect(details.join('\n')).toContain(`${DOMAIN} wants you to sign in with your Ethereum account:\n${DEV_ACCOUNT_0}`)
    await approveInWallet(wallet)
    await expect
      .poll(() => wallet.locator('#pair-status').textContent(), { timeout: 20_000 })
      .toMatch(/^Signed in to Foyer laboratory on eip155:31337/)

    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    await expect.poll(() => demo.getByTestId('siwx').textContent(), { timeout: 20_000 }).toBe('signed in')
    expect(await demo.getByTestId('address').textContent()).toBe(DEV_ACCOUNT_0)
    expect(await demo.getByTestId('siwx-account').textContent()).toBe(`eip155:31337:${DEV_ACCOUNT_0}`)
    await expect.poll(() => modal(demo).count()).toBe(0)
    expect(await sawSignView()).toBe(false)
    expect(await eventsOf(demo, 'CLICK_SIGN_SIWX_MESSAGE')).toEqual([])
    expect(await eventsOf(demo, 'SIWX_AUTH_SUCCESS')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ chainId: 'eip155:31337', method: 'walletconnect-authenticate' }),
      ]),
    )
    // Nothing else was asked of the wallet.
    expect(await walletPanel(wallet).count()).toBe(0)

    // A session per chain the wallet signed in on, each the exact message the wallet signed, each verifying.
    const sessions = await storedSessions(demo)
    expect(sessions.map((s) => s.data.chainId).sort()).toEqual(['eip155:31337', 'eip155:31338'])
    for (const session of sessions) {
      expect(session.data).toMatchObject({ accountAddress: DEV_ACCOUNT_0, domain: DOMAIN })
      expect(session.message).toContain(
        `${DOMAIN} wants you to sign in with your Ethereum account:\n${DEV_ACCOUNT_0}\n\n${STATEMENT} I further authorize the stated URI`,
      )
      expect(session.message).toContain(`Chain ID: ${session.data.chainId.split(':')[1]}`)
      expect(session.message).toContain(`Nonce: ${session.data.nonce}`)
      expect(session.cacao).toMatchObject({
        h: { t: 'caip122' },
        s: { t: 'eip191', s: session.signature },
        p: { iss: `did:pkh:${session.data.chainId}:${DEV_ACCOUNT_0}`, domain: DOMAIN, nonce: session.data.nonce },
      })
      expect(
        await verifyMessage({
          address: DEV_ACCOUNT_0,
          message: session.message,
          signature: session.signature as `0x${string}`,
        }),
      ).toBe(true)
      // Another text under the same signature does not verify: the check above is not a formality.
      expect(
        await verifyMessage({
          address: DEV_ACCOUNT_0,
          message: session.message.replace(STATEMENT, 'Sign in to somewhere else.'),
          signature: session.signature as `0x${string}`,
        }),
      ).toBe(false)
    }

    // A reload restores the WalletConnect session and the sign-in without a prompt.
    await demo.reload()
    const sawAfterReload = await watchForSignView(demo)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    await expect.poll(() => demo.getByTestId('siwx').textContent(), { timeout: 20_000 }).toBe('signed in')
    expect(await modal(demo).count()).toBe(0)
    expect(await sawAfterReload()).toBe(false)
  })

  it('EVM-only networks: the wallet page rejects the sign-in request: the view says the connection was declined, nothing is stored', async () => {
    const demo = await open('?preset=siwx-evm')
    const uri = await openWalletConnect(demo)
    const wallet = await open(`wallet.html?uri=${encodeURIComponent(uri)}`)
    await expect
      .poll(() => walletPanel(wallet).getByRole('heading').first().textContent(), { timeout: 20_000 })
      .toBe('Sign in to Foyer laboratory (WalletConnect)')
    await rejectInWallet(wallet)
    await expect
      .poll(() => wallet.locator('#pair-status').textContent(), { timeout: 10_000 })
      .toBe('Refused the sign-in to Foyer laboratory.')
    await expect
      .poll(() => modal(demo).getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Connection declined')
    expect(await demo.getByTestId('status').textContent()).toBe('disconnected')
    expect(await demo.getByTestId('siwx').textContent()).toBe('not signed in')
    expect(await storedSessions(demo)).toEqual([])
  })

  it('EVM-only networks, a wallet without one-click sign-in (wallet page ?oneClick=off): it approves the proposal, then the sign view asks', async () => {
    const demo = await open('?preset=siwx-evm')
    const uri = await openWalletConnect(demo)
    const wallet = await open(`wallet.html?oneClick=off&uri=${encodeURIComponent(uri)}`)
    // The SDK hands such a wallet the proposal that comes with every sign-in request.
    await expect
      .poll(() => walletPanel(wallet).getByRole('heading').first().textContent(), { timeout: 20_000 })
      .toBe('Connect to Foyer laboratory (WalletConnect)')
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')
    await signView(demo).waitFor({ timeout: 20_000 })
    await modal(demo).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect
      .poll(() => walletPanel(wallet).getByRole('heading').first().textContent(), { timeout: 20_000 })
      .toBe('Sign message')
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('siwx').textContent(), { timeout: 20_000 }).toBe('signed in')
    const [session, ...rest] = await storedSessions(demo)
    expect(rest).toEqual([])
    expect(session!.cacao).toBeUndefined()
    expect(session!.data).toMatchObject({
      accountAddress: DEV_ACCOUNT_0,
      chainId: 'eip155:31337',
      statement: STATEMENT,
    })
    expect(
      await verifyMessage({
        address: DEV_ACCOUNT_0,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('EVM and Solana networks: the proposal connects, then the sign view; Sign goes to the wallet page over the session', async () => {
    const demo = await open('?preset=siwx')
    const sawSignView = await watchForSignView(demo)
    const uri = await openWalletConnect(demo)
    const wallet = await open(`wallet.html?uri=${encodeURIComponent(uri)}`)
    // A plain proposal (WalletConnect's one-click sign-in is eip155-only), with the Solana chain in it.
    await expect
      .poll(() => walletPanel(wallet).getByRole('heading').first().textContent(), { timeout: 20_000 })
      .toBe('Connect to Foyer laboratory (WalletConnect)')
    expect((await walletPanel(wallet).getByRole('definition').allTextContents()).join('\n')).toContain('solana:')
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('status').textContent(), { timeout: 20_000 }).toBe('connected')

    await signView(demo).waitFor({ timeout: 20_000 })
    // The watcher the one-click test relies on does see the sign view when it is there.
    await expect.poll(() => sawSignView()).toBe(true)
    expect(await demo.getByTestId('siwx').textContent()).toBe('not signed in')
    await modal(demo).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect
      .poll(() => walletPanel(wallet).getByRole('heading').first().textContent(), { timeout: 20_000 })
      .toBe('Sign message')
    expect((await walletPanel(wallet).getByRole('definition').allTextContents()).join('\n')).toContain(
      `${DOMAIN} wants you to sign in with your Ethereum account:\n${DEV_ACCOUNT_0}\n\n${STATEMENT}`,
    )
    await approveInWallet(wallet)
    await expect.poll(() => demo.getByTestId('siwx').textContent(), { timeout: 20_000 }).toBe('signed in')
    await expect.poll(() => modal(demo).count()).toBe(0)

    const [session, ...rest] = await storedSessions(demo)
    expect(rest).toEqual([])
    expect(session!.data).toMatchObject({
      accountAddress: DEV_ACCOUNT_0,
      chainId: 'eip155:31337',
      domain: DOMAIN,
      statement: STATEMENT,
    })
    expect(session!.cacao).toBeUndefined()
    expect(
      await verifyMessage({
        address: DEV_ACCOUNT_0,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: DEV_ACCOUNT_0,
        message: `${session!.message} `,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(false)
  })
})
