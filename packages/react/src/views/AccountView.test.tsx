// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorText } from '@foyer/core'
import { connectDirectly, renderFoyer, renderMultiChain } from '../test/renderFoyer.js'
import { TEST_ADDRESS, TEST_SOLANA_ADDRESS } from '../test/testChainAdapter.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function openAccount(prepare?: (r: Awaited<ReturnType<typeof renderFoyer>>) => void) {
  const rendered = await renderFoyer()
  prepare?.(rendered)
  await connectDirectly(rendered.client)
  act(() => rendered.client.open())
  await rendered.modal().findByRole('button', { name: 'Disconnect' })
  return rendered
}

describe('Account view', () => {
  it('shows the identicon, the shortened address and the native balance with its symbol', async () => {
    const { modal, client, shadowRoot } = await openAccount()
    expect(client.stores.router.getState().view).toBe('Account')
    expect(modal().getByTitle(TEST_ADDRESS).textContent).toBe('0x1111…0000')
    await waitFor(() => expect(modal().getByRole('group', { name: 'Balance' }).textContent).toBe('10,000 ETH'))
    expect(shadowRoot().querySelector('.foyer-identicon')).not.toBeNull()
    expect(modal().getByRole('button', { name: /Foyer Devnet/ })).toBeTruthy()
  })

  it('shows a skeleton while the balance loads and the spec text when it fails', async () => {
    let fail!: (e: unknown) => void
    const { modal } = await openAccount(({ adapter }) => {
      adapter.nextBalance = () => new Promise((_, reject) => (fail = reject))
    })
    const balance = modal().getByRole('group', { name: 'Balance' })
    expect(balance.querySelector('.foyer-skeleton')).not.toBeNull()
    await act(async () => fail(new Error('rpc down')))
    await waitFor(() => expect(balance.textContent).toBe(ErrorText.TOKEN_BALANCE_UNAVAILABLE))
  })

  it('copies the address and says so', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { modal } = await openAccount()
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(modal().getByText('Copied')).toBeTruthy())
    expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS)
  })

  it('disconnects, and shows "Failed to disconnect" when that fails', async () => {
    const { modal, client, adapter } = await openAccount()
    adapter.nextDisconnect = () => Promise.reject(new Error('wallet refused'))
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }))
    expect((await modal().findByRole('alert')).textContent).toBe(ErrorText.DISCONNECT_FAILED)
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
    adapter.nextDisconnect = async () => {}
    fireEvent.click(modal().getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.stores.accounts.getState().eip155?.status).toBe('disconnected'))
    expect(client.stores.modal.getState().open).toBe(false)
  })
})

describe('Account view with EVM and Solana connected', () => {
  it('switches the account shown with EVM | Solana (aria-pressed), making that namespace active, with SOL balance', async () => {
    const { client, modal, solana } = await renderMultiChain()
    await connectDirectly(client, 'org.test.wallet', ['eip155', 'solana'])
    act(() => client.open())
    const group = await modal().findByRole('group', { name: 'Account shown' })
    const evmButton = within(group).getByRole('button', { name: 'EVM' })
    const solButton = within(group).getByRole('button', { name: 'Solana' })
    // The last namespace connected is the active one.
    expect(solButton.getAttribute('aria-pressed')).toBe('true')
    expect(evmButton.getAttribute('aria-pressed')).toBe('false')
    expect(modal().getByTitle(TEST_SOLANA_ADDRESS)).toBeTruthy()
    await waitFor(() => expect(modal().getByRole('group', { name: 'Balance' }).textContent).toBe('2.5 SOL'))
    expect(modal().getByRole('button', { name: /Solana Devnet/ })).toBeTruthy()

    fireEvent.click(evmButton)
    await waitFor(() => expect(client.stores.chains.getState().activeNamespace).toBe('eip155'))
    expect(client.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31337')
    expect(evmButton.getAttribute('aria-pressed')).toBe('true')
    expect(modal().getByTitle(TEST_ADDRESS)).toBeTruthy()
    await waitFor(() => expect(modal().getByRole('group', { name: 'Balance' }).textContent).toBe('10,000 ETH'))

    fireEvent.click(solButton)
    await waitFor(() => expect(client.stores.chains.getState().activeNamespace).toBe('solana'))
    expect(solana.switched.map((n) => n.name)).toEqual(['Solana Devnet'])
  })

  it('offers Send when the active adapter can send and the send feature is on', async () => {
    const { client, modal, evm } = await renderMultiChain()
    delete (evm as { sendToken?: unknown }).sendToken
    await connectDirectly(client, 'org.test.wallet', ['eip155', 'solana'])
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Send' }))
    expect(client.stores.router.getState().view).toBe('WalletSend')
    act(() => client.router.goBack())
    fireEvent.click(await modal().findByRole('button', { name: 'EVM' }))
    await waitFor(() => expect(client.stores.chains.getState().activeNamespace).toBe('eip155'))
    expect(modal().queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it('has no Send when features.send is off, and no switcher with a single namespace', async () => {
    const { client, modal } = await renderMultiChain({ features: { send: false } })
    await connectDirectly(client, 'org.test.wallet', ['solana'])
    act(() => client.open())
    await modal().findByRole('button', { name: 'Disconnect' })
    expect(modal().queryByRole('button', { name: 'Send' })).toBeNull()
    expect(modal().queryByRole('group', { name: 'Account shown' })).toBeNull()
  })
})

describe('Account view on a namespace not connected', () => {
  it('offers the connected one back and a way to connect this one', async () => {
    const { client, modal } = await renderMultiChain()
    await connectDirectly(client, 'org.test.wallet', ['eip155'])
    await act(async () => client.switchNetwork('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'))
    act(() => client.open())
    expect(await modal().findByText('No wallet is connected.')).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Connect Wallet' }))
    expect(client.stores.router.getState().view).toBe('Connect')
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'EVM' }))
    await waitFor(() => expect(client.stores.chains.getState().activeNamespace).toBe('eip155'))
    expect(await modal().findByTitle(TEST_ADDRESS)).toBeTruthy()
  })
})
