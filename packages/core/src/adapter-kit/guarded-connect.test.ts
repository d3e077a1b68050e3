import { describe, expect, it } from 'vitest'
import { WalletTimeoutError } from '../timeout.js'
import { ConnectSupersededError, createGuardedConnect } from './guarded-connect.js'

/** A wallet prompt the test answers (or never answers) by hand. */
function prompt<T>() {
  let answer!: (value: T) => void
  let refuse!: (error: unknown) => void
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve
    refuse = reject
  })
  return { promise, answer, refuse }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createGuardedConnect', () => {
  it('passes a timely answer or refusal through and undoes nothing', async () => {
    const guarded = createGuardedConnect()
    const late: string[] = []
    const first = prompt<string>()
    const result = guarded(first.promise, {
      timeoutMs: 1_000,
      what: 'the connection request',
      onLateAnswer: (v) => late.push(v),
    })
    first.answer('0xabc')
    await expect(result).resolves.toBe('0xabc')

    const second = prompt<string>()
    const refused = guarded(second.promise, { timeoutMs: 1_000, what: 'the connection request' })
    second.refuse(new Error('User rejected the request.'))
    await expect(refused).rejects.toThrow('User rejected the request.')
    expect(late).toEqual([])
  })

  it('gives up after the bound with WalletTimeoutError and undoes the answer that comes later', async () => {
    const guarded = createGuardedConnect()
    const late: string[] = []
    const attempt = prompt<string>()
    const result = guarded(attempt.promise, {
      timeoutMs: 20,
      what: 'the connection request',
      onLateAnswer: (v) => late.push(v),
    })
    const error = await result.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletTimeoutError)
    expect((error as Error).message).toBe('The wallet did not answer the connection request within 20 ms')
    attempt.answer('0xlate')
    await tick()
    expect(late).toEqual(['0xlate'])
  })

  it('leaves a late answer alone once a newer attempt has started', async () => {
    const guarded = createGuardedConnect()
    const late: string[] = []
    const onLateAnswer = (v: string) => late.push(v)
    const abandoned = prompt<string>()
    await guarded(abandoned.promise, { timeoutMs: 10, what: 'the connection request', onLateAnswer }).catch(() => {})
    const retry = prompt<string>()
    const retried = guarded(retry.promise, { timeoutMs: 1_000, what: 'the connection request', onLateAnswer })
    abandoned.answer('0xfirst')
    retry.answer('0xsecond')
    await expect(retried).resolves.toBe('0xsecond')
    await tick()
    expect(late).toEqual([])
  })

  it('undoes the yes of a wallet left waiting once another wallet was chosen, and fails that attempt', async () => {
    const guarded = createGuardedConnect()
    const late: string[] = []
    const onLateAnswer = (v: string) => late.push(v)
    const first = prompt<string>()
    const left = guarded(first.promise, {
      timeoutMs: 1_000,
      what: 'the connection request',
      wallet: 'io.metamask',
      onLateAnswer,
    })
    const other = prompt<string>()
    const chosen = guarded(other.promise, {
      timeoutMs: 1_000,
      what: 'the connection request',
      wallet: 'com.coinbase',
      onLateAnswer,
    })
    other.answer('0xchosen')
    await expect(chosen).resolves.toBe('0xchosen')
    first.answer('0xleft')
    const error = await left.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectSupersededError)
    expect((error as Error).message).toBe(
      'io.metamask answered after another wallet (com.coinbase) was chosen; its connection was undone',
    )
    expect(late).toEqual(['0xleft'])
  })

  it('keeps the yes of an earlier prompt when the same wallet was asked again (its first prompt is the one approved)', async () => {
    const guarded = createGuardedConnect()
    const late: string[] = []
    const onLateAnswer = (v: string) => late.push(v)
    const first = prompt<string>()
    const earlier = guarded(first.promise, {
      timeoutMs: 1_000,
      what: 'the connection request',
      wallet: 'io.metamask',
      onLateAnswer,
    })
    const busy = prompt<string>()
    const again = guarded(busy.promise, {
      timeoutMs: 1_000,
      what: 'the connection request',
      wallet: 'io.metamask',
      onLateAnswer,
    })
    busy.refuse(Object.assign(new Error('already pending'), { code: -32002 }))
    await expect(again).rejects.toThrow('already pending')
    first.answer('0xfirst')
    await expect(earlier).resolves.toBe('0xfirst')
    expect(late).toEqual([])
  })

  it("undoes a timed-out wallet's late yes once another wallet was chosen, even when that one answered first", async () => {
    const guarded = createGuardedConnect()
    const late: string[] = []
    const onLateAnswer = (v: string) => late.push(v)
    const first = prompt<string>()
    await guarded(first.promise, { timeoutMs: 10, what: 'the connection request', wallet: 'a', onLateAnswer }).catch(
      () => {},
    )
    const other = prompt<string>()
    const chosen = guarded(other.promise, {
      timeoutMs: 1_000,
      what: 'the connection request',
      wallet: 'b',
      onLateAnswer,
    })
    other.answer('0xb')
    await chosen
    first.answer('0xa')
    await tick()
    expect(late).toEqual(['0xa'])
  })

  it("fails a superseded attempt only once its undoing is done (the adapter's own operation spans it)", async () => {
    const guarded = createGuardedConnect()
    const steps: string[] = []
    let finishUndo!: () => void
    const first = prompt<string>()
    const left = guarded(first.promise, {
      timeoutMs: 1_000,
      what: 'the connection request',
      wallet: 'a',
      onLateAnswer: () =>
        new Promise<void>((resolve) => {
          finishUndo = () => {
            steps.push('undone')
            resolve()
          }
        }),
    })
    const other = prompt<string>()
    const chosen = guarded(other.promise, { timeoutMs: 1_000, what: 'the connection request', wallet: 'b' })
    const settled = left.catch(() => steps.push('failed'))
    first.answer('0xa')
    await tick()
    expect(steps).toEqual([])
    finishUndo()
    await settled
    expect(steps).toEqual(['undone', 'failed'])
    other.answer('0xb')
    await expect(chosen).resolves.toBe('0xb')
  })

  it('waits forever when the bound is 0', async () => {
    const guarded = createGuardedConnect()
    const attempt = prompt<number>()
    const result = guarded(attempt.promise, { timeoutMs: 0, what: 'the connection request' })
    setTimeout(() => attempt.answer(1), 30)
    await expect(result).resolves.toBe(1)
  })
})
