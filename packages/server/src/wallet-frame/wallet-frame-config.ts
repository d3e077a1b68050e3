// The `walletFrame` config block: the second listener that serves the embedded wallet's frame page on its own origin
// (docs/login-and-embedded-wallet.md: http://localhost:8793 on the devnet), and the host origins allowed to embed it.
import { z } from 'zod'

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
  })
  .prefault({})

export type WalletFrameConfig = z.infer<typeof walletFrameConfigSchema>
