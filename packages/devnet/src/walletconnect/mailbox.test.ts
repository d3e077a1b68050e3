import { describe, expect, it } from 'vitest'
import { Mailbox, type StoredMessage, type Subscriber } from './mailbox.js'

function subscriber(clientId: string): Subscriber & { got: StoredMessage[] } {
  const got: StoredMessage[] = []
  return { clientId, got, deliver: (message) => got.push(message) }
}

describe('Mailbox', () => {
  it('delivers to the other subscribers, not back to the publisher', () => {
    const mailbox = new Mailbox()
    const dapp = subscriber('dapp')
    const wallet = subscriber('wallet')
    mailbox.subscribe('t', dapp)
    mailbox.subscribe('t', wallet)
    mailbox.publish({ topic: 't', message: 'm1', ttlSeconds: 300, tag: 1100, from: 'dapp' })
    expect(dapp.got).toEqual([])
    expect(wallet.got.map((m) => [m.message, m.tag])).toEqual([['m1', 1100]])
  })

  it('gives a late subscriber what was stored, once', () => {
    const mailbox = new Mailbox()
    mailbox.publish({ topic: 't', message: 'proposal', ttlSeconds: 300, tag: 1100, from: 'dapp' })
    const wallet = subscriber('wallet')
    mailbox.subscribe('t', wallet)
    mailbox.subscribe('t', wallet)
    mailbox.publish({ topic: 't', message: 'proposal', ttlSeconds: 300, tag: 1100, from: 'dapp' })
    expect(wallet.got.map((m) => m.message)).toEqual(['proposal'])
    expect(mailbox.stored('t')).toHaveLength(1)
  })

  it('forgets messages at their ttl', () => {
    let now = 1_000_000
    const mailbox = new Mailbox(() => now)
    mailbox.publish({ topic: 't', message: 'old', ttlSeconds: 10, tag: 1, from: 'a' })
    now += 10_000
    const late = subscriber('b')
    mailbox.subscribe('t', late)
    expect(late.got).toEqual([])
    expect(mailbox.stored('t')).toEqual([])
  })

  it('sweeps expired messages of topics nobody reads again', () => {
    let now = 0
    const mailbox = new Mailbox(() => now)
    mailbox.publish({ topic: 'a', message: 'x', ttlSeconds: 1, tag: 1, from: 'p' })
    mailbox.publish({ topic: 'b', message: 'y', ttlSeconds: 60, tag: 1, from: 'p' })
    now = 2000
    mailbox.sweep()
    expect(mailbox.topicCount).toBe(1)
  })

  it('stops delivering after unsubscribe or remove', () => {
    const mailbox = new Mailbox()
    const a = subscriber('a')
    mailbox.subscribe('t', a)
    mailbox.subscribe('u', a)
    mailbox.unsubscribe('t', a)
    mailbox.publish({ topic: 't', message: 'x', ttlSeconds: 60, tag: 1, from: 'b' })
    mailbox.remove(a)
    mailbox.publish({ topic: 'u', message: 'y', ttlSeconds: 60, tag: 1, from: 'b' })
    expect(a.got).toEqual([])
    expect(mailbox.subscriberCount('u')).toBe(0)
  })
})
