// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderFoyer } from '../test/renderFoyer.js'

afterEach(cleanup)

describe('the modal dialog', () => {
  it('is a modal dialog labelled by its title, in an open shadow root with its own stylesheet', async () => {
    const { modal, shadowRoot } = await renderFoyer()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const dialog = modal().getByRole('dialog')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = shadowRoot().getElementById(dialog.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Connect Wallet')
    expect(shadowRoot().querySelector('style')?.textContent).toContain(':host')
    expect(shadowRoot().host.parentElement).toBe(document.body)
    // Nothing of the modal is in the light DOM.
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { modal, client, shadowRoot } = await renderFoyer()
    const trigger = screen.getByRole('button', { name: 'Connect Wallet' })
    trigger.focus()
    fireEvent.click(trigger)
    const dialog = modal().getByRole('dialog')
    // Focus moves in, and the page behind stops scrolling, once the dialog's first frame is painted.
    await waitFor(() => expect(shadowRoot().activeElement).toBe(dialog))
    expect(document.documentElement.style.overflow).toBe('hidden')
    // jsdom lays nothing out: the page counts as showing a scrollbar, whose space is kept.
    expect(document.documentElement.style.scrollbarGutter).toBe('stable')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.documentElement.style.scrollbarGutter).toBe('')
    expect(client.stores.modal.getState().open).toBe(false)
    expect(document.activeElement).toBe(trigger)
    // Still animating out, but no longer a dialog to anyone; then removed.
    expect(modal().queryByRole('dialog')).toBeNull()
    expect(shadowRoot().querySelector('[aria-modal="true"]')).toBeNull()
    await waitFor(() => expect(shadowRoot().querySelector('.foyer-overlay')).toBeNull())
  })

  it('closes on Escape even when a host script moved focus out of the dialog', async () => {
    const { client } = await renderFoyer()
    act(() => client.open())
    ;(document.activeElement as HTMLElement | null)?.blur()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    const { modal, shadowRoot } = await renderFoyer()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    await modal().findByRole('button', { name: 'Test Wallet' })
    const dialog = modal().getByRole('dialog')
    const order = ['Close', 'Test Wallet', 'All Wallets']
    const seen: string[] = []
    for (let i = 0; i < order.length + 1; i++) {
      fireEvent.keyDown(shadowRoot().activeElement ?? dialog, { key: 'Tab' })
      const active = shadowRoot().activeElement
      seen.push(active?.getAttribute('aria-label') ?? active?.textContent ?? '')
    }
    expect(seen).toEqual([...order, 'Close'])
    fireEvent.keyDown(shadowRoot().activeElement!, { key: 'Tab', shiftKey: true })
    expect(shadowRoot().activeElement?.textContent).toBe('All Wallets')
    expect(dialog.contains(shadowRoot().activeElement)).toBe(true)
  })

  it('lets a close guard forbid closing on a view (no Close button, Esc ignored)', async () => {
    const { modal, client } = await renderFoyer({ closeGuard: ({ view }) => view !== 'SIWXSignMessage' })
    act(() => client.open({ view: 'SIWXSignMessage' }))
    const dialog = modal().getByRole('dialog')
    expect(modal().queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(true)
    act(() => client.router.replace('Connect'))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('closes on a click on the overlay, not on the dialog', async () => {
    const { modal, client } = await renderFoyer()
    act(() => client.open())
    const dialog = modal().getByRole('dialog')
    fireEvent.mouseDown(dialog)
    expect(client.stores.modal.getState().open).toBe(true)
    // The second press of a double-click that began inside (the view shrank under it) does not close it.
    fireEvent.mouseDown(dialog.parentElement!, { detail: 2 })
    expect(client.stores.modal.getState().open).toBe(true)
    fireEvent.mouseDown(dialog.parentElement!)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('has a Back button once there is history', async () => {
    const { modal, client } = await renderFoyer()
    act(() => client.open())
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(await modal().findByRole('button', { name: 'All Wallets' }))
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('does not let the second click of a double-click press a control of the view the first click opened', async () => {
    const { modal, client } = await renderFoyer()
    act(() => client.open())
    fireEvent.click(await modal().findByRole('button', { name: 'All Wallets' }), { detail: 1 })
    // The second click of that double-click, on what the new view has under the pointer (here its Back button).
    fireEvent.click(modal().getByRole('button', { name: 'Back' }), { detail: 2 })
    expect(client.stores.router.getState().view).toBe('AllWallets')
    fireEvent.click(modal().getByRole('button', { name: 'Back' }), { detail: 1 })
    expect(client.stores.router.getState().view).toBe('Connect')
    // Within one view, a double-click's second click counts: it is pressed where the first one was made.
    fireEvent.click(modal().getByRole('dialog'), { detail: 1 })
    fireEvent.click(await modal().findByRole('button', { name: 'All Wallets' }), { detail: 2 })
    expect(client.stores.router.getState().view).toBe('AllWallets')
  })

  it('does not let Enter held down press buttons again on its repeats; a single press and typing are untouched', async () => {
    const { modal, client } = await renderFoyer()
    act(() => client.open())
    const allWallets = await modal().findByRole('button', { name: 'All Wallets' })
    // fireEvent answers false when a handler prevented the key's default action (the button's press).
    expect(fireEvent.keyDown(allWallets, { key: 'Enter', repeat: true })).toBe(false)
    expect(fireEvent.keyDown(allWallets, { key: 'Enter' })).toBe(true)
    fireEvent.click(allWallets)
    const search = await modal().findByLabelText('Search wallets')
    expect(fireEvent.keyDown(search, { key: 'Enter', repeat: true })).toBe(true)
  })

  it('moves focus from a control of the old view to the dialog before the new view renders, and keeps it inside', async () => {
    const { modal, client, shadowRoot } = await renderFoyer()
    act(() => client.open())
    const dialog = modal().getByRole('dialog')
    const allWallets = await modal().findByRole('button', { name: 'All Wallets' })
    allWallets.focus()
    // The router changes; React has not rendered the new view yet, and focus is already on the dialog.
    client.router.push('AllWallets')
    expect(shadowRoot().activeElement).toBe(dialog)
    expect(allWallets.isConnected).toBe(true)
    await act(async () => {})
    expect(allWallets.isConnected).toBe(false)
    expect(dialog.contains(shadowRoot().activeElement)).toBe(true)
  })
})
