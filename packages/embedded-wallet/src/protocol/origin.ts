// Origin checks both ways. The frame is created with the host's origin in its URL hash and accepts messages from that
// origin (and from its parent window) only; the host accepts messages from the frame's origin and window only. A
// page cannot fake `event.origin` (the browser sets it), so these two checks are what keeps a foreign page from
// driving the wallet or reading its answers.
import {
  PROTOCOL_VERSION,
  type FrameEvent,
  type FrameRequest,
  type FrameRequestPayloads,
  type FrameResponse,
} from './messages.js'

const HASH_KEY = 'hostOrigin'

/** The serialised origin of a URL (`scheme://host[:port]`), or an error naming the value. */
export function originOf(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`Not a URL: ${url}`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`Not an http(s) origin: ${url}`)
  return parsed.origin
}

/** The URL the host loads in its iframe: the frame page with the host's origin in the hash (never sent to a server). */
export function frameUrlFor(frameUrl: string, hostOrigin: string): string {
  const url = new URL(frameUrl)
  url.hash = `${HASH_KEY}=${encodeURIComponent(originOf(hostOrigin))}`
  return url.toString()
}

/** The host origin the frame was created for, read from its own `location.hash`; null when missing or malformed. */
export function readHostOrigin(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash)
  const value = params.get(HASH_KEY)
  if (!value) return null
  try {
    const origin = originOf(value)
    // Only a bare origin is accepted: a path or query in it is a sign of a crafted URL.
    return origin === value ? origin : null
  } catch {
    return null
  }
}

const REQUEST_TYPES: ReadonlySet<string> = new Set<keyof FrameRequestPayloads>([
  'emailStart',
  'emailVerify',
  'oauthStart',
  'oauthClaim',
  'farcasterStart',
  'farcasterWait',
  'farcasterCancel',
  'session',
  'rpc',
  'setAccountType',
  'exportKey',
  'signOut',
])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A well-formed request of this protocol (shape only; each payload is validated by its handler). */
export function isFrameRequest(data: unknown): data is FrameRequest {
  return (
    isRecord(data) &&
    data.foyer === PROTOCOL_VERSION &&
    typeof data.id === 'string' &&
    data.id.length > 0 &&
    data.id.length <= 128 &&
    typeof data.type === 'string' &&
    REQUEST_TYPES.has(data.type)
  )
}

export function isFrameResponse(data: unknown): data is FrameResponse {
  return (
    isRecord(data) && data.foyer === PROTOCOL_VERSION && typeof data.id === 'string' && typeof data.ok === 'boolean'
  )
}

export function isFrameEvent(data: unknown): data is FrameEvent {
  return isRecord(data) && data.foyer === PROTOCOL_VERSION && typeof data.event === 'string'
}

/** The parts of a MessageEvent the checks read (so they can be tested without a window). */
export interface MessageLike {
  origin: string
  source: unknown
  data: unknown
}

/**
 * True when a message comes from the one origin and window this side talks to. Both must match: the origin alone
 * would accept another frame of the same site, the source alone a navigated-away window.
 */
export function isFromPeer(event: MessageLike, peer: { origin: string; window: unknown }): boolean {
  return event.origin === peer.origin && event.source !== null && event.source === peer.window
}
