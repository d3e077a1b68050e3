// The WebSocket side (port + 1, as on a validator): the subscriptions wallets and SDKs wait on. web3.js v1's
// sendAndConfirmTransaction waits for signatureSubscribe and retries the socket forever without it; @solana/kit's
// confirmation uses signature and slot notifications. Everything lands at once, so a signature already processed is
// notified right after subscribing, and other notifications follow each landed transaction.
import { createServer, type Server } from 'node:http'
import { WebSocketServer, type WebSocket } from 'ws'
import { invalidParams, JsonRpcError, stringifyJson } from './json-rpc.js'
import type { SolanaLedger, TransactionRecord } from './ledger.js'

type Subscription =
  | { kind: 'signature'; socket: WebSocket; signature: string }
  | { kind: 'account'; socket: WebSocket; address: string; config: unknown; last: string }
  | { kind: 'slot'; socket: WebSocket }

/** How the HTTP methods encode an account, so accountNotification matches getAccountInfo. */
export type AccountReader = (address: string, config: unknown) => unknown

export type WsEndpoint = { server: Server; close(): Promise<void> }

export function createWsEndpoint(ledger: SolanaLedger, readAccount: AccountReader): WsEndpoint {
  // A plain HTTP request to the WebSocket port gets a clear answer instead of hanging.
  const server = createServer((_request, response) =>
    response.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only'),
  )
  const wss = new WebSocketServer({ server })
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0

  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyJson(message))
  }
  const notify = (socket: WebSocket, method: string, subscription: number, result: unknown) =>
    send(socket, { jsonrpc: '2.0', method, params: { result, subscription } })
  const notifySignature = (id: number, subscription: { socket: WebSocket }, record: TransactionRecord) => {
    // A signature subscription ends with its notification, as on a validator.
    subscriptions.delete(id)
    notify(subscription.socket, 'signatureNotification', id, {
      context: { slot: record.slot },
      value: { err: record.meta.err },
    })
  }

  const stopListening = ledger.onTransaction((record) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'signature' && subscription.signature === record.signature)
        notifySignature(id, subscription, record)
      else if (subscription.kind === 'slot')
        notify(subscription.socket, 'slotNotification', id, {
          parent: record.slot - 1,
          root: record.slot,
          slot: record.slot,
        })
      else if (subscription.kind === 'account') {
        const value = readAccount(subscription.address, subscription.config)
        const serialized = stringifyJson(value)
        if (serialized === subscription.last) continue
        subscription.last = serialized
        notify(subscription.socket, 'accountNotification', id, { context: { slot: record.slot }, value })
      }
    }
  })

  const unsubscribe = (kind: Subscription['kind'], socket: WebSocket, params: unknown[]) => {
    const id = params[0]
    if (typeof id !== 'number') throw invalidParams('expected a subscription id')
    const subscription = subscriptions.get(id)
    if (!subscription || subscription.kind !== kind || subscription.socket !== socket)
      throw invalidParams('Invalid subscription id.')
    subscriptions.delete(id)
    return true
  }

  /** Returns the result, and what to do once the client has it (an immediate notification). */
  function handle(socket: WebSocket, method: string, params: unknown[]): [unknown, (() => void)?] {
    switch (method) {
      case 'signatureSubscribe': {
        const signature = params[0]
        if (typeof signature !== 'string') throw invalidParams('expected a signature')
        const id = nextId++
        const subscription = { kind: 'signature' as const, socket, signature }
        subscriptions.set(id, subscription)
        const record = ledger.record(signature)
        return [id, record ? () => notifySignature(id, subscription, record) : undefined]
      }
      case 'accountSubscribe': {
        const address = params[0]
        if (typeof address !== 'string') throw invalidParams('expected an address')
        const config = params[1]
        const id = nextId++
        subscriptions.set(id, {
          kind: 'account',
          socket,
          address,
          config,
          last: stringifyJson(readAccount(address, config)),
        })
        return [id]
      }
      case 'slotSubscribe': {
        const id = nextId++
        subscriptions.set(id, { kind: 'slot', socket })
        return [id]
      }
      case 'signatureUnsubscribe':
        return [unsubscribe('signature', socket, params)]
      case 'accountUnsubscribe':
        return [unsubscribe('account', socket, params)]
      case 'slotUnsubscribe':
        return [unsubscribe('slot', socket, params)]
      default:
        throw new JsonRpcError(-32601, 'Method not found')
    }
  }

  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      let request: { id?: unknown; method?: unknown; params?: unknown }
      try {
        request = JSON.parse(data.toString()) as typeof request
      } catch {
        send(socket, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
        return
      }
      // A notification (no id) gets no answer, per JSON-RPC: web3.js v1 sends `ping` this way every 5 s as a heartbeat.
      if (request.id === undefined) return
      const id = request.id
      try {
        if (typeof request.method !== 'string') throw new JsonRpcError(-32600, 'Invalid request')
        const [result, after] = handle(socket, request.method, Array.isArray(request.params) ? request.params : [])
        send(socket, { jsonrpc: '2.0', id, result })
        after?.()
      } catch (error) {
        const { code, message } =
          error instanceof JsonRpcError ? error : { code: -32603, message: (error as Error).message }
        send(socket, { jsonrpc: '2.0', id, error: { code, message } })
      }
    })
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id)
    })
    socket.on('error', () => socket.terminate())
  })

  return {
    server,
    close: async () => {
      stopListening()
      for (const socket of wss.clients) socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
