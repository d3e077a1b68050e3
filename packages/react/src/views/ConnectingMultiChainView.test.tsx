// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderMultiChain } from '../test/renderFoyer.js'
import { TEST_ADDRESS, TEST_SOLANA_ADDRESS } from '../test/testChainAdapter.js'

afterEach(cleanup)

async function openPicker() {
  const rendered = await renderMultiChain()
  act(() => rendered.client.open())
  fireEvent.click(await rendered.modal().findByRole('button', { name: 'Test Wallet' }))
  await rendered.modal().findByRole('button', { name: 'Solana' })
  return rendered
}

describe('ConnectingMultiChain view (chain picker)', () => {
  it('opens for a wallet found on EVM and Solana, with its name and one button per chain plus Both', async () => {
    const { client, modal } = await openPicker()
    expect(client.stores.connectors.getState().connectors.map((c) => c.type)).toEqual(['MULTI_CHAIN'])
    expect(client.stores.router.getState()).toMatchObject({
      view: 'ConnectingMultiChain',
      data: { connectorId: 'org.test.wallet' },
    })
    expect(modal().getByRole('heading', { name: 'Select chain' })).toBeTruthy()
    expect(modal().getByRole('heading', { name: 'Test Wallet' })).toBeTruthy()
    const names = modal()
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent)
    expect(names).toEqual(['Back', 'Close', 'Ethereum (EVM)', 'Solana', 'Both'])
  })

  it('connects only the chosen chain', async () => {
    const { client, modal, evm, solana } = await openPicker()
    fireEvent.click(modal().getByRole('button', { name: 'Solana' }))
    await waitFor(() => expect(client.stores.accounts.getState().solana?.status).toBe('connected'))
    expect(client.stores.accounts.getState().solana?.address).toBe(TEST_SOLANA_ADDRESS)
    expect(solana.connectCalls).toEqual(['solana:Test Wallet'])
    expect(evm.connectCalls).toEqual([])
    expect(client.stores.chains.getState().activeNamespace).toBe('solana')
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
  })

  it('connects both chains with Both', async () => {
    const { client, modal, evm, solana } = await openPicker()
    fireEvent.click(modal().getByRole('button', { name: 'Both' }))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    const accounts = client.stores.accounts.getState()
    expect(accounts.eip155?.address).toBe(TEST_ADDRESS)
    expect(accounts.solana?.address).toBe(TEST_SOLANA_ADDRESS)
    expect(evm.connectCalls).toEqual(['org.test.wallet'])
    expect(solana.connectCalls).toEqual(['solana:Test Wallet'])
  })

  it('keeps ConnectingExternal retry: a declined Solana half is asked again alone', async () => {
    const { client, modal, evm, solana } = await openPicker()
    solana.nextConnect = () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    fireEvent.click(modal().getByRole('button', { name: 'Both' }))
    expect((await modal().findByRole('alert')).textContent).toBe('Connection declined')
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    solana.nextConnect = async () => ({ address: TEST_SOLANA_ADDRESS, chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(client.stores.accounts.getState().solana?.status).toBe('connected'))
    expect(evm.connectCalls).toHaveLength(1)
    expect(solana.connectCalls).toHaveLength(2)
  })
})

describe('Connect view: a MULTI_CHAIN wallet', () => {
  it('keeps its name as the button name and describes its chains', async () => {
    const { client, modal } = await renderMultiChain()
    act(() => client.open())
    const button = await modal().findByRole('button', { name: 'Test Wallet' })
    expect(button.querySelectorAll('.foyer-chain-marks .foyer-icon')).toHaveLength(2)
    const ids = button.getAttribute('aria-describedby')!.split(' ')
    const texts = ids.map((id) => modal().getByRole('dialog').querySelector(`[id="${id}"]`)?.textContent)
    expect(texts).toEqual(['Installed', 'EVM, Solana'])
  })
})
