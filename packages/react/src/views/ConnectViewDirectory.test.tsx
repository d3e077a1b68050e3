// @vitest-environment jsdom
// The Connect view with the server's wallet directory (apiUrl): "recommended" filled from it, featured and excluded
// ids applied, a recent directory wallet found again by its id, and a recommended wallet opening WalletConnect.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, createMemoryStorage, type DirectoryWallet, type FoyerOptions } from '@foyer/core'
import { renderFoyer } from '../test/renderFoyer.js'
import { createTestChainAdapter, testWallet } from '../test/testChainAdapter.js'

// A real HTTP server on loopback answering v1/wallets as @foyer/server does (include / exclude by id or rdns, paging),
// over 60 wallets in the directory's order: "Installed Twin" has the rdns of the wallet the test adapter installs.
const directoryWallet = (i: number, extra: Partial<DirectoryWallet> = {}): DirectoryWallet => ({
  id: `dir-${i}`,
  name: `Directory ${String(i).padStart(3, '0')}`,
  rdns: `org.dir${i}`,
  chains: ['eip155'],
  imageUrl: `/v1/wallets/dir-${i}/image`,
  homepage: null,
  mobile: { native: `dir${i}:`, universal: null },
  desktop: null,
  webapp: null,
  appStore: null,
  playStore: null,
  chromeStore: null,
  firefoxStore: null,
  injected: [],
  walletConnect: true,
  ...extra,
})
const DIRECTORY: DirectoryWallet[] = [
  directoryWallet(0, { id: 'twin', name: 'Installed Twin', rdns: 'org.test.wallet' }),
  directoryWallet(1, {
    id: 'rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    mobile: { native: 'rainbow:', universal: null },
  }),
  ...Array.from({ length: 58 }, (_, i) => directoryWallet(i + 2)),
]
const asked: URLSearchParams[] = []
let apiUrl = ''
let server: http.Server

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', apiUrl)
    if (url.pathname !== '/v1/wallets') {
      res.writeHead(404).end()
      return
    }
    asked.push(url.searchParams)
    const list = (key: string) => url.searchParams.get(key)?.split(',') ?? []
    const [include, exclude] = [list('include'), list('exclude')]
    const matches = (w: DirectoryWallet, ids: string[]) =>
      ids.includes(w.id) || (w.rdns !== null && ids.includes(w.rdns))
    const found = DIRECTORY.filter((w) => (include.length === 0 || matches(w, include)) && !matches(w, exclude)).map(
      (w) => ({ ...w, imageUrl: `${apiUrl}${w.imageUrl}` }),
    )
    const entries = Number(url.searchParams.get('entries') ?? 40)
    const page = Number(url.searchParams.get('page') ?? 1)
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end(JSON.stringify({ count: found.length, data: found.slice((page - 1) * entries, page * entries) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  cleanup()
  asked.length = 0
})

// A busy machine: a page arriving can take longer than waitFor's default second.
const until = <T,>(assertion: () => T): Promise<T> => waitFor(assertion, { timeout: 10_000 })

async function openConnect(options: Partial<FoyerOptions> = {}) {
  const rendered = await renderFoyer({
    adapter: createTestChainAdapter([testWallet('org.test.wallet', 'Test Wallet')]),
    apiUrl,
    ...options,
  })
  act(() => rendered.client.open())
  const sections = () =>
    Object.fromEntries(
      rendered
        .modal()
        .getAllByRole('group')
        .map((g) => [
          g.getAttribute('data-section'),
          Array.from(g.querySelectorAll('[data-wallet-id]')).map((b) => b.getAttribute('aria-label')),
        ]),
    )
  return { ...rendered, sections }
}

describe('Connect view with the wallet directory', () => {
  it('fills "recommended" with the first directory wallets not installed, icons from the server, the rest counted on All Wallets', async () => {
    const { modal, shadowRoot, sections } = await openConnect()
    await until(() => expect(sections().recommended).toBeDefined())
    expect(sections()).toEqual({
      injected: ['Test Wallet'],
      // The installed wallet's twin in the directory is shown once, as installed.
      recommended: ['Rainbow', 'Directory 002', 'Directory 003', 'Directory 004'],
    })
    expect(modal().getByRole('group', { name: 'Recommended wallets' })).toBeTruthy()
    // Lazily loaded from the server's image route, over the monogram until it has loaded.
    const icon = shadowRoot().querySelector('[data-wallet-id="rainbow"] .foyer-lazy-icon')!
    expect(icon.querySelector('img')?.getAttribute('src')).toBe(`${apiUrl}/v1/wallets/dir-1/image`)
    expect(icon.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(icon.querySelector('.foyer-monogram')).not.toBeNull()
    // 60 in the directory: the twin is shown as installed and 4 are recommended, so All Wallets has 55 more.
    const allWallets = modal().getByRole('button', { name: 'All Wallets' })
    const described = shadowRoot().getElementById(allWallets.getAttribute('aria-describedby') ?? '')
    expect(described?.textContent).toBe('55 more')
    // One request: the first page, the same query All Wallets reads.
    expect(asked.map((p) => p.get('page'))).toEqual(['1'])
  })

  it('puts featured directory wallets under "featured" and leaves out excluded ones', async () => {
    const { sections } = await openConnect({
      featuredWalletIds: ['dir-9', 'org.dir7'],
      excludeWalletIds: ['rainbow', 'dir-3'],
    })
    await until(() => expect(sections().featured).toEqual(['Directory 009', 'Directory 007']))
    expect(sections().recommended).toEqual(['Directory 002', 'Directory 004', 'Directory 005', 'Directory 006'])
    expect(asked.every((p) => p.get('exclude') === 'dir-3,rainbow')).toBe(true)
  })

  it('keeps to includeWalletIds', async () => {
    const { sections } = await openConnect({ includeWalletIds: ['dir-20', 'me.rainbow'] })
    await until(() => expect(sections().recommended).toEqual(['Rainbow', 'Directory 020']))
  })

  it('shows a recent directory wallet under "recent" with its name, icon and badge, asked for by its id', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.recentWallets,
      JSON.stringify([{ id: 'dir-30', name: 'Directory 030', imageUrl: `${apiUrl}/v1/wallets/dir-30/image` }]),
    )
    const { modal, shadowRoot, sections } = await openConnect({ storage })
    await until(() => expect(sections().recent).toEqual(['Directory 030']))
    expect(Object.keys(sections())).toEqual(['recent', 'injected', 'recommended'])
    const row = modal().getByRole('button', { name: 'Directory 030' })
    expect(shadowRoot().getElementById(row.getAttribute('aria-describedby')!)?.textContent).toBe('Recent')
    expect(row.querySelector('img')?.getAttribute('src')).toBe(`${apiUrl}/v1/wallets/dir-30/image`)
    expect(asked.some((p) => p.get('include') === 'dir-30')).toBe(true)
  })

  it('opens WalletConnect for a recommended wallet and hands core the wallet to remember as recent', async () => {
    const { client, modal, sections } = await openConnect({
      walletConnect: { relayUrl: 'ws://127.0.0.1:9', relayTimeoutMs: 500 },
    })
    // Stands in for core's WalletConnect attempt (its recording of the wallet is core's test, with the dev relay).
    const connect = vi.fn(() => new Promise<void>(() => undefined))
    client.connectWalletConnect = connect
    await until(() => expect(sections().recommended).toContain('Rainbow'))
    fireEvent.click(modal().getByRole('button', { name: 'Rainbow' }))
    expect(client.stores.router.getState()).toMatchObject({
      view: 'ConnectingWalletConnect',
      data: { directoryWallet: { id: 'rainbow' } },
    })
    await until(() =>
      expect(connect).toHaveBeenCalledWith({
        wallet: { id: 'rainbow', name: 'Rainbow', imageUrl: `${apiUrl}/v1/wallets/dir-1/image` },
      }),
    )
  })

  it('without apiUrl asks nothing and shows no recommended wallets', async () => {
    const { sections } = await openConnect({ apiUrl: undefined })
    await until(() => expect(sections()).toEqual({ injected: ['Test Wallet'] }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked).toHaveLength(0)
  })
})
