// The relay's memory: who listens on which topic, and the messages published on each until their ttl ends. A wallet
// subscribes to the pairing topic after the dapp published its proposal there, and a dapp to the session topic after the
// wallet published the settle request: without stored messages neither would ever see them.

export type StoredMessage = {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  attestation?: string
  /** The client that published it: never sent back to it. */
  from: string
}

/** Whoever holds a subscription: one socket, known by its client id (or a per-socket id when the JWT is unreadable). */
export type Subscriber = { clientId: string; deliver(message: StoredMessage): void }

export class Mailbox {
  private readonly messages = new Map<string, StoredMessage[]>()
  private readonly subscribers = new Map<string, Set<Subscriber>>()
  /** Per subscriber, the messages it was already sent ("topic\nmessage"): the same socket never gets one twice. */
  private readonly delivered = new WeakMap<Subscriber, Set<string>>()

  constructor(private readonly now: () => number = Date.now) {}

  /** Registers the subscriber and sends it what is stored for the topic. */
  subscribe(topic: string, subscriber: Subscriber): void {
    let set = this.subscribers.get(topic)
    if (!set) this.subscribers.set(topic, (set = new Set()))
    set.add(subscriber)
    for (const message of this.stored(topic)) this.send(subscriber, message)
  }

  unsubscribe(topic: string, subscriber: Subscriber): void {
    const set = this.subscribers.get(topic)
    set?.delete(subscriber)
    if (set?.size === 0) this.subscribers.delete(topic)
  }

  /** A closed socket: off every topic. */
  remove(subscriber: Subscriber): void {
    for (const topic of [...this.subscribers.keys()]) this.unsubscribe(topic, subscriber)
  }

  /** Stores the message until its ttl ends and sends it to every other subscriber of the topic. */
  publish(input: {
    topic: string
    message: string
    ttlSeconds: number
    tag: number
    from: string
    attestation?: string
  }): StoredMessage {
    const publishedAt = this.now()
    const message: StoredMessage = {
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      publishedAt,
      expiresAt: publishedAt + input.ttlSeconds * 1000,
      from: input.from,
      ...(input.attestation === undefined ? {} : { attestation: input.attestation }),
    }
    const list = this.stored(input.topic)
    // The client retries a publish it got no answer for: store it once.
    if (!list.some((stored) => stored.message === message.message)) list.push(message)
    this.messages.set(input.topic, list)
    for (const subscriber of this.subscribers.get(input.topic) ?? []) this.send(subscriber, message)
    return message
  }

  /** Unexpired messages of a topic (expired ones are dropped here, so nothing needs a timer). */
  stored(topic: string): StoredMessage[] {
    const now = this.now()
    const list = (this.messages.get(topic) ?? []).filter((message) => message.expiresAt > now)
    if (list.length === 0) this.messages.delete(topic)
    else this.messages.set(topic, list)
    return list
  }

  /** Drops every expired message (called periodically, so topics nobody reads again do not pile up). */
  sweep(): void {
    for (const topic of [...this.messages.keys()]) this.stored(topic)
  }

  /** How many topics hold unexpired messages (after a sweep). */
  get topicCount(): number {
    return this.messages.size
  }

  subscriberCount(topic: string): number {
    return this.subscribers.get(topic)?.size ?? 0
  }

  private send(subscriber: Subscriber, message: StoredMessage): void {
    if (message.from === subscriber.clientId) return
    let sent = this.delivered.get(subscriber)
    if (!sent) this.delivered.set(subscriber, (sent = new Set()))
    const key = `${message.topic}\n${message.message}`
    if (sent.has(key)) return
    sent.add(key)
    subscriber.deliver(message)
  }
}
