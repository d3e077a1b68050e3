// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, createFoyerClient, createMemoryStorage } from '@foyer/core'
import { foyerDevnet, foyerDevnet2 } from '@foyer/devnet/chains'
import { FoyerProvider } from '../FoyerProvider.js'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'
import { TEST_ADDRESS, createTestChainAdapter } from '../test/testChainAdapter.js'
import { ConnectButton } from './ConnectButton.js'
import { NetworkButton } from './NetworkButton.js'

afterEach(cleanup)

describe('ConnectButton', () => {
  it('says "Connect Wallet" (or the given label) and opens the modal on Connect', async () => {
    const { client } = await renderFoyer({ children: <ConnectButton label="Sign in with a wallet" /> })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a wallet' }))
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('shows a spinner and "Connecting…" while connecting, then the account button', async () => {
    const { client, adapter } = await renderFoyer()
    let answer!: (r: { address: string; chainId: number }) => void
    adapter.nextConnect = () => new Promise((resolve) => (answer = resolve))
    let pending!: Promise<void>
    act(() => {
      pending = client.connect('org.test.wallet')
    })
    const busy = screen.getByRole('button', { name: 'Connecting…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy.querySelector('.foyer-spinner')).not.toBeNull()
    await act(async () => {
      answer({ address: TEST_ADDRESS, chainId: 31337 })
      await pending
    })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Open account, 10,000 ETH 0x1111…0000' })).toBeTruthy(),
    )
    const account = screen.getByRole('button', { name: /^Open account/ })
    fireEvent.click(account)
    expect(client.stores.router.getState().view).toBe('Account')
  })

  it('never shows "Connect Wallet" while a stored connection is being restored', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.connection,
      JSON.stringify([{ namespace: 'eip155', connectorId: 'org.test.wallet', walletId: 'org.test.wallet' }]),
    )
    const adapter = createTestChainAdapter()
    let restore!: (r: { address: string; chainId: number }) => void
    adapter.nextReconnect = () => new Promise((resolve) => (restore = resolve))
    const client = createFoyerClient({
      networks: [foyerDevnet, foyerDevnet2],
      adapters: [adapter],
      storage,
      logLevel: 'silent',
    })
    const texts: string[] = []
    const observer = new MutationObserver(() => texts.push(document.body.textContent ?? ''))
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    act(() => {
      render(
        <FoyerProvider client={client}>
          <ConnectButton />
          <NetworkButton />
        </FoyerProvider>,
      )
    })
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(screen.getAllByRole('status', { name: 'Loading…' })).toHaveLength(2)
    await act(async () => {
      await vi.waitFor(() => expect(restore).toBeTypeOf('function'))
      restore({ address: TEST_ADDRESS, chainId: 31337 })
      await client.start()
    })
    expect(screen.getByRole('button', { name: /^Open account, .*0x1111…0000$/ })).toBeTruthy()
    observer.disconnect()
    expect(texts.some((t) => t.includes('Connect Wallet'))).toBe(false)
  })
})

describe('NetworkButton', () => {
  it('shows the network and opens Networks; says "Wrong network" on an unlisted chain', async () => {
    const { client, adapter } = await renderFoyer({ children: <NetworkButton /> })
    const button = screen.getByRole('button', { name: 'Change network, current: Foyer Devnet' })
    expect(button.textContent).toContain('Foyer Devnet')
    fireEvent.click(button)
    expect(client.stores.router.getState().view).toBe('Networks')
    act(() => client.close())
    await connectDirectly(client)
    act(() => adapter.context!.onChainChanged(999))
    expect(screen.getByRole('button', { name: 'Wrong network' })).toBeTruthy()
  })
})
