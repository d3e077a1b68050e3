// The client's network address for per-IP rate limits: the socket's peer, or — only when the operator says a proxy
// sets it (login.trustForwardedFor) — the first X-Forwarded-For entry. A request made in-process (tests'
// app.request) has no socket and counts as 'local'.
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

export function clientAddressOf(c: Context, trustForwardedFor: boolean): string {
  if (trustForwardedFor) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'local'
  } catch {
    return 'local'
  }
}
