// Showing the frame over a rectangle of the page (the modal's ApproveTransaction or AccountSettings area) and hiding
// it again. The iframe stays in the page all along (its session lives in it); only its box and visibility change.
import type { AuthFrameRect } from '@foyer/core'

export function showFrameOver(iframe: HTMLIFrameElement, rect: AuthFrameRect): void {
  const s = iframe.style
  s.top = `${rect.top}px`
  s.left = `${rect.left}px`
  s.width = `${rect.width}px`
  s.height = `${rect.height}px`
  s.visibility = 'visible'
  iframe.removeAttribute('aria-hidden')
  iframe.tabIndex = 0
  // Keyboard users land in the frame's screen (Approve / Reject) at once; the modal's focus trap cannot reach into it.
  if (document.activeElement !== iframe) iframe.focus()
}

export function hideFrame(iframe: HTMLIFrameElement): void {
  const s = iframe.style
  s.visibility = 'hidden'
  s.width = '0'
  s.height = '0'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
}
