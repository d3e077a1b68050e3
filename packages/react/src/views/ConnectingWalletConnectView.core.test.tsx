// @vitest-environment jsdom
// The WalletConnect views against core's real WalletConnect controller (no fake connectWalletConnect): the entry core
// adds, a relay that cannot be reached, and WalletConnect not configured. The paired path (relay + WalletKit wallet)
// is covered by the integration and e2e suites.
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorText } from '@foyer/core'
import { withTestSwitches } from '@foyer/core/testing'
import { renderFoyer } from '../test/renderFoyer.js'

afterEach(cleanup)

describe('WalletConnect views with the real core', () => {
  it('lists the WalletConnect entry core adds (no "Installed" badge) and opens ConnectingWalletConnect', async () => {
    const { client, modal } = await renderFoyer(
      withTestSwitches(
        { walletConnect: { relayUrl: 'ws://127.0.0.1:9', relayTimeoutMs: 1500 } },
        { walletConnectTestMode: true },
      ),
    )
    act(() => client.open())
    const entry = await modal().findByRole('button', { name: 'WalletConnect' })
    expect(entry.closest('[role="group"]')?.getAttribute('aria-label')).toBe('Mobile wallets')
    expect(entry.closest('.foyer-row')?.querySelector('.foyer-badge')).toBeNull()
    fireEvent.click(entry)
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnect')
    // Nothing listens on the relay port: core gives up within relayTimeoutMs (wcError, "could not be reached"). Under
    // jsdom the SDK may already fail to start (a plain CONNECT_FAILED); the view shows the spec text either way.
    const alert = await modal().findByRole('alert', {}, { timeout: 8000 })
    expect(alert.textContent).toBe(ErrorText.CONNECT_FAILED)
    const hint = client.stores.connection.getState().wcError
      ? 'The connection service could not be reached.'
      : 'Check your wallet and try again.'
    expect(modal().getByText(hint)).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    expect(client.stores.connection.getState()).toMatchObject({
      wcError: false,
      error: undefined,
      status: 'connecting',
    })
    expect(modal().queryByRole('alert')).toBeNull()
    // Leaving resets: no URI, no error, disconnected.
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    await waitFor(() =>
      expect(client.stores.connection.getState()).toMatchObject({
        wcUri: undefined,
        wcError: false,
        status: 'disconnected',
      }),
    )
  }, 20_000)

  it('a custom wallet without WalletConnect configured shows the spec text', async () => {
    const { client, modal } = await renderFoyer({
      customWallets: [{ id: 'custom.one', name: 'Custom One', mobileLink: 'customone://' }],
    })
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'Custom One' }))
    expect((await modal().findByRole('alert')).textContent).toBe(ErrorText.CONNECT_FAILED)
    expect(modal().getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
