// The `login` config block (routes/login): the wallet frame's origin (the only origin the login and key-share routes
// answer), how long a login session lasts, and whether a proxy's X-Forwarded-For names the client for rate limits.
import { z } from 'zod'
import { farcasterLoginConfigSchema } from './farcaster-config.js'
import { oauthConfigSchema } from './oauth-config.js'

/** The wallet frame's origin on the devnet (docs/login-and-embedded-wallet.md): localhost, not 127.0.0.1, on purpose. */
export const DEV_FRAME_ORIGIN = 'http://localhost:8793'

const origin = z
  .string()
  .regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin like https://wallet.example.com (scheme and host, no path)')

const httpUrl = z.url({ protocol: /^https?$/ })

/** How login mail leaves the server: SMTP (any mail server, and the devnet's) or Postmark's HTTP API. */
export const mailConfigSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('smtp'),
    host: z.string().min(1),
    port: z.number().int().min(1).max(65535).default(587),
    /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
    secure: z.boolean().default(false),
    /** Refuse to send unless STARTTLS succeeds (recommended off the loopback). */
    requireTls: z.boolean().default(false),
    user: z.string().min(1).optional(),
    /** Keep it out of a config file others read. */
    password: z.string().min(1).optional(),
  }),
  z.object({
    /** Postmark (https://postmarkapp.com/developer/user-guide/send-email-with-api). */
    kind: z.literal('postmark'),
    /** The server API token. */
    serverToken: z.string().min(1),
    baseUrl: httpUrl.default('https://api.postmarkapp.com'),
    messageStream: z.string().min(1).default('outbound'),
  }),
])

export type MailConfig = z.infer<typeof mailConfigSchema>

export const emailLoginConfigSchema = z.object({
  mail: mailConfigSchema,
  /** The From of login mails, e.g. 'Foyer <login@example.com>'. */
  from: z.string().min(3),
  /** A name for the mail's first line and subject, e.g. the app's. */
  appName: z.string().min(1).max(64).default('Foyer'),
  /** Codes one address may be sent per window (default 5 per hour). */
  startsPerAddress: z.number().int().min(1).default(5),
  /** Codes one client address may ask for per window, whatever the email (default 20 per hour). */
  startsPerIp: z.number().int().min(1).default(20),
  windowSeconds: z.number().int().min(60).default(3600),
})

export type EmailLoginConfig = z.infer<typeof emailLoginConfigSchema>

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
    /** Email one-time codes; without it POST /v1/login/email/* answer that email login is not configured. */
    email: emailLoginConfigSchema.optional(),
    /** Social login: one block per provider (google, x, discord, github, apple, facebook); unlisted ones are off. */
    oauth: oauthConfigSchema,
    /** Sign In With Farcaster; without it POST /v1/login/farcaster/* answer that it is not configured. */
    farcaster: farcasterLoginConfigSchema.optional(),
  })
  .prefault({})

export type LoginConfig = z.infer<typeof loginConfigSchema>
