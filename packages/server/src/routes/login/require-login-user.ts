// What a route that serves a logged-in user calls first (the login routes' /me and sign-out, the key-share routes):
// the user named by `Authorization: Bearer <token>`, or a 401 `{ error }` when the token is missing, unknown, expired
// or signed out. The token is the frame's login session token (POST /v1/login/email/verify, /oauth/claim, …).
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ServerContext } from '../../app/context.js'
import { loginDb } from './login-migrations.js'
import { lookupLoginSession, type LoginLookup } from './login-session-store.js'
import type { LoginUser } from './user-store.js'

export interface LoginUserSession {
  user: LoginUser
  /** The login session's id (not its token): to revoke it, or to log by. */
  sessionId: string
  expiresAt: Date
}

/** The bearer token of a request; cookies are not read: the token lives in the frame and is sent explicitly. */
export function bearerTokenOf(c: Context): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1]
}

/** The lookup without throwing: for a route that answers both logged-in and anonymous callers. */
export function findLoginUser(c: Context, context: ServerContext): Promise<LoginLookup> {
  return lookupLoginSession(loginDb(context.database.db), bearerTokenOf(c), {
    secret: context.config.sessions.secret,
    now: new Date(context.now()),
  })
}

/** The logged-in user, or throws a 401 that the app answers as `{ error }`. */
export async function requireLoginUser(c: Context, context: ServerContext): Promise<LoginUserSession> {
  const found = await findLoginUser(c, context)
  if (!found.ok) {
    c.header('www-authenticate', 'Bearer')
    c.header('cache-control', 'no-store')
    throw new HTTPException(401, { message: found.error })
  }
  return { user: found.user, sessionId: found.sessionId, expiresAt: found.expiresAt }
}
