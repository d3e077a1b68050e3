// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ChainDefinition } from '@foyer/core'
import { connectDirectly, renderFoyer, renderMultiChain } from '../test/renderFoyer.js'

afterEach(cleanup)

describe('Networks view', () => {
  it('marks the current network and switches on click, with a spinner meanwhile', async () => {
    const { client, modal, adapter } = await renderFoyer()
    await connectDirectly(client)
    let finish!: () => void
    const switched: ChainDefinition[] = []
    adapter.nextSwitch = (network) => {
      switched.push(network)
      return new Promise((resolve) => (finish = resolve))
    }
    act(() => client.open({ view: 'Networks' }))
    const current = await modal().findByRole('button', { name: 'Foyer Devnet' })
    expect(current.getAttribute('aria-current')).toBe('true')
    const other = modal().getByRole('button', { name: 'Foyer Devnet 2' })
    expect(other.hasAttribute('aria-current')).toBe(false)
    fireEvent.click(other)
    expect(other.getAttribute('aria-busy')).toBe('true')
    expect(other.querySelector('.foyer-spinner')).not.toBeNull()
    await act(async () => finish())
    expect(switched.map((n) => n.caipNetworkId)).toEqual(['eip155:31338'])
    await waitFor(() => expect(client.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31338'))
    // Opened straight on Networks: going back closes.
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('shows the error when switching fails', async () => {
    const { client, modal, adapter } = await renderFoyer()
    await connectDirectly(client)
    adapter.nextSwitch = () => Promise.reject(new Error('Chain switch refused'))
    act(() => client.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Foyer Devnet 2' }))
    expect((await modal().findByRole('alert')).textContent).toBe(
      'Could not switch to Foyer Devnet 2: Chain switch refused',
    )
  })

  it('says the switch was declined when the wallet refuses it (EIP-1193 4001), whatever its words, and stays put', async () => {
    const { client, modal, adapter } = await renderFoyer()
    await connectDirectly(client)
    adapter.nextSwitch = () => Promise.reject(Object.assign(new Error('Nope.'), { code: 4001 }))
    act(() => client.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Foyer Devnet 2' }))
    expect((await modal().findByRole('alert')).textContent).toBe(
      'Switch declined: the network was not changed in the wallet.',
    )
    expect(client.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31337')
    expect(modal().getByRole('button', { name: 'Foyer Devnet' }).getAttribute('aria-current')).toBe('true')
  })

  it('says a request is already open in the wallet when it answers -32002', async () => {
    const { client, modal, adapter } = await renderFoyer()
    await connectDirectly(client)
    adapter.nextSwitch = () =>
      Promise.reject(
        Object.assign(new Error("Request of type 'wallet_switchEthereumChain' already pending"), { code: -32002 }),
      )
    act(() => client.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Foyer Devnet 2' }))
    expect((await modal().findByRole('alert')).textContent).toBe(
      'A request from this app is already open in your wallet. Finish or close it there, then try again.',
    )
  })

  it('asks to switch in the wallet itself when the wallet cannot be asked to (EIP-1193 4200)', async () => {
    const { client, modal, adapter } = await renderFoyer()
    await connectDirectly(client)
    adapter.nextSwitch = () => Promise.reject(Object.assign(new Error('The method is not supported.'), { code: 4200 }))
    act(() => client.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Foyer Devnet 2' }))
    expect((await modal().findByRole('alert')).textContent).toBe(
      'Your wallet cannot be asked to switch networks. Choose Foyer Devnet 2 in the wallet itself.',
    )
    // The person does so in the wallet: the message goes, and the view moves on as after a switch made here.
    act(() => adapter.context!.onChainChanged(31338))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31338')
  })

  it('lists but does not switch when network switching is off', async () => {
    const { client, modal, adapter } = await renderFoyer({ enableNetworkSwitch: false })
    await connectDirectly(client)
    let called = false
    adapter.nextSwitch = async () => {
      called = true
    }
    act(() => client.open({ view: 'Networks' }))
    const other = await modal().findByRole('button', { name: 'Foyer Devnet 2' })
    expect(other.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(other)
    expect(called).toBe(false)
  })
})

describe('UnsupportedChain view', () => {
  it('opens when the wallet moves to an unlisted chain, offers the supported networks and Disconnect', async () => {
    const { client, modal, adapter } = await renderFoyer()
    await connectDirectly(client)
    act(() => adapter.context!.onChainChanged(999))
    expect(client.stores.router.getState().view).toBe('UnsupportedChain')
    expect(modal().getByRole('heading', { name: 'Switch network' })).toBeTruthy()
    expect(await modal().findByText('Wallet network: eip155:999')).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Foyer Devnet 2' })).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Foyer Devnet' }))
    await waitFor(() => expect(client.stores.chains.getState().unsupportedChainId).toBeUndefined())
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
  })
})

describe('Networks view with EVM and Solana networks', () => {
  it('groups the networks under a heading per family and marks the current one', async () => {
    const { client, modal } = await renderMultiChain()
    await connectDirectly(client, 'org.test.wallet', ['eip155'])
    act(() => client.open({ view: 'Networks' }))
    const evmGroup = await modal().findByRole('group', { name: 'EVM networks' })
    const solGroup = modal().getByRole('group', { name: 'Solana networks' })
    expect(
      within(evmGroup)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Foyer Devnet', 'Foyer Devnet 2'])
    expect(
      within(solGroup)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Solana Devnet', 'Solana'])
    expect(modal().getByRole('heading', { name: 'Solana networks' })).toBeTruthy()
    expect(within(evmGroup).getByRole('button', { name: 'Foyer Devnet' }).getAttribute('aria-current')).toBe('true')
    expect(within(solGroup).getByRole('button', { name: 'Solana Devnet' }).hasAttribute('aria-current')).toBe(false)
  })

  it('switches namespace when a network of the other family is chosen', async () => {
    const { client, modal, solana } = await renderMultiChain()
    await connectDirectly(client, 'org.test.wallet', ['eip155', 'solana'])
    act(() => client.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Foyer Devnet 2' }))
    await waitFor(() => expect(client.stores.chains.getState().activeNetwork.caipNetworkId).toBe('eip155:31338'))
    expect(client.stores.chains.getState().activeNamespace).toBe('eip155')
    act(() => client.open({ view: 'Networks' }))
    fireEvent.click(await modal().findByRole('button', { name: 'Solana' }))
    await waitFor(() => expect(client.stores.chains.getState().activeNamespace).toBe('solana'))
    expect(client.stores.chains.getState().activeNetwork.name).toBe('Solana')
    expect(solana.switched.map((n) => n.name)).toEqual(['Solana'])
  })

  it('keeps a single ungrouped list when the app has one family', async () => {
    const { client, modal } = await renderFoyer()
    act(() => client.open({ view: 'Networks' }))
    await modal().findByRole('button', { name: 'Foyer Devnet' })
    expect(modal().queryByRole('group', { name: 'EVM networks' })).toBeNull()
  })
})
