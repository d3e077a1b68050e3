// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorText } from '@foyer/core'
import { renderFoyer } from '../test/renderFoyer.js'
import { TEST_ADDRESS } from '../test/testChainAdapter.js'

afterEach(cleanup)

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('ConnectingExternal view', () => {
  it('asks to continue in the wallet with a spinner while connecting, and core closes the modal on success', async () => {
    const { client, modal, adapter } = await renderFoyer()
    const answer = deferred<{ address: string; chainId: number }>()
    adapter.nextConnect = () => answer.promise
    act(() => client.open({ view: 'ConnectingExternal', data: { connectorId: 'org.test.wallet' } }))
    expect(await modal().findByRole('heading', { name: 'Continue in Test Wallet' })).toBeTruthy()
    // The view asks core to connect from its mount effect, which can run a moment after the heading is painted.
    await waitFor(() => expect(client.stores.connection.getState().status).toBe('connecting'))
    expect(modal().getByRole('dialog').querySelector('.foyer-spinner')).not.toBeNull()
    await act(async () => answer.resolve({ address: TEST_ADDRESS, chainId: 31337 }))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(adapter.connectCalls).toEqual(['org.test.wallet'])
  })

  it('shows a rejection as declined, and Try again connects again', async () => {
    const { client, modal, adapter } = await renderFoyer()
    adapter.nextConnect = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    act(() => client.open({ view: 'ConnectingExternal', data: { connectorId: 'org.test.wallet' } }))
    expect(await modal().findByRole('alert')).toHaveProperty('textContent', 'Connection declined')
    adapter.nextConnect = async () => ({ address: TEST_ADDRESS, chainId: 31337 })
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('connected'))
    expect(adapter.connectCalls).toHaveLength(2)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('shows the core error text verbatim on failure', async () => {
    const { client, modal, adapter } = await renderFoyer()
    adapter.nextConnect = () => Promise.reject(new Error('wallet exploded'))
    act(() => client.open({ view: 'ConnectingExternal', data: { connectorId: 'org.test.wallet' } }))
    const alert = await modal().findByRole('alert')
    expect(alert.textContent).toBe(ErrorText.CONNECT_FAILED)
    expect(modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('says a request is already open in the wallet (EIP-1193 -32002) under the spec text, until the next try', async () => {
    const { client, modal, adapter } = await renderFoyer()
    adapter.nextConnect = () =>
      Promise.reject(
        Object.assign(new Error("Request of type 'wallet_requestPermissions' already pending"), { code: -32002 }),
      )
    act(() => client.open({ view: 'ConnectingExternal', data: { connectorId: 'org.test.wallet' } }))
    expect((await modal().findByRole('alert')).textContent).toBe(ErrorText.CONNECT_FAILED)
    const hint =
      'Test Wallet already has a request from this app open. Finish or close it in the wallet, then try again.'
    expect(modal().getByText(hint)).toBeTruthy()
    const answer = deferred<{ address: string; chainId: number }>()
    adapter.nextConnect = () => answer.promise
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(await modal().findByRole('heading', { name: 'Continue in Test Wallet' })).toBeTruthy()
    expect(modal().queryByText(hint)).toBeNull()
    await act(async () => answer.resolve({ address: TEST_ADDRESS, chainId: 31337 }))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
  })
})
