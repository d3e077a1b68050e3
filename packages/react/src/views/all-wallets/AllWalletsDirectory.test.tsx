// @vitest-environment jsdom
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DirectoryWallet, FoyerOptions } from '@foyer/core'
import { renderFoyer } from '../../test/renderFoyer.js'
import { createTestChainAdapter, testWallet } from '../../test/testChainAdapter.js'
import { SEARCH_DEBOUNCE_MS } from './useDirectoryWallets.js'

// A real HTTP server on loopback answering v1/wallets as @foyer/server does (search over names, include / exclude by
// id or rdns, 40 a page), over 95 wallets: "Installed Twin" has the rdns of the wallet the test adapter installs.
const directoryWallet = (i: number, extra: Partial<DirectoryWallet> = {}): DirectoryWallet => ({
  id: `dir-${i}`,
  name: `Directory ${String(i).padStart(3, '0')}`,
  rdns: `org.dir${i}`,
  chains: ['eip155'],
  imageUrl: `/v1/wallets/dir-${i}/image`,
  homepage: null,
  mobile: null,
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
    mobile: { native: 'rainbow:', universal: 'https://rnbwapp.com' },
    appStore: 'https://apps.apple.com/app/rainbow',
    playStore: 'https://play.google.com/store/apps/details?id=me.rainbow',
    chromeStore: 'https://chromewebstore.google.com/detail/rainbow',
  }),
  // On Solana too, and reachable neither over WalletConnect nor on the web: readiness NotDetected (spec §4).
  directoryWallet(2, { chains: ['eip155', 'solana'], walletConnect: null }),
  directoryWallet(3, { chains: ['eip155', 'solana'] }),
  ...Array.from({ length: 91 }, (_, i) => directoryWallet(i + 4)),
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
    const search = (url.searchParams.get('search') ?? '').toLowerCase()
    const [include, exclude] = [list('include'), list('exclude')]
    const matches = (w: DirectoryWallet, ids: string[]) =>
      ids.includes(w.id) || (w.rdns !== null && ids.includes(w.rdns))
    const found = DIRECTORY.filter(
      (w) =>
        w.name.toLowerCase().includes(search) && (include.length === 0 || matches(w, include)) && !matches(w, exclude),
    ).map((w) => ({ ...w, imageUrl: `${apiUrl}${w.imageUrl}` }))
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

// The machine running the tests may be busy: a page arriving takes longer than waitFor's default second there.
const until = <T,>(assertion: () => T): Promise<T> => waitFor(assertion, { timeout: 10_000 })

async function openAllWallets(options: Partial<FoyerOptions> = {}) {
  const rendered = await renderFoyer({
    adapter: createTestChainAdapter([testWallet('org.test.wallet', 'Test Wallet')]),
    apiUrl,
    ...options,
  })
  act(() => rendered.client.open({ view: 'AllWallets' }))
  // waitFor over the document, not findBy within the shadow root: a findBy that times out there cannot even build
  // its error (testing-library's prettyDOM takes no ShadowRoot) and is left hanging.
  const search = await until(() => rendered.modal().getByRole('searchbox', { name: 'Search wallets' }))
  return { ...rendered, search }
}

const names = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('[data-wallet-id]')).map((b) => b.getAttribute('aria-label'))
const list = (root: ShadowRoot) => root.querySelector<HTMLElement>('.foyer-virtual')!

describe('All Wallets over the wallet directory', () => {
  it('lists the first page after the installed wallets, an installed one once (as installed), the next page on scroll', async () => {
    const { shadowRoot, modal } = await openAllWallets()
    await until(() => expect(names(shadowRoot())).toContain('Rainbow'))
    expect(names(shadowRoot()).slice(0, 3)).toEqual(['Test Wallet', 'Rainbow', 'Directory 002'])
    expect(names(shadowRoot())).not.toContain('Installed Twin')
    const badge = (name: string) =>
      modal().getByRole('button', { name }).closest('.foyer-row')?.querySelector('.foyer-badge')?.textContent
    expect([badge('Test Wallet'), badge('Rainbow'), badge('Directory 002'), badge('Directory 003')]).toEqual([
      'Installed',
      undefined,
      'Not detected',
      'Loadable',
    ])
    // 1 installed + 94 directory wallets (the twin left out), of which 39 are loaded.
    expect(modal().getByRole('status').textContent).toBe('95 wallets')
    expect(asked).toHaveLength(1)
    expect(asked[0]!.get('page')).toBe('1')
    expect(asked[0]!.get('chains')).toBe('eip155')

    // Scrolled to the end of what is loaded: page 2 is asked for, and its wallets are rendered there.
    act(() => {
      list(shadowRoot()).scrollTop = 36 * 62
      fireEvent.scroll(list(shadowRoot()))
    })
    await until(() => expect(asked.map((p) => p.get('page'))).toEqual(['1', '2']))
    act(() => {
      list(shadowRoot()).scrollTop = 42 * 62
      fireEvent.scroll(list(shadowRoot()))
    })
    await until(() => expect(names(shadowRoot())).toContain('Directory 045'))
  })

  it('searches on the server once typing pauses, local matches first', async () => {
    const { search, shadowRoot } = await openAllWallets({
      customWallets: [{ id: 'custom.rainbowfish', name: 'Rainbowfish' }],
    })
    await until(() => expect(asked).toHaveLength(1))
    fireEvent.change(search, { target: { value: 'r' } })
    fireEvent.change(search, { target: { value: 'ra' } })
    fireEvent.change(search, { target: { value: 'rain' } })
    // The local match shows at once; the server is asked once, for the last text, after the pause.
    expect(names(shadowRoot())[0]).toBe('Rainbowfish')
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 2))
    expect(asked).toHaveLength(1)
    await until(() => expect(asked.map((p) => p.get('search'))).toEqual([null, 'rain']))
    await until(() => expect(names(shadowRoot())).toEqual(['Rainbowfish', 'Rainbow']))
  })

  it('leaves out directory wallets excluded by id, rdns or name', async () => {
    const excluded = await openAllWallets({
      excludeWalletIds: ['dir-2', 'org.dir3'],
      excludedWallets: [{ name: 'directory 004' }],
    })
    await until(() => expect(names(excluded.shadowRoot())).toContain('Directory 005'))
    expect(names(excluded.shadowRoot()).slice(0, 3)).toEqual(['Test Wallet', 'Rainbow', 'Directory 005'])
    expect(asked[0]!.get('exclude')).toBe('dir-2,org.dir3')
  })

  it('keeps only the directory wallets the app includes, by id or rdns', async () => {
    const included = await openAllWallets({ includeWalletIds: ['me.rainbow', 'dir-7'] })
    await until(() => expect(names(included.shadowRoot())).toContain('Directory 007'))
    // The include list is the directory's; installed wallets are listed as before.
    expect(names(included.shadowRoot())).toEqual(['Test Wallet', 'Rainbow', 'Directory 007'])
  })

  it('lists featured directory wallets first', async () => {
    const { shadowRoot } = await openAllWallets({ featuredWalletIds: ['dir-90', 'org.dir80'] })
    await until(() => expect(names(shadowRoot())).toContain('Directory 090'))
    expect(names(shadowRoot()).slice(0, 4)).toEqual(['Test Wallet', 'Directory 090', 'Directory 080', 'Rainbow'])
  })

  it('shows the monogram until the image loads, and keeps it when the image fails', async () => {
    const { shadowRoot } = await openAllWallets()
    await until(() => expect(names(shadowRoot())).toContain('Rainbow'))
    const icon = (name: string) => shadowRoot().querySelector(`[aria-label="${name}"] .foyer-lazy-icon`) as HTMLElement
    const rainbow = icon('Rainbow')
    const img = rainbow.querySelector('img')!
    expect(img.getAttribute('src')).toBe(`${apiUrl}/v1/wallets/dir-1/image`)
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(rainbow.querySelector('.foyer-monogram')?.getAttribute('data-monogram')).toBe('R')
    fireEvent.load(img)
    expect(rainbow.querySelector('.foyer-monogram')).toBeNull()

    const other = icon('Directory 002')
    fireEvent.error(other.querySelector('img')!)
    expect(other.querySelector('img')).toBeNull()
    expect(other.querySelector('.foyer-monogram')).not.toBeNull()
  })

  it('opens WalletConnect for a directory wallet with its name, icon, deep link and store links', async () => {
    const { shadowRoot, modal, client } = await openAllWallets({
      walletConnect: { relayUrl: 'ws://127.0.0.1:9', relayTimeoutMs: 500 },
    })
    await until(() => expect(names(shadowRoot())).toContain('Rainbow'))
    fireEvent.click(modal().getByRole('button', { name: 'Rainbow' }))
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnect')
    const stores = await until(() => modal().getByRole('navigation', { name: 'Get Rainbow' }))
    const links = Array.from(stores.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])
    // A desktop: the extension store first.
    expect(links).toEqual([
      ['Chrome Web Store', 'https://chromewebstore.google.com/detail/rainbow'],
      ['App Store', 'https://apps.apple.com/app/rainbow'],
      ['Google Play', 'https://play.google.com/store/apps/details?id=me.rainbow'],
    ])
  })

  it('has the first page fetched by the Connect view already, so All Wallets opens on it without asking again', async () => {
    const rendered = await renderFoyer({
      adapter: createTestChainAdapter([testWallet('org.test.wallet', 'Test Wallet')]),
      apiUrl,
    })
    act(() => rendered.client.open())
    await until(() => expect(asked.map((p) => p.get('page'))).toEqual(['1']))
    fireEvent.click(await until(() => rendered.modal().getByRole('button', { name: 'All Wallets' })))
    await until(() => expect(names(rendered.shadowRoot())).toContain('Rainbow'))
    expect(asked).toHaveLength(1)
  })

  it('asks nothing without apiUrl', async () => {
    const { shadowRoot } = await openAllWallets({ apiUrl: undefined })
    expect(names(shadowRoot())).toEqual(['Test Wallet'])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toHaveLength(0)
  })
})
