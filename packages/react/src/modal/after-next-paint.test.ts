// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint.js'

afterEach(() => vi.unstubAllGlobals())

/** Frames the test paints by hand: each call runs the animation frame callbacks queued so far. */
function controlFrames(): () => void {
  const queued: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    queued[id - 1] = () => {}
  })
  return () => queued.splice(0).forEach((callback) => callback(performance.now()))
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

describe('afterNextPaint', () => {
  it('runs once, after the next frame, not before it', async () => {
    const paint = controlFrames()
    const run = vi.fn()
    afterNextPaint(run)
    await tick(20)
    expect(run).not.toHaveBeenCalled()
    paint()
    await tick()
    expect(run).toHaveBeenCalledTimes(1)
    await tick(300)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs anyway when no frame comes (a hidden tab)', async () => {
    controlFrames()
    const run = vi.fn()
    afterNextPaint(run)
    await tick(300)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('never runs once cancelled', async () => {
    const paint = controlFrames()
    const run = vi.fn()
    afterNextPaint(run)()
    paint()
    await tick(300)
    expect(run).not.toHaveBeenCalled()
  })
})
