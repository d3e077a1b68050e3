// A WalletConnect v2 relay for local development and tests: WebSocket JSON-RPC on 127.0.0.1, the methods the current
// clients use, a mailbox with TTLs and a log of what passed. Development only: no auth checks, no persistence (a restart
// forgets stored messages; the clients resubscribe on reconnect), no rate limits. Production apps use a real relay.
import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { WebSocketServer, type WebSocket } from 'ws'
import { isPortBusy } from '../ports.js'
import { DevnetPortBusyError } from '../start-devnet.js'
import { readClientInfo } from './client-info.js'
import { parseRelayMessage, stringifyError, stringifyResult } from './json-rpc-ids.js'
import { Mailbox, type StoredMessage, type Subscriber } from './mailbox.js'
import { handleRelayMethod, RelayMethodError, subscriptionId } from './relay-methods.js'

export const WALLETCONNECT_RELAY_PORT = 8787
/** Node clients close the socket after 31 s without a ping. */
const MAX_PING_INTERVAL_MS = 30_000
/** Enough for a long dev session; the oldest entries go first. */
const LOG_LIMIT = 10_000

export type StartWalletConnectRelayOptions = {
  /** Default 8787. */
  port?: number
  /** Loopback only: the relay checks nobody's identity. */
  host?: '127.0.0.1'
  /** WebSocket ping period (default 20 s; at most 30 s, or Node clients drop the socket). */
  pingIntervalMs?: number
  /** Print the "development only" line at start (default true). */
  quiet?: boolean
}

export type RelayLogEntry = {
  /** ms since the epoch */
  time: number
  method: string
  topic?: string
  tag?: number
  /** The `iss` of the client's auth JWT (its did:key client id), when readable. */
  clientId?: string
  ua?: string
  /** Set when the relay answered with an error. */
  error?: string
}

export type WalletConnectRelay = {
  /** ws://127.0.0.1:8787 */
  url: string
  port: number
  /** What passed, oldest first. */
  log: RelayLogEntry[]
  /** Closes every socket and the port; resolves once the port is free. Safe to call twice. */
  stop(): Promise<void>
}

export class WalletConnectRelayPortBusyError extends DevnetPortBusyError {
  constructor(port: number, host: string) {
    super(port, host)
    this.message =
      `@foyer/devnet: port ${port} on ${host} is busy (another dev relay or program is listening there). Stop it, or start ` +
      'the WalletConnect relay on another port (--relay-port N / startWalletConnectRelay({ port: N })).'
  }
}

function deliveryFrame(id: number, subscription: string, message: StoredMessage): string {
  const data = {
    topic: message.topic,
    message: message.message,
    publishedAt: message.publishedAt,
    tag: message.tag,
    ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
  }
  return JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subscription, data } })
}

export async function startWalletConnectRelay(
  options: StartWalletConnectRelayOptions = {},
): Promise<WalletConnectRelay> {
  const port = options.port ?? WALLETCONNECT_RELAY_PORT
  const host = options.host ?? '127.0.0.1'
  const pingIntervalMs = options.pingIntervalMs ?? 20_000
  if (host !== '127.0.0.1') throw new Error(`@foyer/devnet: host must be 127.0.0.1, got ${String(host)}`)
  if (!Number.isInteger(port) || port <= 0 || port > 65_535)
    throw new Error(`@foyer/devnet: port must be a TCP port, got ${port}`)
  if (!(pingIntervalMs > 0 && pingIntervalMs <= MAX_PING_INTERVAL_MS)) {
    throw new Error(
      `@foyer/devnet: pingIntervalMs must be in (0, ${MAX_PING_INTERVAL_MS}] (Node clients close after 31 s without a ping), got ${pingIntervalMs}`,
    )
  }
  if (await isPortBusy(port, host)) throw new WalletConnectRelayPortBusyError(port, host)

  const log: RelayLogEntry[] = []
  const append = (entry: RelayLogEntry) => {
    log.push(entry)
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT)
  }
  const mailbox = new Mailbox()
  // Server-initiated ids (deliveries): safe integers, distinct from the clients' 19-digit ones.
  let nextDeliveryId = Date.now() * 1000

  // A plain HTTP request gets a clear answer instead of hanging.
  const server: Server = createServer((_request, response) =>
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('Foyer WalletConnect dev relay: WebSocket only (development only)'),
  )
  const wss = new WebSocketServer({ server })

  wss.on('connection', (socket: WebSocket, request) => {
    const info = readClientInfo(request.url)
    const subscriber: Subscriber = {
      // Without a readable JWT, each socket is its own client (it still never gets its own messages back).
      clientId: info.clientId ?? `socket:${randomUUID()}`,
      deliver(message) {
        if (socket.readyState !== socket.OPEN) return
        socket.send(deliveryFrame(nextDeliveryId++, subscriptionId(message.topic, this.clientId), message))
        append({
          time: Date.now(),
          method: 'irn_subscription',
          topic: message.topic,
          tag: message.tag,
          clientId: info.clientId,
          ua: info.ua,
        })
      },
    }
    socket.on('message', (data) => {
      let message
      try {
        message = parseRelayMessage(data.toString())
      } catch {
        socket.send(stringifyError(undefined, -32700, 'Parse error'))
        return
      }
      // An ack of a delivery: nothing to answer.
      if (message.method === undefined) return
      const entry: RelayLogEntry = { time: Date.now(), method: message.method, clientId: info.clientId, ua: info.ua }
      try {
        const outcome = handleRelayMethod(mailbox, subscriber, message.method, message.params)
        if (outcome.topic !== undefined) entry.topic = outcome.topic
        if (outcome.tag !== undefined) entry.tag = outcome.tag
        append(entry)
        socket.send(stringifyResult(message.id, outcome.result))
      } catch (error) {
        const code = error instanceof RelayMethodError ? error.code : -32603
        entry.error = `${code} ${(error as Error).message}`
        append(entry)
        socket.send(stringifyError(message.id, code, (error as Error).message))
      }
    })
    socket.on('close', () => mailbox.remove(subscriber))
    socket.on('error', () => mailbox.remove(subscriber))
  })

  const pings = setInterval(() => {
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.ping()
    mailbox.sweep()
  }, pingIntervalMs)
  pings.unref()

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      clearInterval(pings)
      for (const client of wss.clients) client.terminate()
      wss.close(() => {
        if (!server.listening) return resolve()
        server.close(() => resolve())
        server.closeAllConnections()
      })
    })
    return stopping
  }

  try {
    await new Promise<void>((resolve, reject) => {
      const onError = (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'EADDRINUSE' || error.code === 'EACCES'
            ? new WalletConnectRelayPortBusyError(port, host)
            : error,
        )
      server.once('error', onError)
      server.listen(port, host, () => {
        server.off('error', onError)
        resolve()
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  const url = `ws://${host}:${port}`
  if (!options.quiet)
    console.log(`[foyer] WalletConnect dev relay on ${url} — for development only (no auth, in-memory, loopback)`)
  return { url, port, log, stop }
}
