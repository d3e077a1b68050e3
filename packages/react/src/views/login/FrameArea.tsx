import { useEffect, useRef, type ReactElement } from 'react'
import type { AuthConnectorHost } from '@foyer/core'
import { Spinner } from '../../ui/Spinner.js'

/** The height kept for the wallet frame's screens (approval, key export): they are laid out for it. */
export const FRAME_AREA_HEIGHT = 420

/**
 * Reserves an area of the view and has the embedded wallet show its frame (another origin, so the host page never
 * sees what it shows) exactly over it, following scrolls and resizes; hides the frame when the area goes away. What
 * is inside the area is only seen before the frame covers it.
 */
export function FrameArea({
  auth,
  label,
  loadingLabel,
}: {
  auth: AuthConnectorHost
  label: string
  loadingLabel: string
}): ReactElement {
  const area = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = area.current
    if (!element) return
    let frame = 0
    const place = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const r = element.getBoundingClientRect()
        auth.showFrame({ top: r.top, left: r.left, width: r.width, height: r.height })
      })
    }
    const r = element.getBoundingClientRect()
    auth.showFrame({ top: r.top, left: r.left, width: r.width, height: r.height })
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place)
    observer?.observe(element)
    window.addEventListener('resize', place)
    // Capture: the modal's own scroll container scrolls too, not only the page.
    window.addEventListener('scroll', place, true)
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
      auth.hideFrame()
    }
  }, [auth])
  return (
    <div
      ref={area}
      className="foyer-frame-area foyer-center"
      role="region"
      aria-label={label}
      style={{ height: FRAME_AREA_HEIGHT }}
      data-frame-area=""
    >
      <Spinner size={22} />
      <p className="foyer-muted">{loadingLabel}</p>
    </div>
  )
}
