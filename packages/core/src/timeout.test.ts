import { describe, expect, it } from 'vitest'
import { WalletTimeoutError, withTimeout } from './timeout.js'

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
})
