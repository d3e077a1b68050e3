// GET /v1/wallets?page&entries&search&include&exclude&chains&platform → { count, data }: the wallet directory (the
// vendored dataset plus the project's own entries), and GET /v1/wallets/{id}/image?size: the wallet's icon (an SVG
// one as its bitmap with `size`) or monogram, cached for good under a versioned URL.
import type { DirectoryWallet } from '@foyer/core'
import { z } from 'zod'
import type { RouteModule } from '../../app/context.js'
import { BadRequestError } from '../../app/errors.js'
import { clientParams, parseInput, queryOf } from '../../app/validate.js'
import { walletImage } from './wallet-image.js'
import { ICON_BITMAP_SIZES, type IconBitmapSize } from './wallet-dataset.js'
import { walletMigrations, walletsDb } from './wallet-migrations.js'
import { queryWallets, type Platform } from './wallet-query.js'
import { prepareWallets } from './wallet-seed.js'
import { WalletStore, type PreparedWallet } from './wallet-store.js'

export const DEFAULT_ENTRIES = 40
export const MAX_ENTRIES = 100
const MAX_PAGE = 10_000
const PLATFORMS = ['injected', 'mobile', 'desktop', 'web'] as const satisfies readonly Platform[]

/**
 * One list item, in the shape Foyer's client reads (core's DirectoryWallet, so the two cannot drift apart): every field
 * always present (null when no source gives it), so clients need no guessing.
 */
export type WalletListItem = DirectoryWallet

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,7}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `must be between 1 and ${max}`)

/** A comma-separated list; empty items are dropped, so `include=` means no filter. A bad item names the list. */
function list<T extends z.ZodType<string>>(item: T, maxItems = 200) {
  return z
    .string()
    .max(8_000)
    .transform((value, ctx) => {
      const items = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      if (items.length > maxItems) {
        ctx.addIssue({ code: 'custom', message: `more than ${maxItems} items` })
        return z.NEVER
      }
      for (const part of items) {
        const parsed = item.safeParse(part)
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `${JSON.stringify(part)} ${parsed.error.issues[0]!.message}` })
          return z.NEVER
        }
      }
      return items as z.infer<T>[]
    })
}

const listQuery = z.object({
  ...clientParams,
  page: positiveInt(MAX_PAGE).optional(),
  // Capped rather than refused: asking for more than a page holds is not a mistake worth a 400.
  entries: z
    .string()
    .regex(/^[0-9]{1,7}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((n) => n >= 1, 'must be at least 1')
    .transform((n) => Math.min(n, MAX_ENTRIES))
    .optional(),
  search: z.string().max(100).optional(),
  include: list(z.string().min(1).max(128)).optional(),
  exclude: list(z.string().min(1).max(128)).optional(),
  chains: list(
    z.string().regex(/^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/, 'must be CAIP-2 namespaces or chain ids'),
    50,
  ).optional(),
  platform: list(z.enum(PLATFORMS), PLATFORMS.length).optional(),
})

const imageQuery = z.object({
  ...clientParams,
  v: z.string().max(64).optional(),
  size: z
    .enum(ICON_BITMAP_SIZES.map(String) as [`${IconBitmapSize}`], {
      error: `must be ${ICON_BITMAP_SIZES.join(' or ')} (px)`,
    })
    .transform((size) => Number(size) as IconBitmapSize)
    .optional(),
})
/**
 * The size the directory's listed image URLs ask for: the modal shows icons at 40 CSS px, so 128 px stays sharp up to
 * a device pixel ratio of 3.
 */
const LISTED_IMAGE_SIZE: IconBitmapSize = 128
const WALLET_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/

const IMAGE_PATH = /^\/v1\/wallets\/[^/]+\/image$/
/**
 * Icons get a rate-limit bucket of their own, this many times the project's rate: a page of the directory asks for 40
 * at once, and counted with the rest they would spend the budget balance and history calls need. Their own bucket
 * rather than none, because a monogram is drawn per request; browsers keep each one a year, so few come twice.
 */
export const IMAGE_RATE_LIMIT_FACTOR = 10

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Without the current version in the URL the bytes may change under it: cache briefly. */
const REVALIDATE = 'public, max-age=300'
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

function imageUrlOf(wallet: PreparedWallet, base: string, projectId: string): string {
  if (wallet.imageUrl) return wallet.imageUrl
  const query = new URLSearchParams({ v: wallet.imageVersion, size: String(LISTED_IMAGE_SIZE), projectId })
  return `${base}/v1/wallets/${encodeURIComponent(wallet.id)}/image?${query}`
}

function listItem(wallet: PreparedWallet, base: string, projectId: string): WalletListItem {
  const d = wallet.details
  return {
    id: wallet.id,
    name: wallet.name,
    rdns: wallet.rdns,
    chains: wallet.chains,
    imageUrl: imageUrlOf(wallet, base, projectId),
    homepage: d.homepage ?? null,
    mobile: d.mobile ? { native: d.mobile.native ?? null, universal: d.mobile.universal ?? null } : null,
    desktop: d.desktop ? { native: d.desktop.native ?? null } : null,
    webapp: d.webapp ?? null,
    appStore: d.appStore ?? null,
    playStore: d.playStore ?? null,
    chromeStore: d.chromeStore ?? null,
    firefoxStore: d.firefoxStore ?? null,
    injected: d.injected ?? [],
    walletConnect: d.walletConnect ?? null,
  }
}

export const walletsRoute: RouteModule = {
  name: 'wallets',
  migrations: walletMigrations,
  async start(context) {
    await prepareWallets(walletsDb(context.database.db), context.config)
  },
  rateLimitBucket({ method, path }) {
    if (method !== 'GET' || !IMAGE_PATH.test(path)) return undefined
    return { name: 'wallet-images', perMinute: (projectLimit) => projectLimit * IMAGE_RATE_LIMIT_FACTOR }
  },
  mount(app, context) {
    const store = new WalletStore(walletsDb(context.database.db), context.now)
    const configuredBase = context.config.wallets.imageBaseUrl?.replace(/\/+$/, '')

    app.get('/v1/wallets', async (c) => {
      const query = parseInput(listQuery, queryOf(c), 'query')
      const project = c.get('project')
      const { count, page } = queryWallets(await store.list(project.id), {
        page: query.page ?? 1,
        entries: query.entries ?? DEFAULT_ENTRIES,
        search: query.search,
        include: query.include,
        exclude: query.exclude,
        chains: query.chains,
        platform: query.platform,
      })
      const base = configuredBase ?? new URL(c.req.url).origin
      c.header('cache-control', 'public, max-age=60')
      return c.json({ count, data: page.map((wallet) => listItem(wallet, base, project.id)) })
    })

    app.get('/v1/wallets/:id/image', async (c) => {
      const { v, size } = parseInput(imageQuery, queryOf(c), 'query')
      const id = c.req.param('id')
      if (!WALLET_ID.test(id)) throw new BadRequestError('Invalid id: not a wallet id', 'id')
      const wallet = (await store.list(c.get('project').id)).find((w) => w.id === id)
      if (!wallet) return c.json({ error: `No wallet ${id}` }, 404)
      if (wallet.imageUrl) return c.redirect(wallet.imageUrl, 302)
      const image = await walletImage(wallet, size)
      const etag = `"${image.etag}"`
      c.header('etag', etag)
      c.header('cache-control', v === image.version ? IMMUTABLE : REVALIDATE)
      c.header('x-content-type-options', 'nosniff')
      // An SVG opened on its own is a document: no script, no outside fetch, whoever drew it.
      c.header('content-security-policy', SVG_POLICY)
      if (
        c.req
          .header('if-none-match')
          ?.split(',')
          .some((tag) => tag.trim() === etag)
      )
        return c.body(null, 304)
      c.header('content-type', image.contentType)
      return c.body(image.body as Uint8Array<ArrayBuffer>)
    })
  },
}
