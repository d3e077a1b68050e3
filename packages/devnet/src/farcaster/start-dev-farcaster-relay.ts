// The devnet's Farcaster auth relay, a development part on 127.0.0.1:8797: the relay HTTP API @farcaster/auth-client
// speaks, so Sign In With Farcaster runs offline. The app opens a channel (POST /v1/channel) and polls it
// (GET /v1/channel/status, Bearer channel token); the wallet posts the signed message to it
// (POST /v1/channel/authenticate, Bearer channel token + X-Farcaster-Auth-Relay-Key). Channels live in memory and
// expire (default 10 minutes); an unknown or expired token gets 401. It checks no signature: the server verifies the
// message against the ID registry, as with Farcaster's own relay. CORS is open: the wallet frame and the dev wallet
// page call it from their origins, and it listens on loopback only. Never for real accounts.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isPortBusy } from '../ports.js'
import { DevnetPortBusyError } from '../start-devnet.js'

export const DEV_FARCASTER_RELAY_PORT = 8797
/** The key the dev wallet sends as X-Farcaster-Auth-Relay-Key (a development value, public). */
export const DEV_FARCASTER_RELAY_KEY = 'foyer-dev-relay-key'

export interface StartDevFarcasterRelayOptions {
  /** Default 8797; 0 picks a free port. */
  port?: number
  /** How long a channel lives (default 10 minutes). */
  channelTtlMs?: number
  now?: () => number
}

export interface DevFarcasterRelay {
  /** http://127.0.0.1:8797 — the auth client's `relay` option. */
  url: string
  port: number
  stop(): Promise<void>
}

interface Channel {
  expiresAt: number
  nonce: string
  url: string
  domain: string
  siweUri: string
  completed?: Record<string, unknown>
}

const MAX_BODY = 32_768

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  let raw = ''
  for await (const chunk of request) {
    raw += String(chunk)
    if (raw.length > MAX_BODY) return undefined
  }
  try {
    const value: unknown = JSON.parse(raw || '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, x-farcaster-auth-relay-key',
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS })
    .end(JSON.stringify(body))

const isText = (value: unknown, max = 2048): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max

export async function startDevFarcasterRelay(options: StartDevFarcasterRelayOptions = {}): Promise<DevFarcasterRelay> {
  const requested = options.port ?? DEV_FARCASTER_RELAY_PORT
  if (requested !== 0 && (await isPortBusy(requested))) throw new DevnetPortBusyError(requested, '127.0.0.1')
  const ttl = options.channelTtlMs ?? 10 * 60_000
  const now = options.now ?? Date.now
  const channels = new Map<string, Channel>()

  const channelOf = (request: IncomingMessage): Channel | undefined => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const channel = token ? channels.get(token) : undefined
    if (!channel || !token) return undefined
    if (channel.expiresAt <= now()) {
      channels.delete(token)
      return undefined
    }
    return channel
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    if (request.method === 'OPTIONS') return response.writeHead(204, CORS).end()

    if (request.method === 'POST' && path === '/v1/channel') {
      const body = await readJson(request)
      if (!body) return json(response, 400, { error: 'Body must be a JSON object' })
      if (!isText(body.siweUri)) return json(response, 400, { error: 'siweUri is required' })
      if (!isText(body.domain, 253)) return json(response, 400, { error: 'domain is required' })
      if (body.nonce !== undefined && !(isText(body.nonce, 96) && /^[a-zA-Z0-9]{8,}$/.test(body.nonce)))
        return json(response, 400, { error: 'nonce must be at least 8 letters or digits' })
      // Expired channels go when a new one opens, so the map stays small without a timer.
      for (const [token, old] of channels) if (old.expiresAt <= now()) channels.delete(token)
      const channelToken = randomBytes(16).toString('hex')
      const nonce = (body.nonce as string | undefined) ?? randomBytes(12).toString('hex')
      const params = new URLSearchParams({ channelToken, nonce, siweUri: body.siweUri, domain: body.domain })
      for (const key of ['notBefore', 'expirationTime', 'requestId'] as const)
        if (isText(body[key], 128)) params.set(key, body[key])
      const url = `farcaster://connect?${params}`
      channels.set(channelToken, {
        expiresAt: now() + ttl,
        nonce,
        url,
        domain: body.domain,
        siweUri: body.siweUri,
      })
      return json(response, 201, { channelToken, url, connectUri: url, nonce })
    }

    if (request.method === 'GET' && path === '/v1/channel/status') {
      const channel = channelOf(request)
      if (!channel) return json(response, 401, { error: 'Unauthorized' })
      if (!channel.completed) return json(response, 202, { state: 'pending', nonce: channel.nonce, url: channel.url })
      return json(response, 200, { state: 'completed', nonce: channel.nonce, url: channel.url, ...channel.completed })
    }

    if (request.method === 'POST' && path === '/v1/channel/authenticate') {
      if (request.headers['x-farcaster-auth-relay-key'] !== DEV_FARCASTER_RELAY_KEY)
        return json(response, 401, { error: 'Unauthorized' })
      const channel = channelOf(request)
      if (!channel) return json(response, 401, { error: 'Unauthorized' })
      if (channel.completed) return json(response, 409, { error: 'Channel already authenticated' })
      const body = await readJson(request)
      if (!body) return json(response, 400, { error: 'Body must be a JSON object' })
      if (!isText(body.message, 8192)) return json(response, 400, { error: 'message is required' })
      if (!(typeof body.signature === 'string' && /^0x[0-9a-fA-F]+$/.test(body.signature)))
        return json(response, 400, { error: 'signature must be 0x-prefixed hex' })
      if (!(Number.isInteger(body.fid) && (body.fid as number) > 0))
        return json(response, 400, { error: 'fid must be a positive integer' })
      const optional = (key: string) => (isText(body[key], 1024) ? body[key] : undefined)
      channel.completed = {
        message: body.message,
        signature: body.signature,
        fid: body.fid,
        username: optional('username'),
        displayName: optional('displayName'),
        bio: optional('bio'),
        pfpUrl: optional('pfpUrl'),
        custody: optional('custody'),
        verifications: Array.isArray(body.verifications) ? body.verifications.filter((v) => isText(v, 128)) : [],
      }
      return json(response, 201, { state: 'completed', nonce: channel.nonce, url: channel.url, ...channel.completed })
    }

    return json(response, 404, { error: 'Not found' })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 400, { error: (error as Error).message })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(requested, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
