import { act, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { loadView } from '../modal/views.js'

/** jsdom has no requestIdleCallback: the test decides when the page is idle. Undo with vi.unstubAllGlobals(). */
export function controlIdle(): Array<() => void> {
  const pending: Array<() => void> = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => pending.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  return pending
}

/**
 * The idle requests of a freshly rendered modal once Connect's code is in: the provider's (view preloading) and the
 * modal's (the Connect dialog rendered ahead), taken out of `idle`.
 */
export async function idleRequests(idle: Array<() => void>): Promise<Array<() => void>> {
  await act(async () => {
    await loadView('Connect')
  })
  await waitFor(() => expect(idle).toHaveLength(2))
  return idle.splice(0)
}

/**
 * Watches the page and the modal's shadow root. Work done ahead of time may put a copy of the dialog into the shadow
 * root only to have it styled and laid out, and must take it out again before anything else runs: when the observer's
 * callback runs, every node added there is already gone. Nothing may reach the page itself.
 */
export function watchMutations(shadowRoot: ShadowRoot) {
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

/** How many elements (HTML or SVG) the page's document creates while `run` runs. */
export function elementsCreatedBy(run: () => void): number {
  const html = vi.spyOn(document, 'createElement')
  const svg = vi.spyOn(document, 'createElementNS')
  run()
  const count = html.mock.calls.length + svg.mock.calls.length
  html.mockRestore()
  svg.mockRestore()
  return count
}

/** Runs the idle callbacks the test held back, and lets what they started settle. */
export async function runIdle(callbacks: Array<() => void>): Promise<void> {
  await act(async () => {
    for (const callback of callbacks) callback()
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}
