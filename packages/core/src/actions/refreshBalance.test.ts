import { afterEach, describe, expect, it, vi } from 'vitest'
import { BALANCE_RETRY_BLOCK_MS } from '../constants.js'
import { setupClient } from '../test/setup-client.js'
import type { BalanceResult, FoyerClient } from '../types.js'
import { refreshBalance } from './refreshBalance.js'

const eth = (formatted: string): BalanceResult => ({
  value: `${formatted}000000000000000000`,
  decimals: 18,
  symbol: 'ETH',
  formatted,
})

const eip155 = (client: FoyerClient) => client.stores.accounts.getState().eip155!

/** When query-core recorded the balance query's last failure (vi.waitFor moves a fake clock on while it waits). */
const failedAt = (client: FoyerClient) =>
  client.queryClient.getQueryCache().find({ queryKey: ['foyer', 'nativeBalance'], exact: false })!.state.errorUpdatedAt

afterEach(() => {
  vi.useRealTimers()
})

describe('refreshBalance', () => {
  it('looks the balance up again when forced (the host, after a send), and only when stale otherwise', async () => {
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balance).toBe('10000'))
    adapter.nextBalance = async () => eth('9')
    await refreshBalance(client)
    expect(lookups).toHaveBeenCalledTimes(1)
    expect(eip155(client).balance).toBe('10000')
    await client.refreshBalance()
    expect(lookups).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(eip155(client)).toMatchObject({ balance: '9', balanceStatus: 'idle' }))
  })

  it('does nothing without a connected account', async () => {
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    await client.refreshBalance()
    await refreshBalance(client, { namespace: 'solana' })
    expect(lookups).not.toHaveBeenCalled()
    expect(eip155(client)?.balanceStatus ?? 'idle').toBe('idle')
  })

  it('after a failure, blocks retrying for 30 s (spec §8/§9) and lets the next refresh through after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    adapter.nextBalance = () => Promise.reject(new Error('rpc down'))
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client)).toMatchObject({ balanceStatus: 'error', balance: undefined }))
    expect(lookups).toHaveBeenCalledTimes(1)

    adapter.nextBalance = async () => eth('10000')
    const failure = failedAt(client)
    vi.setSystemTime(failure + BALANCE_RETRY_BLOCK_MS - 1)
    await client.refreshBalance()
    await refreshBalance(client)
    // Reconnecting inside the window makes a new observer: it too answers from the error.
    await client.disconnect()
    await client.connect('test.wallet')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(lookups).toHaveBeenCalledTimes(1)
    expect(eip155(client)).toMatchObject({ balanceStatus: 'error', balance: undefined })

    vi.setSystemTime(failure + BALANCE_RETRY_BLOCK_MS)
    await client.refreshBalance()
    expect(lookups).toHaveBeenCalledTimes(2)
    await vi.waitFor(() => expect(eip155(client)).toMatchObject({ balance: '10000', balanceStatus: 'idle' }))
  })

  it('starts the 30 s again from a later failure, not from a refresh the block answered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { client, adapter } = await setupClient()
    const lookups = vi.spyOn(adapter, 'getBalance')
    adapter.nextBalance = () => Promise.reject(new Error('rpc down'))
    await client.connect('test.wallet')
    await vi.waitFor(() => expect(eip155(client).balanceStatus).toBe('error'))
    const first = failedAt(client)
    vi.setSystemTime(first + 20_000)
    await client.refreshBalance()
    vi.setSystemTime(first + 30_000)
    // 30 s after the failure, 10 s after the blocked refresh: the lookup is tried, and fails again.
    await client.refreshBalance()
    expect(lookups).toHaveBeenCalledTimes(2)
    expect(failedAt(client)).toBe(first + 30_000)
    vi.setSystemTime(first + 59_999)
    await client.refreshBalance()
    expect(lookups).toHaveBeenCalledTimes(2)
    expect(eip155(client).balanceStatus).toBe('error')
  })
})
