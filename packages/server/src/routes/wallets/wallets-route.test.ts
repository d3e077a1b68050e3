import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { describeOnDatabases, TEST_PROJECT, testConfig, withClient } from '../../test/server-fixture.js'
import { contentHash, DATASET_DIR } from './wallet-dataset.js'
import type { DatasetWallet } from './wallet-entry.js'
import type { WalletListItem } from './wallets-route.js'

// The vendored dataset is the fixture: what the route answers is checked against the file the seed read.
const DATASET: DatasetWallet[] = JSON.parse(fs.readFileSync(path.join(DATASET_DIR, 'wallets.json'), 'utf8'))

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}
const OTHER_PROJECT = 'other-project'

type App = { request(path: string, init?: RequestInit): Response | Promise<Response> }
async function list(app: App, query = '', projectId = TEST_PROJECT) {
  const response = await app.request(withClient(`/v1/wallets?${query}`, projectId))
  return { status: response.status, headers: response.headers, body: await response.json() }
}
const ids = (body: { data: WalletListItem[] }) => body.data.map((wallet) => wallet.id)

describeOnDatabases('GET /v1/wallets', (suite) => {
  it('pages through every wallet of the dataset, 40 at a time by default, with every field present', async () => {
    const { app } = await suite.start(testConfig())
    const first = await list(app)
    expect(first.status).toBe(200)
    expect(first.body.count).toBe(DATASET.length)
    expect(ids(first.body)).toEqual(DATASET.slice(0, 40).map((w) => w.id))
    const seen: string[] = []
    for (let page = 1; page <= Math.ceil(DATASET.length / 40); page++)
      seen.push(...ids((await list(app, `page=${page}`)).body))
    expect(seen).toEqual(DATASET.map((w) => w.id))
    expect((await list(app, `page=99`)).body).toEqual({ count: DATASET.length, data: [] })
    expect(ids((await list(app, 'entries=5&page=2')).body)).toEqual(DATASET.slice(5, 10).map((w) => w.id))

    const metamask = first.body.data.find((w: WalletListItem) => w.id === 'metamask') as WalletListItem
    const source = DATASET.find((w) => w.id === 'metamask')!
    expect(metamask).toMatchObject({
      name: source.name,
      rdns: source.rdns,
      chains: source.chains,
      homepage: source.homepage,
      appStore: source.appStore,
      playStore: source.playStore,
      chromeStore: source.chromeStore,
      firefoxStore: source.firefoxStore,
      mobile: { native: source.mobile!.native, universal: source.mobile!.universal },
      desktop: null,
      webapp: null,
      walletConnect: true,
    })
    expect(metamask.injected).toEqual(expect.arrayContaining(source.injected!.map((i) => expect.objectContaining(i))))
    expect(Object.keys(metamask).sort()).toEqual(
      [
        'id',
        'name',
        'rdns',
        'chains',
        'imageUrl',
        'homepage',
        'mobile',
        'desktop',
        'webapp',
        'appStore',
        'playStore',
        'chromeStore',
        'firefoxStore',
        'injected',
        'walletConnect',
      ].sort(),
    )
    expect(metamask.imageUrl).toMatch(
      new RegExp(`^http://localhost/v1/wallets/metamask/image\\?v=[0-9a-f]{16}&size=128&projectId=${TEST_PROJECT}$`),
    )
  })

  it('searches names case-insensitively, names that start with the query first', async () => {
    const { app } = await suite.start(testConfig())
    const meta = (await list(app, 'search=META')).body
    expect(meta.data[0].name).toBe('MetaMask')
    const names: string[] = meta.data.map((w: WalletListItem) => w.name.toLowerCase())
    for (const name of names) expect(name.replace(/[^a-z0-9]/g, '')).toContain('meta')
    const firstLater = names.findIndex((name) => !name.startsWith('meta'))
    if (firstLater >= 0) for (const name of names.slice(firstLater)) expect(name.startsWith('meta')).toBe(false)

    // "wallet" is in many names: the ones starting with it come before the ones that only contain it.
    const wallet = (await list(app, 'search=wallet&entries=100')).body
    const expected = DATASET.filter((w) => w.name.toLowerCase().includes('wallet'))
    expect(wallet.count).toBe(expected.length)
    const starts = wallet.data.map((w: WalletListItem) => w.name.toLowerCase().startsWith('wallet'))
    expect(starts).toEqual([...starts].sort((a: boolean, b: boolean) => Number(b) - Number(a)))

    expect((await list(app, 'search=Trust')).body.data[0].id).toBe('trust-wallet')
    expect((await list(app, 'search=no-such-wallet-xyz')).body).toEqual({ count: 0, data: [] })
    expect((await list(app, 'search=')).body.count).toBe(DATASET.length)
  })

  it('includes and excludes by id or rdns, and filters by namespace and platform', async () => {
    const { app } = await suite.start(testConfig())
    expect(ids((await list(app, 'include=phantom,metamask')).body)).toEqual(['metamask', 'phantom'])
    expect(ids((await list(app, 'include=io.metamask')).body)).toEqual(['metamask'])
    const excluded = (await list(app, 'exclude=metamask,app.phantom&entries=100')).body
    expect(excluded.count).toBe(DATASET.length - 2)
    expect(ids(excluded)).not.toContain('metamask')
    expect(ids(excluded)).not.toContain('phantom')

    const bitcoin = (await list(app, 'chains=bip122&entries=100')).body
    expect(bitcoin.count).toBe(DATASET.filter((w) => w.chains.includes('bip122')).length)
    expect(bitcoin.count).toBeGreaterThan(3)
    for (const w of bitcoin.data) expect(w.chains).toContain('bip122')
    const solanaById = (await list(app, 'chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&entries=100')).body
    expect(ids(solanaById)).toEqual(ids((await list(app, 'chains=solana&entries=100')).body))
    const either = (await list(app, 'chains=bip122,solana&entries=100')).body
    expect(either.count).toBe(DATASET.filter((w) => w.chains.includes('bip122') || w.chains.includes('solana')).length)

    const web = (await list(app, 'platform=web&entries=100')).body
    expect(web.count).toBe(DATASET.filter((w) => w.webapp).length)
    for (const w of web.data) expect(w.webapp).toMatch(/^https:\/\//)
    const desktop = (await list(app, 'platform=desktop&entries=100')).body
    for (const w of desktop.data) expect(w.desktop?.native).toBeTruthy()
    const mobile = (await list(app, 'platform=mobile&entries=100')).body
    for (const w of mobile.data) expect(w.mobile ?? w.appStore ?? w.playStore).toBeTruthy()
    expect(mobile.count).toBeLessThan(DATASET.length)
    const injected = (await list(app, 'platform=injected&chains=solana&search=ph')).body
    expect(ids(injected)[0]).toBe('phantom')
  })

  it('refuses bad input with 400 naming the field, and caps entries at 100', async () => {
    const { app } = await suite.start(testConfig())
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=-1', 'page'],
      ['entries=0', 'entries'],
      ['entries=1.5', 'entries'],
      ['chains=EIP155', 'chains'],
      ['chains=eip155:1:0xabc', 'chains'],
      ['platform=tv', 'platform'],
      [`search=${'a'.repeat(101)}`, 'search'],
      [`include=${Array.from({ length: 201 }, (_, i) => `w${i}`).join(',')}`, 'include'],
      ['page=1&page=2', 'page'],
    ] as const) {
      const answer = await list(app, query)
      expect({ query, status: answer.status, field: answer.body.field }).toEqual({ query, status: 400, field })
      expect(answer.body.error).toEqual(expect.any(String))
    }
    const many = await list(app, 'entries=1000')
    expect(many.status).toBe(200)
    expect(many.body.data).toHaveLength(100)
  })

  it("lists a project's own wallets first, replacing a directory wallet of the same id, for that project only", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-wallets-'))
    const file = path.join(dir, 'custom-wallets.json')
    fs.writeFileSync(
      file,
      JSON.stringify({ [TEST_PROJECT]: [{ id: 'from-file', name: 'File Wallet', chains: ['solana'] }] }),
    )
    const config = testConfig({
      projects: [{ id: TEST_PROJECT }, { id: OTHER_PROJECT }],
      wallets: {
        customFile: file,
        custom: {
          [TEST_PROJECT]: [
            {
              id: 'acme',
              name: 'Acme Wallet',
              chains: ['eip155'],
              imageUrl: 'https://wallet.example/acme.png',
              mobile: { native: 'acme://' },
            },
            { id: 'metamask', name: 'MetaMask (our build)', chains: ['eip155'] },
          ],
        },
      },
    })
    const { app } = await suite.start(config)
    const own = (await list(app)).body
    expect(own.count).toBe(DATASET.length + 2)
    expect(ids(own).slice(0, 4)).toEqual(['acme', 'metamask', 'from-file', DATASET[1]!.id])
    expect(own.data[0]).toMatchObject({
      name: 'Acme Wallet',
      imageUrl: 'https://wallet.example/acme.png',
      mobile: { native: 'acme://', universal: null },
      walletConnect: null,
    })
    expect(own.data[1]).toMatchObject({ name: 'MetaMask (our build)', rdns: null, appStore: null })
    expect(ids((await list(app, 'search=acme')).body)).toEqual(['acme'])
    const ours = await app.request(withClient('/v1/wallets/acme/image'))
    expect(ours.status).toBe(302)
    expect(ours.headers.get('location')).toBe('https://wallet.example/acme.png')
    const monogram = await app.request(own.data[1].imageUrl.replace('http://localhost', ''))
    expect(monogram.headers.get('content-type')).toBe('image/svg+xml')
    expect(await monogram.text()).toContain('>M</text>')

    const other = (await list(app, '', OTHER_PROJECT)).body
    expect(other.count).toBe(DATASET.length)
    expect(other.data[0].name).toBe('MetaMask')
    expect((await app.request(withClient('/v1/wallets/acme/image', OTHER_PROJECT))).status).toBe(404)

    // The config is the source: started again without them, the project's own wallets are gone.
    const { app: again } = await suite.start(testConfig({ projects: [{ id: TEST_PROJECT }] }))
    expect((await list(again)).body.count).toBe(DATASET.length)
  })

  it('stops start-up on a custom wallets file that is not valid, naming the file', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-wallets-')), 'bad.json')
    fs.writeFileSync(file, JSON.stringify({ [TEST_PROJECT]: [{ id: 'Bad Id', name: 'x', chains: ['eip155'] }] }))
    await expect(suite.start(testConfig({ wallets: { customFile: file } }))).rejects.toThrow(
      /wallets\.customFile .*bad\.json: test-project\.0\.id/,
    )
  })
})

describeOnDatabases('GET /v1/wallets/{id}/image', (suite) => {
  const withIcon = DATASET.find((w) => w.icon?.endsWith('.svg'))!
  const png = DATASET.find((w) => w.icon?.endsWith('.png'))!
  const without = DATASET.find((w) => w.icon === null)!

  /** The wallet's image under its listed URL; `size: null` takes the listed size out (the icon as it is). */
  async function imageOf(app: App, id: string, headers: Record<string, string> = {}, size?: string | null) {
    const item = (await list(app, `include=${id}`)).body.data[0] as WalletListItem
    const url = new URL(item.imageUrl)
    if (size === null) url.searchParams.delete('size')
    else if (size !== undefined) url.searchParams.set('size', size)
    return app.request(`${url.pathname}${url.search}`, { headers })
  }

  it("sends an SVG icon as its 128 px bitmap under the listed URL, cached for good, with the bitmap's own ETag", async () => {
    const { app } = await suite.start(testConfig())
    const bitmap = await imageOf(app, withIcon.id)
    expect(bitmap.status).toBe(200)
    expect(bitmap.headers.get('content-type')).toBe('image/png')
    expect(bitmap.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(pngSize(Buffer.from(await bitmap.arrayBuffer()))).toEqual([128, 128])
    const svg = await imageOf(app, withIcon.id, {}, null)
    const etag = bitmap.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/)
    expect(etag).not.toBe(svg.headers.get('etag'))
    expect((await imageOf(app, withIcon.id, { 'if-none-match': etag })).status).toBe(304)
    // The SVG's ETag does not stand for the bitmap.
    expect((await imageOf(app, withIcon.id, { 'if-none-match': svg.headers.get('etag')! })).status).toBe(200)

    // A PNG icon and a monogram have no other form: sent as they are.
    const pngIcon = await imageOf(app, png.id)
    expect(Buffer.from(await pngIcon.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(DATASET_DIR, 'icons', png.icon!)),
    )
    expect((await imageOf(app, without.id)).headers.get('content-type')).toBe('image/svg+xml')

    const wrong = await imageOf(app, withIcon.id, {}, '64')
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('size')
  })

  it('serves the icon file under its versioned URL for a year, with an ETag that answers 304', async () => {
    const { app } = await suite.start(testConfig())
    const icon = await imageOf(app, withIcon.id, {}, null)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(icon.headers.get('x-content-type-options')).toBe('nosniff')
    expect(icon.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(
      fs.readFileSync(path.join(DATASET_DIR, 'icons', withIcon.icon!)),
    )
    const etag = icon.headers.get('etag')!
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/)
    const again = await imageOf(app, withIcon.id, { 'if-none-match': etag }, null)
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')

    const pngImage = await imageOf(app, png.id)
    expect(pngImage.headers.get('content-type')).toBe('image/png')
    expect(
      Buffer.from(await pngImage.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG')

    // Without the current version the bytes may change under the URL: a short cache only.
    const unversioned = await app.request(withClient(`/v1/wallets/${withIcon.id}/image`))
    expect(unversioned.headers.get('cache-control')).toBe('public, max-age=300')
    const stale = await app.request(withClient(`/v1/wallets/${withIcon.id}/image`) + '&v=0000000000000000')
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300')
  })

  it('draws the same monogram every time for a wallet without an icon, with no script', async () => {
    const { app } = await suite.start(testConfig())
    const first = await imageOf(app, without.id)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/svg+xml')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    const svg = await first.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain(`>${without.name.match(/[\p{L}\p{N}]/u)![0].toUpperCase()}</text>`)
    expect(svg).not.toMatch(/script|href|url\(/i)
    expect(await (await imageOf(app, without.id)).text()).toBe(svg)
  })

  it("counts icons in a bucket of their own: a page of 40 leaves the project's budget for its other calls", async () => {
    const now = Date.UTC(2026, 0, 1, 0, 0, 10)
    const config = testConfig({ projects: [{ id: TEST_PROJECT, rateLimitPerMinute: 5 }] })
    const { app } = await suite.start(config, { now: () => now })
    const page = (await list(app, 'entries=40')).body.data as WalletListItem[]
    const images = page.map((wallet) => new URL(wallet.imageUrl)).map((url) => `${url.pathname}${url.search}`)
    expect(images).toHaveLength(40)
    for (const image of images) expect((await app.request(image)).status).toBe(200)
    // One list call and 40 icons: the project's bucket (5 a minute) has spent one.
    expect((await list(app, 'entries=40&page=2')).status).toBe(200)
    // The icons' own bucket is 10 × 5 a minute: 10 more pass, the next waits for the minute's end.
    for (const image of images.slice(0, 10)) expect((await app.request(image)).status).toBe(200)
    const limited = await app.request(images[10]!)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('50')
    // A POST to the same path is not an icon: it stays in the project's bucket (and finds no route).
    expect((await app.request(images[0]!, { method: 'POST' })).status).toBe(404)
    for (let i = 0; i < 2; i++) expect((await list(app)).status).toBe(200)
    expect((await list(app)).status).toBe(429)
  })

  it('answers 404 for an unknown wallet and 400 for an id that cannot be one', async () => {
    const { app } = await suite.start(testConfig())
    const unknown = await app.request(withClient('/v1/wallets/no-such-wallet/image'))
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'No wallet no-such-wallet' })
    const bad = await app.request(withClient('/v1/wallets/Bad%20Id/image'))
    expect(bad.status).toBe(400)
    expect((await bad.json()).field).toBe('id')
  })
})

it('keeps a bitmap of every SVG icon, drawn from its current bytes (scripts/rasterize-wallet-icons.mjs)', () => {
  const sources = JSON.parse(fs.readFileSync(path.join(DATASET_DIR, 'icons-128', 'sources.json'), 'utf8')) as Record<
    string,
    { from: string; sha256: string }
  >
  const svgIcons = DATASET.flatMap((w) => (w.icon?.endsWith('.svg') ? [w.icon] : []))
  expect(svgIcons.length).toBeGreaterThan(0)
  for (const icon of svgIcons) {
    const png = icon.replace(/\.svg$/, '.png')
    expect(sources[png], png).toEqual({
      from: icon,
      sha256: contentHash(fs.readFileSync(path.join(DATASET_DIR, 'icons', icon))),
    })
    expect(pngSize(fs.readFileSync(path.join(DATASET_DIR, 'icons-128', png)))).toEqual([128, 128])
  }
})
