// The `walletFrame` config block: the second listener that serves the embedded wallet's frame page on its own origin
// (docs/login-and-embedded-wallet.md: http://localhost:8793 on the devnet), and the host origins allowed to embed it.
import { z } from 'zod'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address of 20 bytes')

/**
 * The ERC-4337 smart account on one EVM chain: the bundler the frame sends user operations to (the browser's URL; it
 * joins the frame's CSP connect-src), and the EntryPoint v0.8 and SimpleAccountFactory v0.8 the account is bound to.
 */
const smartAccountSchema = z.object({
  chain: z.string().regex(/^eip155:\d+$/, 'must be an EVM CAIP-2 chain id like eip155:31337'),
  bundlerUrl: z.url(),
  entryPoint: address,
  factory: address,
})

const origin = z
  .string()
  .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin like https://app.example.com (scheme and host, no path)')

export const walletFrameConfigSchema = z
  .object({
    /** Serve the frame (a second listener). Off by default: a server without the embedded wallet opens no port. */
    enabled: z.boolean().default(false),
    listen: z
      .object({
        host: z.string().min(1).default('127.0.0.1'),
        port: z.number().int().min(0).max(65535).default(8793),
      })
      .prefault({}),
    /** Pages allowed to embed the frame (CSP frame-ancestors) and to talk to it (the frame checks the hash's origin). */
    hostOrigins: z.array(origin).default([]),
    /** The login API's URL as the frame's browser reaches it; default: this server's listen address. */
    apiUrl: z.url().optional(),
    /** The Farcaster auth relay the frame opens channels on when login.farcaster is set (default Farcaster's own). */
    farcasterRelayUrl: z.url({ protocol: /^https?$/ }).optional(),
    /** EVM chains with a smart account: there the wallet's preferred EVM account defaults to it (spec). */
    smartAccounts: z.array(smartAccountSchema).default([]),
  })
  .prefault({})

export type WalletFrameConfig = z.infer<typeof walletFrameConfigSchema>
