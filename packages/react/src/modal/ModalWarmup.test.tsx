// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectDirectly, renderFoyer } from '../test/renderFoyer.js'
import { controlIdle, idleRequests, watchMutations } from '../test/idleAndMutations.js'
import { loadView } from './views.js'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('modal warm-up', () => {
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
