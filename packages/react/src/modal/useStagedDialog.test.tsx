// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FoyerClient } from '@foyer/core'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'
import { controlIdle, elementsCreatedBy, idleRequests, runIdle, watchMutations } from '../test/idleAndMutations.js'
import { loadView } from './views.js'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/**
 * Runs the idle work and checks that it left nothing: no node reached the page, and the one copy laid out in the shadow
 * root was gone before any observer ran; no dialog is on the page afterwards.
 */
async function expectBuiltOffPage(shadowRoot: ShadowRoot, callbacks: Array<() => void>): Promise<void> {
  const watch = watchMutations(shadowRoot)
  await runIdle(callbacks)
  const { page, inShadow, survived } = watch.stop()
  expect(page).toEqual([])
  expect(inShadow).toHaveLength(1)
  expect(survived).toEqual([])
  expect(shadowRoot.querySelector('[role="dialog"]')).toBeNull()
}

/**
 * Lets the Connect dialog be built, connects, and runs the idle work that follows: the modal's (the Account dialog
 * rendered ahead) and the account button's (its token list), checked to leave nothing behind.
 */
async function stageAccountDialog(client: FoyerClient, shadowRoot: ShadowRoot, idle: Array<() => void>): Promise<void> {
  await runIdle(await idleRequests(idle))
  await connectDirectly(client)
  await act(async () => {
    await loadView('Account')
  })
  await waitFor(() => expect(idle).toHaveLength(2))
  await expectBuiltOffPage(shadowRoot, idle.splice(0))
}

describe('the dialog rendered ahead of time', () => {
  it('is built while the page is idle, off the page, and opening only puts it on the page', async () => {
    const idle = controlIdle()
    const { shadowRoot, modal } = await renderFoyer()
    await expectBuiltOffPage(shadowRoot(), await idleRequests(idle))
    expect(screen.getAllByText('Connect Wallet')).toHaveLength(1)

    const created = elementsCreatedBy(() => fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' })))
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Test Wallet' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(modal().queryByRole('button', { name: 'Back' })).toBeNull()
    expect(created).toBe(0)
    await waitFor(() => expect(shadowRoot().activeElement).toBe(modal().getByRole('dialog')))
  })

  it('is built anew after each close, so an open never shows what the last one left', async () => {
    const idle = controlIdle()
    const { client, shadowRoot, modal } = await renderFoyer()
    await runIdle(await idleRequests(idle))
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    fireEvent.click(await modal().findByRole('button', { name: 'All Wallets' }))
    await modal().findByRole('searchbox', { name: 'Search wallets' })
    fireEvent.keyDown(modal().getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(shadowRoot().querySelector('.foyer-overlay')).toBeNull())
    expect(client.stores.router.getState().view).toBe('AllWallets')

    // Opened again before the page was idle: built in the click, as without this.
    await waitFor(() => expect(idle.length).toBeGreaterThan(0))
    const unstaged = elementsCreatedBy(() => act(() => client.open()))
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(unstaged).toBeGreaterThan(10)
    act(() => client.close())
    await waitFor(() => expect(shadowRoot().querySelector('.foyer-overlay')).toBeNull())

    await runIdle(idle.splice(0))
    const staged = elementsCreatedBy(() => act(() => client.open()))
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Test Wallet' })).toBeTruthy()
    expect(staged).toBe(0)
  })

  it('once an account is connected, is the Account dialog, built the same way', async () => {
    const idle = controlIdle()
    const { client, shadowRoot, modal } = await renderFoyer()
    await stageAccountDialog(client, shadowRoot(), idle)

    const created = elementsCreatedBy(() => act(() => client.open()))
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Disconnect' })).toBeTruthy()
    expect(created).toBe(0)
  })

  it('lays out again, at the next idle moment, what changed in it while it waited', async () => {
    const idle = controlIdle()
    const { client, adapter, shadowRoot, modal } = await renderFoyer()
    let answer: (balance: Awaited<ReturnType<typeof adapter.nextBalance>>) => void = () => {}
    adapter.nextBalance = () => new Promise((resolve) => (answer = resolve))
    await stageAccountDialog(client, shadowRoot(), idle)
    expect(idle).toHaveLength(0)

    // The balance arrives after the dialog was built: the staged Account view shows it, and asks for one more idle moment.
    await act(async () => answer({ value: '3000000000000000000', decimals: 18, symbol: 'ETH', formatted: '3' }))
    await waitFor(() => expect(idle.length).toBeGreaterThan(0))
    await expectBuiltOffPage(shadowRoot(), idle.splice(0))

    act(() => client.open())
    expect(modal().getByRole('group', { name: 'Balance' }).textContent).toMatch(/^3(\.0+)? ETH$/)
  })

  it('is not what an open on another view shows', async () => {
    const idle = controlIdle()
    const { client, modal } = await renderFoyer()
    await runIdle(await idleRequests(idle))
    await act(async () => {
      await loadView('Networks')
    })
    act(() => client.open({ view: 'Networks' }))
    expect(modal().getByRole('dialog', { name: 'Choose network' })).toBeTruthy()
    expect(modal().queryByRole('button', { name: 'Test Wallet' })).toBeNull()
  })

  it('is not built while the modal is open', async () => {
    const idle = controlIdle()
    const { client, modal } = await renderFoyer()
    act(() => client.open())
    await act(async () => {
      await loadView('Connect')
    })
    await runIdle(idle.splice(0))
    expect(modal().getAllByRole('dialog')).toHaveLength(1)
    expect(modal().getByRole('button', { name: 'Test Wallet' })).toBeTruthy()
  })
})
