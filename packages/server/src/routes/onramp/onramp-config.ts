// The `onramp` config block: which provider sells (spec §7's onramp routes). Without it the routes still answer, with
// the spec's fallbacks (the sample options, a mocked quote), and the onramp URL route says onramp is not configured.
import { z } from 'zod'

const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id like eip155:1')
const httpUrl = z.url({ protocol: /^https?$/ })

export const sandboxAssetSchema = z.object({
  /** The purchase currency id the routes use, e.g. 'ETH'. */
  id: z.string().regex(/^[A-Za-z0-9._-]{1,32}$/),
  name: z.string().min(1),
  symbol: z.string().min(1),
  /** The configured chain (chains[].id) the tokens are sent on; its first rpcUrl is used. */
  chainId: caip2,
  /** The onramp network name this asset is bought on, e.g. 'foyer-devnet'. */
  network: z.string().regex(/^[a-z0-9-]{1,64}$/),
  networkDisplayName: z.string().min(1),
  /** The chain's native token is sent (18 decimals on EVM, 9 for SOL on a solana: chain). */
  decimals: z.number().int().min(0).max(36).default(18),
  /** Price of one token in each payment currency the sandbox takes. */
  prices: z.object({ USD: z.number().positive(), EUR: z.number().positive() }),
})

export const onrampConfigSchema = z
  .discriminatedUnion('kind', [
    z
      .object({
        /** A development stand-in on the devnet: its checkout page is served here and "paying" sends real devnet tokens. */
        kind: z.literal('sandbox'),
        /** The funded devnet account the bought tokens come from (a dev private key, never a real one). */
        privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex private key'),
        assets: z.array(sandboxAssetSchema).min(1),
        /** The URL the checkout link starts with; default: the origin each request came to. */
        publicBaseUrl: httpUrl.optional(),
        /** Where SOL comes from, for assets on a solana: chain (EVM assets are sent from `privateKey`). */
        solana: z
          .object({
            /** The funded devnet account's 32-byte Ed25519 private key (its seed), hex; a dev key, never a real one. */
            privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex Ed25519 private key'),
            /**
             * Development chains only: when the account holds less than a payout needs, it asks the chain's
             * requestAirdrop for the difference first (the Foyer Solana devnet, solana-test-validator and Solana's public
             * devnet answer it), so a fresh devnet needs no separate funding step.
             */
            airdrop: z.boolean().default(false),
          })
          .optional(),
      })
      .superRefine((sandbox, ctx) => {
        sandbox.assets.forEach((asset, index) => {
          if (!asset.chainId.startsWith('solana:')) return
          // Only the native currency is sold, and SOL has 9 decimals: anything else would send the wrong lamports.
          if (asset.decimals !== 9)
            ctx.addIssue({ code: 'custom', message: 'must be 9 for SOL', path: ['assets', index, 'decimals'] })
          if (!sandbox.solana)
            ctx.addIssue({
              code: 'custom',
              message: 'needs a solana block with the privateKey SOL is sent from',
              path: ['solana'],
            })
        })
      }),
    z
      .object({
        /** Coinbase Onramp (https://docs.cdp.coinbase.com/onramp). */
        kind: z.literal('coinbase'),
        /** The CDP secret API key: each request then carries a fresh JWT signed with it (ES256 or EdDSA). */
        apiKeyId: z.string().min(1).optional(),
        /** Its secret: an EC private key in PEM, or an Ed25519 key in base64 (keep it in the environment). */
        apiKeySecret: z.string().min(1).optional(),
        /** Or a ready bearer token, sent as it is (a proxy that signs for you). */
        apiKey: z.string().min(1).optional(),
        baseUrl: httpUrl.default('https://api.developer.coinbase.com/onramp'),
        /** Where the person pays: the onramp URL is `<payUrl>/buy/select-asset?sessionToken=…`. */
        payUrl: httpUrl.default('https://pay.coinbase.com'),
        /** ISO 3166-1 country the options and quotes are asked for. */
        country: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .default('US'),
        subdivision: z
          .string()
          .regex(/^[A-Z0-9]{1,3}$/)
          .optional(),
      })
      .refine((c) => c.apiKey !== undefined || (c.apiKeyId !== undefined && c.apiKeySecret !== undefined), {
        message: 'needs apiKeyId and apiKeySecret (or apiKey)',
        path: ['apiKeyId'],
      }),
  ])
  .optional()

export type OnrampConfig = NonNullable<z.infer<typeof onrampConfigSchema>>
export type SandboxOnrampConfig = Extract<OnrampConfig, { kind: 'sandbox' }>
export type CoinbaseOnrampConfig = Extract<OnrampConfig, { kind: 'coinbase' }>
export type SandboxAsset = SandboxOnrampConfig['assets'][number]
