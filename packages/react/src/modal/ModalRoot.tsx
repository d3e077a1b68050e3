import { useEffect, useState, type ReactElement } from 'react'
import { createPortal } from 'react-dom'
import { useFoyerClient } from '../context.js'
import { ModalShell } from './ModalShell.js'
import { modalStyles } from './styles.js'
import { toCssVariables } from './theme.js'

/**
 * Appends the modal's host element to document.body, with an open shadow root holding the modal and its stylesheet.
 * Browser only: on the server, and before the first effect, it renders nothing.
 */
export function ModalRoot(): ReactElement | null {
  const client = useFoyerClient()
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null)

  useEffect(() => {
    // A custom tag no page stylesheet targets; the few host styles that matter are inline, where page rules
    // (short of !important) cannot override them.
    const host = document.createElement('foyer-modal')
    host.setAttribute('data-foyer-modal', '')
    host.style.cssText = 'position:fixed;top:0;left:0;width:0;height:0;z-index:var(--foyer-z-index,999);display:block'
    host.setAttribute('data-theme', client.options.themeMode ?? 'system')
    for (const [name, value] of Object.entries(toCssVariables(client.options.themeVariables)))
      host.style.setProperty(name, value)
    document.body.appendChild(host)
    const root = host.attachShadow({ mode: 'open' })
    // The host element is created here, in the browser, so its shadow root can only become state here too.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShadowRoot(root)
    return () => {
      host.remove()
      setShadowRoot(null)
    }
  }, [client])

  if (!shadowRoot) return null
  return createPortal(
    <>
      <style>{modalStyles}</style>
      <ModalShell shadowRoot={shadowRoot} />
    </>,
    shadowRoot,
  )
}
