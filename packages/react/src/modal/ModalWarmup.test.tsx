// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'
import { loadView } from './views.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** jsdom has no requestIdleCallback: the test decides when the page is idle. */
function controlIdle(): Array<() => void> {
  const pending: Array<() => void> = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => pending.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  return pending
}

/** The idle requests once Connect's code is in: the provider's (view preloading) and the warm-up's. */
async function idleRequests(idle: Array<() => void>): Promise<Array<() => void>> {
  await act(async () => {
    await loadView('Connect')
  })
  await waitFor(() => expect(idle).toHaveLength(2))
  return idle.splice(0)
}

/**
 * Watches the page and the modal's shadow root. The warm-up may put its dialog into the shadow root only to have it
 * styled and laid out, and must take it out again before anything else runs: when the observer's callback runs, every
 * node added there is already gone. Nothing may reach the page itself.
 */
function watchMutations(shadowRoot: ShadowRoot) {
  const page: Node[] = []
  const inShadow: Node[] = []
  const survived: Node[] = []
  const pageObserver = new MutationObserver((records) => records.forEach((r) => page.push(...r.addedNodes)))
  const shadowObserver = new MutationObserver((records) =>
    records.forEach((r) =>
      r.addedNodes.forEach((node) => {
        inShadow.push(node)
        if (node.isConnected) survived.push(node)
      }),
    ),
  )
  pageObserver.observe(document, { childList: true, subtree: true })
  shadowObserver.observe(shadowRoot, { childList: true, subtree: true })
  return {
    stop() {
      pageObserver.disconnect()
      shadowObserver.disconnect()
      return { page, inShadow, survived }
    },
  }
}

describe('modal warm-up', () => {
  it('renders and lays out the Connect dialog once while the page is idle, leaving nothing in the page', async () => {
    const idle = controlIdle()
    const { shadowRoot, modal } = await renderFoyer()
    const pending = await idleRequests(idle)
    const watch = watchMutations(shadowRoot())
    await act(async () => {
      for (const callback of pending) callback()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    const { page, inShadow, survived } = watch.stop()
    expect(page).toEqual([])
    expect(inShadow).toHaveLength(1)
    expect(survived).toEqual([])
    expect(shadowRoot().querySelector('[role="dialog"]')).toBeNull()
    expect(screen.getAllByText('Connect Wallet')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(modal().getByRole('dialog', { name: 'Connect Wallet' })).toBeTruthy()
    expect(modal().getByRole('button', { name: 'Test Wallet' })).toBeTruthy()
  })

  it('is skipped when the modal opened first', async () => {
    const idle = controlIdle()
    const { client, modal } = await renderFoyer()
    act(() => client.open())
    await act(async () => {
      await loadView('Connect')
    })
    await act(async () => {
      for (const callback of idle.splice(0)) callback()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(modal().getAllByRole('dialog')).toHaveLength(1)
    expect(modal().getByRole('button', { name: 'Test Wallet' })).toBeTruthy()
  })

  it('once an account is connected, renders the Account view the same way, once', async () => {
    const idle = controlIdle()
    const { client, shadowRoot, modal } = await renderFoyer()
    for (const callback of await idleRequests(idle)) act(() => callback())
    await connectDirectly(client)
    await act(async () => {
      await loadView('Account')
    })
    // The Account view's warm-up and the account button's token-list one.
    await waitFor(() => expect(idle).toHaveLength(2))
    const watch = watchMutations(shadowRoot())
    await act(async () => {
      for (const callback of idle.splice(0)) callback()
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    const { page, inShadow, survived } = watch.stop()
    expect(page).toEqual([])
    expect(inShadow).toHaveLength(1)
    expect(survived).toEqual([])
    expect(shadowRoot().querySelector('[role="dialog"]')).toBeNull()
    // Warmed once: after an open and a close nothing more is asked.
    act(() => client.open({ view: 'Account' }))
    expect(modal().getByRole('dialog', { name: 'Account' })).toBeTruthy()
    act(() => client.close())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(idle).toHaveLength(0)
  })
})
