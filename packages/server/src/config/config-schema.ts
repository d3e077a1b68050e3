// The server's configuration: one file plus environment overrides, validated here so that a mistake stops start-up
// with the key that is wrong instead of failing on the first request.
import { z } from 'zod'
import { loginConfigSchema } from '../routes/login/login-config.js'
import { walletFrameConfigSchema } from '../wallet-frame/wallet-frame-config.js'
import { onrampConfigSchema } from '../routes/onramp/onramp-config.js'
import { namesConfigSchema } from '../routes/profile/names-config.js'
import { swapsConfigSchema } from '../routes/convert/swap-config.js'
import { sessionsConfigSchema } from '../routes/sessions/session-config.js'
import { customWalletSchema } from '../routes/wallets/wallet-entry.js'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id like eip155:1')
const httpUrl = z.url({ protocol: /^https?$/ })
const wsUrl = z.url({ protocol: /^wss?$/ })

export const tokenSchema = z.object({
  /** Contract address (EVM) or mint (Solana). */
  address: z.string().min(1),
  name: z.string().min(1),
  symbol: z.string().min(1),
  decimals: z.number().int().min(0).max(255),
  iconUrl: z.string().optional(),
})

export const chainSchema = z.object({
  id: caip2,
  name: z.string().min(1).optional(),
  rpcUrls: z.array(httpUrl).min(1),
  wsUrls: z.array(wsUrl).default([]),
  explorer: httpUrl.optional(),
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(255) })
    .optional(),
  nativeIconUrl: z.string().optional(),
  /** ERC-20s / SPL mints whose balances the balance route reports. */
  tokens: z.array(tokenSchema).default([]),
  multicall3: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .default('0xcA11bde05977b3631167028862bE2a173976CA11'),
  /**
   * ENS registry (EIP-137) the identity route reads names from, by reverse resolution checked forward. Default: the
   * ENS registry on eip155:1 (0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e), none elsewhere.
   */
  ensRegistry: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .optional(),
  /** NFT contracts whose transfers history marks with flags.is_spam. */
  spamNftContracts: z.array(z.string()).default([]),
  /** Solana: the addresses whose signatures the indexer follows. */
  watchedAddresses: z.array(z.string()).default([]),
  /** Index this chain (default true). */
  index: z.boolean().default(true),
})

export const projectSchema = z.object({
  id: z.string().min(1).max(128),
  /** Origins allowed by CORS; '*' allows any. */
  allowedOrigins: z.array(z.string().min(1)).default([]),
  /** Requests per minute per client (clientId, else the remote address). */
  rateLimitPerMinute: z.number().int().positive().default(600),
  /** CAIP-2 ids this project may query; empty = every configured chain. */
  chains: z.array(caip2).default([]),
})

export const priceSourceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fixed'),
    /** CAIP-10 token id (or `<caip2>:native`) → price in USD, with its display name and symbol. */
    prices: z
      .record(z.string(), z.object({ price: z.number().nonnegative(), name: z.string(), symbol: z.string() }))
      .default({}),
  }),
  z.object({
    kind: z.literal('coingecko'),
    apiKey: z.string().min(1),
    baseUrl: httpUrl.default('https://pro-api.coingecko.com/api/v3'),
    /** CAIP-2 chain id → CoinGecko asset platform id (e.g. eip155:1 → ethereum), for token prices. */
    platforms: z.record(z.string(), z.string()).default({}),
    /** CAIP-2 chain id → CoinGecko coin id of its native currency (e.g. eip155:1 → ethereum). */
    nativeCoins: z.record(z.string(), z.string()).default({}),
  }),
])

export const configSchema = z.object({
  listen: z
    .object({ host: z.string().min(1).default('127.0.0.1'), port: z.number().int().min(0).max(65535).default(8788) })
    .prefault({}),
  database: z
    .object({
      /** postgres://… — PostgreSQL; without it, PGlite in dataDir. */
      url: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
      dataDir: z.string().min(1).default('.foyer/server-data'),
    })
    .prefault({}),
  chains: z.array(chainSchema).default([]),
  projects: z.array(projectSchema).default([]),
  prices: priceSourceSchema.default({ kind: 'fixed', prices: {} }),
  indexer: z
    .object({
      enabled: z.boolean().default(true),
      pollIntervalMs: z.number().int().min(10).default(1000),
      /**
       * Blocks fetched per round when catching up (EVM: one JSON-RPC batch of two calls per block; Solana: signatures
       * asked per page). 250 rather than 100: on a quiet machine, catch-up on anvil ran at 977 blocks/s with 100 and
       * 1,553 with 500 (bench/server-indexer.mjs); the round trip per batch is the cost. 250 stays within the reorg
       * window (KEEP_BLOCKS, 256 stored block hashes), so one round never outruns what a rewind can walk back through,
       * and its 500 calls stay under common providers' batch caps (often 1,000 calls). A node that caps lower, or a
       * chain of heavy blocks (a round's blocks and receipts are held in memory at once), wants a smaller value.
       */
      batchSize: z.number().int().min(1).max(1000).default(250),
      /** First EVM block to index on a chain that has no cursor yet (0: the whole chain). */
      startBlock: z.number().int().min(0).default(0),
      /** How often an instance that is not the indexer leader asks for the lock again. */
      leaderRetryMs: z.number().int().min(10).default(5000),
    })
    .prefault({}),
  cache: z
    .object({
      balanceSeconds: z.number().int().min(0).default(30),
      identitySeconds: z.number().int().min(0).default(300),
    })
    .prefault({}),
  /** The wallet directory (GET /v1/wallets): the vendored dataset plus each project's own entries. */
  wallets: z
    .object({
      /** This server's public URL as browsers reach it, for image links; default: the origin each request came to. */
      imageBaseUrl: httpUrl.optional(),
      /** Project id → its own wallets, listed before the directory's (an entry with a directory id replaces it). */
      custom: z.record(z.string(), z.array(customWalletSchema)).default({}),
      /** A JSON file of the same shape as `custom` (path from the working directory), merged after it. */
      customFile: z.string().min(1).optional(),
    })
    .prefault({}),
  /** Sign-in sessions (routes/sessions): cookie, lifetimes, and the secret (FOYER_SESSION_SECRET). */
  sessions: sessionsConfigSchema,
  /** Swaps (routes/convert): the chains served and the provider (Uniswap V2 on the devnet, or an aggregator). */
  swaps: swapsConfigSchema,
  /** Names (routes/profile): the zone names are registered in (default reown.id) and the legacy ones. */
  names: namesConfigSchema,
  /** Buy (routes/onramp): the onramp provider, `{ kind: 'sandbox', … }` on the devnet or `{ kind: 'coinbase', … }`. */
  onramp: onrampConfigSchema,
  /** Email and social login for the embedded wallet (routes/login): the wallet frame's origin, mail, OAuth providers. */
  login: loginConfigSchema,
  /** The embedded wallet's frame page on its own origin (wallet-frame/): a second listener, off unless enabled. */
  walletFrame: walletFrameConfigSchema,
})

export type FoyerServerConfig = z.infer<typeof configSchema>
export type FoyerServerConfigInput = z.input<typeof configSchema>
export type ChainConfig = z.infer<typeof chainSchema>
export type ProjectConfig = z.infer<typeof projectSchema>
export type TokenConfig = z.infer<typeof tokenSchema>
