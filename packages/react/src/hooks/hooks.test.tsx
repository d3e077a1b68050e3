// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createFoyerClient, createMemoryStorage, type FoyerEvent } from '@foyer/core'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { FoyerProvider } from '../FoyerProvider.js'
import { createTestChainAdapter, TEST_ADDRESS } from '../test/testChainAdapter.js'
import { useDisconnect } from './useDisconnect.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerAccount } from './useFoyerAccount.js'
import { useFoyerEvents } from './useFoyerEvents.js'
import { useFoyerNetwork } from './useFoyerNetwork.js'
import { useFoyerState } from './useFoyerState.js'
import { useWalletInfo } from './useWalletInfo.js'

afterEach(cleanup)

function setup() {
  const adapter = createTestChainAdapter()
  const client = createFoyerClient({
    networks: [foyerDevnet, foyerDevnet2],
    adapters: [adapter],
    storage: createMemoryStorage(),
    logLevel: 'silent',
  })
  const wrapper = ({ children }: { children: ReactNode }) => <FoyerProvider client={client}>{children}</FoyerProvider>
  const events: FoyerEvent[] = []
  const hook = renderHook(
    () => ({
      foyer: useFoyer(),
      account: useFoyerAccount(),
      network: useFoyerNetwork(),
      state: useFoyerState(),
      last: useFoyerEvents((e) => events.push(e)),
      disconnect: useDisconnect(),
      wallet: useWalletInfo(),
    }),
    { wrapper },
  )
  return { client, adapter, hook, events }
}

describe('hooks', () => {
  it('follow the stores: open/close, account, network, state, events, wallet info, disconnect', async () => {
    const { client, hook, events } = setup()
    await act(() => client.start())
    expect(hook.result.current.account).toMatchObject({
      isConnected: false,
      status: 'disconnected',
      address: undefined,
    })
    expect(hook.result.current.network).toMatchObject({
      caipNetworkId: 'eip155:31337',
      chainId: 31337,
      isUnsupported: false,
    })
    expect(hook.result.current.wallet.walletInfo).toBeUndefined()

    act(() => hook.result.current.foyer.open({ view: 'Networks' }))
    expect(hook.result.current.foyer.isOpen).toBe(true)
    expect(hook.result.current.state).toMatchObject({
      open: true,
      view: 'Networks',
      selectedNetworkId: 'eip155:31337',
      status: 'disconnected',
    })
    expect(hook.result.current.last?.event).toBe('MODAL_OPEN')
    act(() => hook.result.current.foyer.close())
    expect(hook.result.current.foyer.isOpen).toBe(false)

    await act(() => client.connect('org.test.wallet'))
    await waitFor(() => expect(hook.result.current.account.balance).toBe('10000'))
    expect(hook.result.current.account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      balanceSymbol: 'ETH',
      connectorId: 'org.test.wallet',
    })
    expect(hook.result.current.wallet.walletInfo).toEqual({
      name: 'Test Wallet',
      icon: undefined,
      rdns: 'org.test.wallet',
    })

    await act(() => hook.result.current.network.switchNetwork('eip155:31338'))
    expect(hook.result.current.network.chainId).toBe(31338)

    await act(() => hook.result.current.disconnect.disconnect())
    expect(hook.result.current.account.isConnected).toBe(false)
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS']),
    )
  })

  it('keep a stable result between unrelated store changes (no re-render loops)', async () => {
    const { client, hook } = setup()
    await act(() => client.start())
    const before = hook.result.current.account
    act(() => client.stores.modal.setState({ open: true }))
    expect(hook.result.current.account).toBe(before)
  })

  it('useWalletInfo names the wallet at the other end of a WalletConnect session, not WalletConnect', async () => {
    const { client, hook } = setup()
    await act(() => client.start())
    // What core's WalletConnect bridge leaves in the stores once a session with Rainbow is applied.
    act(() => {
      client.stores.accounts.setState({
        eip155: {
          ...client.stores.accounts.getState().eip155!,
          status: 'connected',
          address: TEST_ADDRESS,
          connectorId: 'walletConnect',
        },
      })
      client.stores.connection.setState({
        status: 'connected',
        connectorId: 'walletConnect',
        recentWallet: { id: 'wc:rainbow.me', name: 'Rainbow', imageUrl: 'data:image/png;base64,AA==' },
      })
    })
    expect(hook.result.current.wallet.walletInfo).toEqual({
      name: 'Rainbow',
      icon: 'data:image/png;base64,AA==',
      rdns: undefined,
    })
    // Another wallet connected since (on another chain): the connection's wallet is that one, not this account's.
    act(() =>
      client.stores.connection.setState({ connectorId: 'org.test.wallet', recentWallet: { id: 'x', name: 'Other' } }),
    )
    expect(hook.result.current.wallet.walletInfo?.name).not.toBe('Other')
  })

  it('throw a clear error outside the provider', () => {
    expect(() => renderHook(() => useFoyer())).toThrow(/FoyerProvider/)
  })
})
