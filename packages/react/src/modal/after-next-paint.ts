/** How long to wait for a frame before running anyway: a hidden tab paints no frames, and jsdom has none. */
const FALLBACK_MS = 250

/**
 * Runs `run` once, right after the next frame has been painted: a message posted from an animation frame callback is
 * handled after that frame's paint. Work that needs a fresh style and layout (focus, a page-wide style change) put
 * there no longer delays the frame. Falls back to a timer where no frame comes. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
    run()
  }
  const timer = setTimeout(once, FALLBACK_MS)
  let frame: number | undefined
  if (typeof requestAnimationFrame === 'function' && typeof MessageChannel === 'function') {
    frame = requestAnimationFrame(() => {
      frame = undefined
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        once()
      }
      channel.port2.postMessage(null)
    })
  }
  return () => {
    done = true
    clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
}
