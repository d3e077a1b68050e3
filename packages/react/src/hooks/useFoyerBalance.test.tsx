// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFoyerClient, createMemoryStorage, solanaDevnet } from '@foyer/core'
import { foyerDevnet } from '@foyer/devnet/chains'
import { FoyerProvider } from '../FoyerProvider.js'
import { createTestChainAdapter } from '../test/testChainAdapter.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerBalance } from './useFoyerBalance.js'

afterEach(cleanup)

async function setup() {
  const evm = createTestChainAdapter()
  const solana = createTestChainAdapter(undefined, { namespace: 'solana' })
  const client = createFoyerClient({
    networks: [foyerDevnet, solanaDevnet],
    adapters: [evm, solana],
    storage: createMemoryStorage(),
    logLevel: 'silent',
  })
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  const hook = renderHook(
    () => ({ active: useFoyerBalance(), evm: useFoyerBalance('eip155'), account: useFoyerAccount() }),
    { wrapper },
  )
  await act(() => client.start())
  return { client, evm, solana, hook }
}

describe('useFoyerBalance', () => {
  it("shows the active account's balance, the same one the account state holds, and a given namespace's", async () => {
    const { client, hook } = await setup()
    expect(hook.result.current.active).toMatchObject({ balance: undefined, status: 'idle' })
    await act(() => client.connect('org.test.wallet', { namespaces: ['eip155', 'solana'] }))
    expect(client.stores.chains.getState().activeNamespace).toBe('solana')
    await waitFor(() => expect(hook.result.current.active).toMatchObject({ balance: '2.5', symbol: 'SOL' }))
    expect(hook.result.current.active.status).toBe('idle')
    const { account } = hook.result.current
    expect([account.balance, account.balanceSymbol, account.balanceStatus]).toEqual(['2.5', 'SOL', 'idle'])
    await waitFor(() => expect(hook.result.current.evm).toMatchObject({ balance: '10000', symbol: 'ETH' }))
  })

  it('says when the balance is unavailable, and refresh() looks it up again once the 30 s block has passed', async () => {
    const { client, evm, hook } = await setup()
    evm.nextBalance = () => Promise.reject(new Error('rpc down'))
    await act(() => client.connect('org.test.wallet', { namespaces: ['eip155'] }))
    expect(client.stores.chains.getState().activeNamespace).toBe('eip155')
    await waitFor(() => expect(hook.result.current.active).toMatchObject({ balance: undefined, status: 'error' }))
    evm.nextBalance = async () => ({ value: '5000000000000000000', decimals: 18, symbol: 'ETH', formatted: '5' })
    const lookups = vi.spyOn(evm, 'getBalance')
    await act(() => hook.result.current.active.refresh())
    expect(lookups).not.toHaveBeenCalled()
    expect(hook.result.current.active.status).toBe('error')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_001 })
    try {
      await act(() => hook.result.current.active.refresh())
    } finally {
      vi.useRealTimers()
    }
    expect(lookups).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(hook.result.current.active).toMatchObject({ balance: '5', status: 'idle' }))
  })
})
