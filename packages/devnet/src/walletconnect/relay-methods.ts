// What the relay does for each method the clients send: the table in ../shared/notes/walletconnect-offline.md, which
// follows WalletConnect's relay-server-rpc spec. Tags and param names are those @walletconnect/sign-client 2.25.0 sends
// (wc_sessionPropose req 1100, res 1101; wc_sessionSettle req 1102).
import { createHash } from 'node:crypto'
import type { Mailbox, Subscriber } from './mailbox.js'

export class RelayMethodError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'RelayMethodError'
  }
}

export const SESSION_PROPOSE_REQUEST_TAG = 1100
export const SESSION_PROPOSE_RESPONSE_TAG = 1101
export const SESSION_SETTLE_REQUEST_TAG = 1102
/** sign-client's own default (5 minutes) for a publish that names no ttl. */
const DEFAULT_TTL_SECONDS = 300

/** What one request did, for the log: the topic it is about and the tag it published with. */
export type MethodOutcome = { result: unknown; topic?: string; tag?: number }

const invalid = (detail: string) => new RelayMethodError(-32602, `Invalid params: ${detail}`)

function record(params: unknown): Record<string, unknown> {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalid('expected an object')
  return params as Record<string, unknown>
}

function text(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value !== 'string' || value === '') throw invalid(`"${key}" must be a non-empty string`)
  return value
}

function ttl(params: Record<string, unknown>): number {
  const value = params.ttl
  if (value === undefined) return DEFAULT_TTL_SECONDS
  if (typeof value !== 'number' || !(value > 0)) throw invalid('"ttl" must be a positive number of seconds')
  return value
}

function optionalTag(params: Record<string, unknown>): number {
  return typeof params.tag === 'number' ? params.tag : 0
}

function optionalAttestation(params: Record<string, unknown>): string | undefined {
  return typeof params.attestation === 'string' ? params.attestation : undefined
}

/** The client derives its own subscription ids and ignores ours; answer one of the same form anyway. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex')
}

export function handleRelayMethod(
  mailbox: Mailbox,
  subscriber: Subscriber,
  method: string,
  rawParams: unknown,
): MethodOutcome {
  switch (method) {
    case 'irn_subscribe': {
      const topic = text(record(rawParams), 'topic')
      // Answer first, deliver after: the caller's subscribe() should resolve before stored messages arrive.
      queueMicrotask(() => mailbox.subscribe(topic, subscriber))
      return { result: subscriptionId(topic, subscriber.clientId), topic }
    }
    case 'irn_batchSubscribe': {
      const topics = record(rawParams).topics
      if (!Array.isArray(topics) || !topics.every((topic) => typeof topic === 'string'))
        throw invalid('"topics" must be an array of strings')
      queueMicrotask(() => {
        for (const topic of topics as string[]) mailbox.subscribe(topic, subscriber)
      })
      return {
        result: (topics as string[]).map((topic) => subscriptionId(topic, subscriber.clientId)),
        topic: topics.join(','),
      }
    }
    case 'irn_unsubscribe': {
      const topic = text(record(rawParams), 'topic')
      mailbox.unsubscribe(topic, subscriber)
      return { result: true, topic }
    }
    case 'irn_batchUnsubscribe': {
      const subscriptions = record(rawParams).subscriptions
      const topics = Array.isArray(subscriptions)
        ? subscriptions
            .map((item) => (item as { topic?: unknown } | null)?.topic)
            .filter((topic): topic is string => typeof topic === 'string')
        : []
      for (const topic of topics) mailbox.unsubscribe(topic, subscriber)
      return { result: true, topic: topics.join(',') }
    }
    case 'irn_publish': {
      const params = record(rawParams)
      const topic = text(params, 'topic')
      const tag = optionalTag(params)
      mailbox.publish({
        topic,
        message: text(params, 'message'),
        ttlSeconds: ttl(params),
        tag,
        from: subscriber.clientId,
        attestation: optionalAttestation(params),
      })
      return { result: true, topic, tag }
    }
    case 'irn_batchFetchMessages':
      // Stored messages reach a subscriber when it subscribes, so there is never anything left to fetch.
      return { result: { messages: [], hasMore: false } }
    case 'wc_proposeSession': {
      const params = record(rawParams)
      const pairingTopic = text(params, 'pairingTopic')
      const sessionProposal = text(params, 'sessionProposal')
      // Since 2.21.6 the dapp no longer subscribes to the pairing topic itself: the relay does it for it.
      mailbox.subscribe(pairingTopic, subscriber)
      mailbox.publish({
        topic: pairingTopic,
        message: sessionProposal,
        ttlSeconds: ttl(params),
        tag: SESSION_PROPOSE_REQUEST_TAG,
        from: subscriber.clientId,
        attestation: optionalAttestation(params),
      })
      return { result: true, topic: pairingTopic, tag: SESSION_PROPOSE_REQUEST_TAG }
    }
    case 'wc_approveSession': {
      const params = record(rawParams)
      const sessionTopic = text(params, 'sessionTopic')
      const pairingTopic = text(params, 'pairingTopic')
      const response = text(params, 'sessionProposalResponse')
      const settle = text(params, 'sessionSettlementRequest')
      const ttlSeconds = ttl(params)
      mailbox.subscribe(sessionTopic, subscriber)
      mailbox.publish({
        topic: pairingTopic,
        message: response,
        ttlSeconds,
        tag: SESSION_PROPOSE_RESPONSE_TAG,
        from: subscriber.clientId,
      })
      mailbox.publish({
        topic: sessionTopic,
        message: settle,
        ttlSeconds,
        tag: SESSION_SETTLE_REQUEST_TAG,
        from: subscriber.clientId,
      })
      return { result: true, topic: sessionTopic, tag: SESSION_SETTLE_REQUEST_TAG }
    }
    default:
      throw new RelayMethodError(
        -32601,
        `Method not found: ${method} (the Foyer dev relay answers irn_* and wc_proposeSession/wc_approveSession)`,
      )
  }
}
