// The `login` config block (routes/login): the wallet frame's origin (the only origin the login and key-share routes
// answer), how long a login session lasts, and whether a proxy's X-Forwarded-For names the client for rate limits.
import { z } from 'zod'

/** The wallet frame's origin on the devnet (docs/login-and-embedded-wallet.md): localhost, not 127.0.0.1, on purpose. */
export const DEV_FRAME_ORIGIN = 'http://localhost:8793'

const origin = z
  .string()
  .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin like https://wallet.example.com (scheme and host, no path)')

export const loginConfigSchema = z
  .object({
    /** The wallet frame's origin: CORS on /v1/login/* and /v1/key-shares/* allows it and no other. */
    frameOrigin: origin.default(DEV_FRAME_ORIGIN),
    /** How long a login session (bearer token) lasts. Default 30 days. */
    sessionSeconds: z
      .number()
      .int()
      .min(60)
      .default(30 * 24 * 60 * 60),
    /**
     * Take the client's address for per-IP limits from the first X-Forwarded-For entry. Only behind a proxy that sets
     * it: otherwise anyone could name a new address per request and escape the limit. Default: the socket's address.
     */
    trustForwardedFor: z.boolean().default(false),
  })
  .prefault({})

export type LoginConfig = z.infer<typeof loginConfigSchema>
