import { describe, expect, it } from 'vitest'
import { WalletTimeoutError, withTimeout, withWalletTimeout } from './timeout.js'

describe('withTimeout', () => {
  it('passes a settled result through', async () => {
    await expect(withTimeout(Promise.resolve(1), 50, () => new Error('late'))).resolves.toBe(1)
    await expect(withTimeout(Promise.reject(new Error('no')), 50, () => new Error('late'))).rejects.toThrow('no')
  })
  it('rejects a request that never settles', async () => {
    await expect(withTimeout(new Promise(() => {}), 10, () => new WalletTimeoutError('connect', 10))).rejects.toThrow(
      'The wallet did not answer connect within 10 ms',
    )
  })
  it('names what the wallet left unanswered', async () => {
    const error = await withWalletTimeout(new Promise(() => {}), 10, 'the network switch').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletTimeoutError)
    expect((error as Error).message).toBe('The wallet did not answer the network switch within 10 ms')
    await expect(withWalletTimeout(Promise.resolve('0x1'), 10, 'the network switch')).resolves.toBe('0x1')
  })
})
