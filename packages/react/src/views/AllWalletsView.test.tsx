// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react'
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
    expect(walletButtons(shadowRoot())).toEqual(Array.from({ length: 9 }, (_, i) => `Wallet 000${i + 1}`))
    expect(modal().getByRole('status').textContent).toBe('9 wallets')
    fireEvent.change(search, { target: { value: 'rainbowfish' } })
    expect(walletButtons(shadowRoot())).toEqual(['Rainbowfish Custom'])
  })

  it('says "No wallet found" when nothing matches', async () => {
    const { search, shadowRoot, modal } = await openAllWallets()
    fireEvent.change(search, { target: { value: 'nothing like this' } })
    expect(modal().queryAllByRole('button', { name: /^Wallet/ })).toEqual([])
    expect(modal().getByRole('heading', { name: 'No wallet found' })).toBeTruthy()
    expect(modal().getByRole('status').textContent).toBe('No wallet found')
    expect(shadowRoot().querySelector('.foyer-virtual')!.hasAttribute('hidden')).toBe(true)
    // Erasing brings the list back, and the message goes.
    fireEvent.change(search, { target: { value: 'wallet 000' } })
    expect(shadowRoot().querySelector('.foyer-virtual')!.hasAttribute('hidden')).toBe(false)
    expect(walletButtons(shadowRoot())).toEqual(Array.from({ length: 9 }, (_, i) => `Wallet 000${i + 1}`))
    expect(modal().queryByRole('heading', { name: 'No wallet found' })).toBeNull()
  })
})
