import { describe, expect, it } from 'vitest'
import { waitForWallet } from './wait-for-wallet.js'

/** A registry wallets join over time, with change listeners (how EIP-6963 and the Wallet Standard behave). */
function registry() {
  const wallets = new Map<string, { id: string }>()
  const listeners = new Set<() => void>()
  return {
    find: (id: string) => () => wallets.get(id),
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    add(id: string) {
      wallets.set(id, { id })
      for (const listener of [...listeners]) listener()
    },
    get listeners() {
      return listeners.size
    },
  }
}

describe('waitForWallet', () => {
  it('answers at once for a wallet that is already there, and for ms 0 without waiting', async () => {
    const r = registry()
    r.add('io.metamask')
    await expect(waitForWallet(r.find('io.metamask'), r.subscribe, 1_000)).resolves.toEqual({ id: 'io.metamask' })
    await expect(waitForWallet(r.find('app.phantom'), r.subscribe, 0)).resolves.toBeUndefined()
    expect(r.listeners).toBe(0)
  })

  it('resolves when the wallet announces itself late, and stops listening', async () => {
    const r = registry()
    const waiting = waitForWallet(r.find('io.metamask'), r.subscribe, 1_000)
    setTimeout(() => r.add('app.phantom'), 10)
    setTimeout(() => r.add('io.metamask'), 30)
    const started = Date.now()
    await expect(waiting).resolves.toEqual({ id: 'io.metamask' })
    expect(Date.now() - started).toBeLessThan(500)
    expect(r.listeners).toBe(0)
  })

  it('gives up with undefined after the wait when the wallet never shows up', async () => {
    const r = registry()
    const started = Date.now()
    await expect(waitForWallet(r.find('dev.gone'), r.subscribe, 50)).resolves.toBeUndefined()
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
    expect(r.listeners).toBe(0)
  })

  it('copes with a source that reports during subscribe', async () => {
    let present = false
    const find = () => (present ? 'wallet' : undefined)
    let unsubscribed = false
    const subscribe = (listener: () => void) => {
      present = true
      listener()
      return () => (unsubscribed = true)
    }
    await expect(waitForWallet(find, subscribe, 1_000)).resolves.toBe('wallet')
    expect(unsubscribed).toBe(true)
  })
})
