// The `sessions` block of the config: how sign-in sessions are kept. The secret comes from the environment
// (FOYER_SESSION_SECRET) so that it stays out of the config file every instance shares.
import { z } from 'zod'

export const DEFAULT_SESSION_COOKIE = 'foyer_session'

export const sessionsConfigSchema = z
  .object({
    /** The cookie that carries the session token (httpOnly, SameSite=Lax; Secure except on http://127.0.0.1). */
    cookieName: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be letters, digits, - or _')
      .default(DEFAULT_SESSION_COOKIE),
    /** How long a session lasts at most (a message's Expiration Time ends it sooner). Default 7 days. */
    lifetimeSeconds: z
      .number()
      .int()
      .min(60)
      .default(7 * 24 * 60 * 60),
    /** How long an issued nonce may wait for its signature. Default 10 minutes. */
    nonceSeconds: z.number().int().min(10).default(600),
    /**
     * Keys the stored token hashes (HMAC-SHA256): changing it ends every session. Hosts' `verifySession` needs the
     * same one. Without it the hash is a plain SHA-256 of the token, still safe (tokens are 256 random bits).
     */
    secret: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .prefault({})

export type SessionsConfig = z.infer<typeof sessionsConfigSchema>
