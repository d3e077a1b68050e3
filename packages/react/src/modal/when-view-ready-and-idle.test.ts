// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { controlIdle } from '../test/idleAndMutations.js'
import { loadView } from './views.js'
import { whenViewReadyAndIdle } from './when-view-ready-and-idle.js'

afterEach(() => vi.unstubAllGlobals())

describe('whenViewReadyAndIdle', () => {
  it("runs once the view's code is in and the page is idle, not before", async () => {
    const idle = controlIdle()
    const run = vi.fn()
    whenViewReadyAndIdle('Networks', run)
    expect(idle).toHaveLength(0)
    await loadView('Networks')
    await vi.waitFor(() => expect(idle).toHaveLength(1))
    expect(run).not.toHaveBeenCalled()
    idle.splice(0)[0]!()
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('asks for no idle moment once cancelled while the code loads', async () => {
    const idle = controlIdle()
    const cancel = whenViewReadyAndIdle('Networks', vi.fn())
    cancel()
    await loadView('Networks')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(idle).toHaveLength(0)
  })

  it('cancels the idle request it made', async () => {
    controlIdle()
    const cancelled = vi.fn()
    vi.stubGlobal('cancelIdleCallback', cancelled)
    const cancel = whenViewReadyAndIdle('Networks', vi.fn())
    await loadView('Networks')
    await new Promise((resolve) => setTimeout(resolve, 20))
    cancel()
    expect(cancelled).toHaveBeenCalledTimes(1)
  })

  it('does nothing where there is no requestIdleCallback', async () => {
    const run = vi.fn()
    whenViewReadyAndIdle('Networks', run)
    await loadView('Networks')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(run).not.toHaveBeenCalled()
  })
})
