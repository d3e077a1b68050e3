import { describe, expect, it } from 'vitest'
import { createOwnOperations } from './own-operations.js'

describe('createOwnOperations', () => {
  it('is busy until the last of overlapping operations ends, then settles once', async () => {
    const settled: boolean[] = []
    const own = createOwnOperations(() => settled.push(own.busy))
    expect(own.busy).toBe(false)
    let finishFirst!: () => void
    const first = own.run(() => new Promise<void>((resolve) => (finishFirst = resolve)))
    const second = own.run(async () => 'done')
    await expect(second).resolves.toBe('done')
    expect(own.busy).toBe(true)
    expect(settled).toEqual([])
    finishFirst()
    await first
    expect(own.busy).toBe(false)
    expect(settled).toEqual([false])
  })

  it('ends an operation that throws and passes the error on', async () => {
    const own = createOwnOperations()
    await expect(
      own.run(async () => {
        throw new Error('wallet gone')
      }),
    ).rejects.toThrow('wallet gone')
    expect(own.busy).toBe(false)
  })
})
