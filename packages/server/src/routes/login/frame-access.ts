// Who may call the login and key-share routes: the wallet frame's origin and nobody else (docs/login-and-embedded-
// wallet.md, "Who holds what"). CORS allows that one origin; a browser request from any other origin is refused
// outright (403), so another page cannot drive a login even where CORS would only hide the answer. Requests without an
// Origin (not from a browser page) pass: the bearer token, not the origin, is what protects a user's data.
import type { Context, MiddlewareHandler } from 'hono'
import type { ServerContext } from '../../app/context.js'
import { RateLimiter } from '../../app/rate-limit.js'
import { clientAddressOf } from './client-address.js'

/** Path prefixes served to the frame without a projectId; the platform's project middleware lets them through. */
export const FRAME_PATH_PREFIXES = ['/v1/login/', '/v1/key-shares/']

/** Requests per minute per client address over all frame routes: a ceiling against floods, not the login limits. */
const FRAME_REQUESTS_PER_MINUTE = 300

/** The provider's redirect back (a navigation, and Apple's form_post comes from appleid.apple.com): checked by state. */
const isOauthCallback = (path: string) => /^\/v1\/login\/oauth\/[a-z]+\/callback$/.test(path)

export function frameAccess(context: ServerContext): MiddlewareHandler {
  const { frameOrigin, trustForwardedFor } = context.config.login
  const limiter = new RateLimiter(context.now)
  return async (c: Context, next) => {
    const origin = c.req.header('origin')
    const allowed = origin === frameOrigin
    if (allowed) {
      c.header('access-control-allow-origin', frameOrigin)
      c.header('vary', 'origin')
    }
    if (c.req.method === 'OPTIONS') {
      if (allowed) {
        c.header('access-control-allow-methods', 'GET, POST, PUT, OPTIONS')
        c.header('access-control-allow-headers', 'authorization, content-type')
        c.header('access-control-max-age', '600')
      }
      return c.body(null, 204)
    }
    if (origin !== undefined && !allowed && !isOauthCallback(c.req.path)) {
      return c.json({ error: `Origin ${origin} is not allowed: these routes answer only the wallet frame` }, 403)
    }
    const retryAfter = limiter.hit(clientAddressOf(c, trustForwardedFor), FRAME_REQUESTS_PER_MINUTE)
    if (retryAfter > 0) {
      c.header('retry-after', String(retryAfter))
      return c.json({ error: 'Rate limit exceeded', retryAfter }, 429)
    }
    c.header('cache-control', 'no-store')
    return next()
  }
}
