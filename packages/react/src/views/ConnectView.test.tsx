// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS, createMemoryStorage, type FoyerEvent } from '@foyer/core'
import { renderFoyer } from '../test/renderFoyer.js'
import { createTestChainAdapter, testWallet } from '../test/testChainAdapter.js'

afterEach(cleanup)

function sectionsSetup() {
  const storage = createMemoryStorage()
  storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify([{ id: 'org.beta', name: 'Beta' }]))
  const adapter = createTestChainAdapter([
    testWallet('org.alpha', 'Alpha'),
    testWallet('org.beta', 'Beta'),
    testWallet('org.featured', 'Featured Wallet', { installed: false }),
    testWallet('org.external', 'Ext Wallet', { type: 'EXTERNAL', installed: false, rdns: undefined }),
  ])
  return renderFoyer({
    adapter,
    storage,
    featuredWalletIds: ['org.featured'],
    customWallets: [{ id: 'custom.one', name: 'Custom One' }],
  })
}

describe('Connect view', () => {
  it('shows the wallet sections in the spec order: recent, injected, featured, custom, external', async () => {
    const { client, modal } = await sectionsSetup()
    act(() => client.open())
    await modal().findByRole('button', { name: 'Alpha' })
    const groups = modal().getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('data-section'))).toEqual([
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
    ])
    const wallets = groups.flatMap((g) =>
      Array.from(g.querySelectorAll('button')).map((b) => b.getAttribute('aria-label')),
    )
    expect(wallets).toEqual(['Beta', 'Alpha', 'Featured Wallet', 'Custom One', 'Ext Wallet'])
    // The order matches core's own answer.
    expect(groups.map((g) => g.getAttribute('data-section'))).toEqual(client.getWalletSections().map((s) => s.name))
  })

  it('names each wallet button by the wallet, with the badge as its description', async () => {
    const { client, modal, shadowRoot } = await sectionsSetup()
    act(() => client.open())
    const beta = await modal().findByRole('button', { name: 'Beta' })
    expect(shadowRoot().getElementById(beta.getAttribute('aria-describedby')!)?.textContent).toBe('Recent')
    const alpha = modal().getByRole('button', { name: 'Alpha' })
    expect(shadowRoot().getElementById(alpha.getAttribute('aria-describedby')!)?.textContent).toBe('Installed')
    expect(modal().getByRole('button', { name: 'Custom One' }).hasAttribute('aria-describedby')).toBe(false)
    // No fake email or social buttons.
    expect(modal().queryByRole('textbox')).toBeNull()
    expect(modal().queryByRole('button', { name: /google|email/i })).toBeNull()
  })

  it('offers All Wallets only when the feature is on', async () => {
    const on = await renderFoyer()
    act(() => on.client.open())
    expect(await on.modal().findByRole('button', { name: 'All Wallets' })).toBeTruthy()
    cleanup()
    const off = await renderFoyer({ features: { allWallets: false } })
    act(() => off.client.open())
    await off.modal().findByRole('button', { name: 'Test Wallet' })
    expect(off.modal().queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })

  it('connects the chosen wallet: SELECT_WALLET, ConnectingExternal, connect, and core closes the modal', async () => {
    const { client, modal, adapter } = await renderFoyer()
    const events: FoyerEvent[] = []
    client.subscribeEvents((e) => events.push(e))
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Test Wallet' }))
    expect(events.find((e) => e.event === 'SELECT_WALLET')?.properties).toMatchObject({ name: 'Test Wallet' })
    await waitFor(() => expect(adapter.connectCalls).toEqual(['org.test.wallet']))
    await waitFor(() => expect(client.stores.modal.getState().open).toBe(false))
    expect(client.stores.accounts.getState().eip155?.status).toBe('connected')
  })
})

describe('Connect view with many wallets', () => {
  it('lists installed wallets and a few more, leaving the rest to All Wallets', async () => {
    const customWallets = Array.from({ length: 300 }, (_, i) => ({ id: `custom.${i}`, name: `Custom ${i}` }))
    const { client, modal, shadowRoot } = await renderFoyer({ customWallets })
    act(() => client.open())
    await modal().findByRole('button', { name: 'Test Wallet' })
    const names = Array.from(shadowRoot().querySelectorAll('[data-wallet-id]')).map((b) => b.getAttribute('aria-label'))
    expect(names).toEqual([
      'Test Wallet',
      'Custom 0',
      'Custom 1',
      'Custom 2',
      'Custom 3',
      'Custom 4',
      'Custom 5',
      'Custom 6',
    ])
    fireEvent.click(modal().getByRole('button', { name: 'All Wallets' }))
    const search = await modal().findByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(search, { target: { value: 'custom 299' } })
    expect(modal().getByRole('button', { name: 'Custom 299' })).toBeTruthy()
  })
})

describe('Connect view: wallet readiness', () => {
  // Core lists a not-installed wallet only as EXTERNAL (an announced one that is not installed is left out).
  it('shows a wallet that reports its readiness as Unsupported, Not detected or Loadable, as it says', async () => {
    const adapter = createTestChainAdapter([
      testWallet('sol.unsupported', 'No Signing Wallet', {
        type: 'EXTERNAL',
        rdns: undefined,
        installed: false,
        readyState: 'Unsupported',
      }),
      testWallet('sol.missing', 'Missing Wallet', {
        type: 'EXTERNAL',
        rdns: undefined,
        installed: false,
        readyState: 'NotDetected',
      }),
      testWallet('sol.loadable', 'Loadable Wallet', {
        type: 'EXTERNAL',
        rdns: undefined,
        installed: false,
        readyState: 'Loadable',
      }),
      testWallet('sol.ready', 'Ready Wallet', { rdns: undefined, installed: true, readyState: 'Installed' }),
    ])
    const { client, modal } = await renderFoyer({ adapter })
    act(() => client.open())
    const description = async (name: string) => {
      const button = await modal().findByRole('button', { name })
      return modal()
        .getByRole('dialog')
        .querySelector(`[id="${button.getAttribute('aria-describedby')}"]`)?.textContent
    }
    expect(await description('No Signing Wallet')).toBe('Unsupported')
    expect(await description('Missing Wallet')).toBe('Not detected')
    expect(await description('Loadable Wallet')).toBe('Loadable')
    expect(await description('Ready Wallet')).toBe('Installed')
  })
})
