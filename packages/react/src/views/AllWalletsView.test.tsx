// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderFoyer } from '../test/renderFoyer.js'
import { createTestChainAdapter, testWallet } from '../test/testChainAdapter.js'

afterEach(cleanup)

async function openAllWallets() {
  const wallets = Array.from({ length: 1200 }, (_, i) =>
    testWallet(`org.w${i + 1}`, `Wallet ${String(i + 1).padStart(4, '0')}`),
  )
  wallets.push(testWallet('org.zeta', 'Zeta Special'))
  const rendered = await renderFoyer({
    adapter: createTestChainAdapter(wallets),
    customWallets: [{ id: 'custom.rainbowfish', name: 'Rainbowfish Custom' }],
  })
  act(() => rendered.client.open({ view: 'AllWallets' }))
  const search = await rendered.modal().findByRole('searchbox', { name: 'Search wallets' })
  return { ...rendered, search }
}

const walletButtons = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('[data-wallet-id]')).map((b) => b.getAttribute('aria-label'))

describe('AllWallets view', () => {
  it('renders only a window of a 1,200-wallet list', async () => {
    const { shadowRoot, modal } = await openAllWallets()
    const rendered = walletButtons(shadowRoot())
    expect(rendered[0]).toBe('Wallet 0001')
    expect(rendered.length).toBeGreaterThan(3)
    expect(rendered.length).toBeLessThan(40)
    expect(modal().getByRole('list').style.height).toBe(`${1202 * 62}px`)
  })

  it('filters by name, case-insensitively, over installed and custom wallets', async () => {
    const { search, shadowRoot, modal } = await openAllWallets()
    fireEvent.change(search, { target: { value: 'SPECIAL' } })
    expect(walletButtons(shadowRoot())).toEqual(['Zeta Special'])
    fireEvent.change(search, { target: { value: 'wallet 000' } })
    const nine = Array.from({ length: 9 }, (_, i) => `Wallet 000${i + 1}`)
    // The rows in view at once, the two below it with the render after the frame.
    expect(walletButtons(shadowRoot())).toEqual(nine.slice(0, 7))
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('9 wallets'))
    expect(walletButtons(shadowRoot())).toEqual(nine)
    fireEvent.change(search, { target: { value: 'rainbowfish' } })
    expect(walletButtons(shadowRoot())).toEqual(['Rainbowfish Custom'])
  })

  it('says "No wallet found" when nothing matches', async () => {
    const { search, shadowRoot, modal } = await openAllWallets()
    fireEvent.change(search, { target: { value: 'nothing like this' } })
    expect(modal().queryAllByRole('button', { name: /^Wallet/ })).toEqual([])
    expect(modal().getByRole('heading', { name: 'No wallet found' })).toBeTruthy()
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('No wallet found'))
    expect(shadowRoot().querySelector('.foyer-virtual')!.hasAttribute('hidden')).toBe(true)
    // Erasing brings the list back, and the message goes.
    fireEvent.change(search, { target: { value: 'wallet 000' } })
    expect(shadowRoot().querySelector('.foyer-virtual')!.hasAttribute('hidden')).toBe(false)
    expect(modal().queryByRole('heading', { name: 'No wallet found' })).toBeNull()
    await waitFor(() =>
      expect(walletButtons(shadowRoot())).toEqual(Array.from({ length: 9 }, (_, i) => `Wallet 000${i + 1}`)),
    )
  })

  it("shows a keystroke's rows within its input event, then brings the rest of the view up to date", async () => {
    const { search, shadowRoot, modal } = await openAllWallets()
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('1202 wallets'))
    fireEvent.change(search, { target: { value: 'wallet 01' } })
    // The rows in view are there before React has rendered: the live status still counts the whole list.
    const shown = walletButtons(shadowRoot())
    expect(shown[0]).toBe('Wallet 0100')
    expect(shown.every((name) => name!.startsWith('Wallet 01'))).toBe(true)
    expect(modal().getByRole('status').textContent).toBe('1202 wallets')
    expect((search as HTMLInputElement).value).toBe('wallet 01')
    // Then the render: the count, and the rows just below the view, in order, each once.
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('100 wallets'))
    const after = walletButtons(shadowRoot())
    expect(after.length).toBeGreaterThan(shown.length)
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => `Wallet 01${String(i).padStart(2, '0')}`))
    expect(modal().getByRole('list').style.height).toBe(`${100 * 62}px`)
  })

  it('keeps up with keystrokes typed faster than frames: the last text wins', async () => {
    const { search, shadowRoot, modal } = await openAllWallets()
    for (const value of ['z', 'ze', 'zet', 'wallet 000', 'wallet 0001']) fireEvent.change(search, { target: { value } })
    expect(walletButtons(shadowRoot())).toEqual(['Wallet 0001'])
    await waitFor(() => expect(modal().getByRole('status').textContent).toBe('1 wallet'))
    expect(walletButtons(shadowRoot())).toEqual(['Wallet 0001'])
  })
})
