// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderFoyer } from '../test/renderFoyer.js'
import { controlIdle, elementsCreatedBy, runIdle, watchMutations } from '../test/idleAndMutations.js'
import { loadView } from './views.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** Opens the modal on Connect and runs the idle work it asks for then: All Wallets rendered ahead, off the page. */
async function openWithAllWalletsStaged() {
  const idle = controlIdle()
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: fine)' }))
  const rendered = await renderFoyer()
  await act(async () => {
    await loadView('Connect')
    await loadView('AllWallets')
  })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  await rendered.modal().findByRole('button', { name: 'All Wallets' })
  await waitFor(() => expect(idle.length).toBeGreaterThan(0))
  const watch = watchMutations(rendered.shadowRoot())
  await runIdle(idle.splice(0))
  const { page, inShadow, survived } = watch.stop()
  return { ...rendered, idle, page, inShadow, survived }
}

describe('the view after Connect rendered ahead of time', () => {
  it('is built off the page, and going to All Wallets only attaches it', async () => {
    const { modal, shadowRoot, page, inShadow, survived } = await openWithAllWalletsStaged()
    // Nothing reached the page while it was built; the one copy laid out in the dialog was gone before any observer ran.
    expect(page).toEqual([])
    expect(inShadow).toHaveLength(1)
    expect(survived).toEqual([])
    expect(modal().queryByRole('searchbox', { name: 'Search wallets' })).toBeNull()
    expect(modal().getByRole('button', { name: 'Test Wallet' })).toBeTruthy()

    const created = elementsCreatedBy(() => fireEvent.click(modal().getByRole('button', { name: 'All Wallets' })))
    const search = modal().getByRole('searchbox', { name: 'Search wallets' })
    expect(modal().getByRole('dialog', { name: 'All Wallets' })).toBeTruthy()
    expect(modal().getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    expect(modal().queryByRole('button', { name: 'All Wallets' })).toBeNull()
    expect(shadowRoot().querySelectorAll('.foyer-view')).toHaveLength(1)
    // Only the header's back button is new (its element and its icon's).
    expect(created).toBeLessThanOrEqual(4)
    // Typing starts there once the view is painted, as on an unstaged open (a mouse, so typing is likely next).
    await waitFor(() => expect(shadowRoot().activeElement).toBe(search))
  })

  it('is built anew for each visit: back on Connect and again to All Wallets shows an empty search', async () => {
    const { modal, idle } = await openWithAllWalletsStaged()
    fireEvent.click(modal().getByRole('button', { name: 'All Wallets' }))
    const search = modal().getByRole('searchbox', { name: 'Search wallets' })
    fireEvent.change(search, { target: { value: 'no such wallet' } })
    await modal().findByRole('heading', { name: 'No wallet found' })

    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    await modal().findByRole('button', { name: 'All Wallets' })
    expect(modal().queryByRole('searchbox')).toBeNull()

    // Before the page is idle again, All Wallets is rendered in the click, as without this; after, staged again.
    fireEvent.click(modal().getByRole('button', { name: 'All Wallets' }))
    expect((modal().getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement).value).toBe('')
    fireEvent.click(modal().getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(idle.length).toBeGreaterThan(0))
    await runIdle(idle.splice(0))
    const created = elementsCreatedBy(() => fireEvent.click(modal().getByRole('button', { name: 'All Wallets' })))
    expect((modal().getByRole('searchbox', { name: 'Search wallets' }) as HTMLInputElement).value).toBe('')
    expect(modal().queryByRole('heading', { name: 'No wallet found' })).toBeNull()
    expect(created).toBeLessThanOrEqual(4)
  })

  it('is not built when the person got there first', async () => {
    const idle = controlIdle()
    const { modal, shadowRoot } = await renderFoyer()
    await act(async () => {
      await loadView('Connect')
      await loadView('AllWallets')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    fireEvent.click(await modal().findByRole('button', { name: 'All Wallets' }))
    await runIdle(idle.splice(0))
    expect(modal().getAllByRole('searchbox', { name: 'Search wallets' })).toHaveLength(1)
    expect(shadowRoot().querySelectorAll('.foyer-view')).toHaveLength(1)
  })
})
