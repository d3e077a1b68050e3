// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'
import { TEST_ADDRESS } from '../test/testChainAdapter.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Receive view', () => {
  it('shows the address as a QR code and as text, the networks it receives on, and copies it', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { client, modal, shadowRoot } = await renderFoyer()
    await connectDirectly(client)
    act(() => client.open({ view: 'WalletReceive' }))
    const qr = await modal().findByRole('img', { name: `QR code of your address ${TEST_ADDRESS}` })
    expect(qr.getAttribute('data-uri')).toBe(TEST_ADDRESS)
    expect(qr.querySelector('svg')).not.toBeNull()
    expect(shadowRoot().querySelector('[data-testid="foyer-receive-address"]')?.textContent).toBe(TEST_ADDRESS)
    const networks = modal().getByRole('region', { name: 'Networks this address receives on' })
    expect(networks.textContent).toContain('Foyer Devnet')
    expect(modal().getByText(/Send only on these networks: .*Foyer Devnet/)).toBeTruthy()
    fireEvent.click(modal().getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(modal().getByText('Copied')).toBeTruthy())
    expect(writeText).toHaveBeenCalledWith(TEST_ADDRESS)
  })

  it('says so when no wallet is connected', async () => {
    const { client, modal } = await renderFoyer()
    act(() => client.open({ view: 'WalletReceive' }))
    expect(await modal().findByText('No wallet is connected.')).toBeTruthy()
  })
})
