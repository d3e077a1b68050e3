// Session tokens: 256 random bits, handed to the browser once (cookie or bearer) and kept by the server only as an
// HMAC, so neither the database nor a log line can give anybody a session.
import { createHmac, randomBytes } from 'node:crypto'

const TOKEN = /^[A-Za-z0-9_-]{43}$/
// Without a configured secret the HMAC still hides the token; a secret adds that rotating it ends every session.
const NO_SECRET = 'foyer-session-token'

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSessionToken(token: string, secret: string | undefined): string {
  return createHmac('sha256', secret ?? NO_SECRET)
    .update(token)
    .digest('hex')
}

/** Whether the text has a token's shape: anything else is refused before the database is asked. */
export function isSessionTokenShape(token: string): boolean {
  return TOKEN.test(token)
}

export interface TokenSource {
  cookie?: string | null | undefined
  authorization?: string | null | undefined
}

/** The token a request carries: `Authorization: Bearer` first (an explicit choice), else the session cookie. */
export function sessionTokenOf(source: TokenSource, cookieName: string): string | undefined {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(source.authorization ?? '')
  if (bearer) return bearer[1]
  for (const part of (source.cookie ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at).trim() === cookieName) return part.slice(at + 1).trim()
  }
  return undefined
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Secure everywhere but plain http on the loopback (the development server), where a browser would drop it; a proxy
 * that terminated TLS (x-forwarded-proto: https) keeps it Secure.
 */
export function cookieIsSecure(requestUrl: string, forwardedProto: string | undefined): boolean {
  const url = new URL(requestUrl)
  if (forwardedProto?.split(',')[0]?.trim() === 'https') return true
  return !(url.protocol === 'http:' && LOOPBACK.has(url.hostname))
}

export function sessionCookie(name: string, token: string, maxAgeSeconds: number, secure: boolean): string {
  const parts = [`${name}=${token}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly']
  if (secure) parts.push('Secure')
  parts.push('SameSite=Lax')
  return parts.join('; ')
}
