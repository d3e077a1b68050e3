import { useEffect, useLayoutEffect, useMemo, type ReactElement, type ReactNode } from 'react'
import type { FoyerClient } from '@foyer/core'
import { FoyerContext, type CloseGuard, type FoyerContextValue } from './context.js'
import { en, type Messages } from './messages/en.js'
import { ModalRoot } from './modal/ModalRoot.js'
import { preloadView } from './modal/views.js'

// Layout effect in the browser (runs before paint), plain effect on the server (where neither runs).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

export interface FoyerProviderProps {
  client: FoyerClient
  children?: ReactNode
  /** Another catalogue, or English with some strings reworded. */
  messages?: Partial<Messages>
  /** Vetoes closing the modal on a view (Esc, close button, overlay). See `CloseGuard`. */
  closeGuard?: CloseGuard
}

/** Gives hooks and components the client, starts it in the browser, and renders the modal. */
export function FoyerProvider({ client, children, messages, closeGuard }: FoyerProviderProps): ReactElement {
  // Started before the first paint, so a connection being restored shows as "reconnecting" right away instead of
  // flashing "Connect Wallet". `start()` is idempotent, so StrictMode's double effects are harmless.
  useIsomorphicLayoutEffect(() => {
    client.start().catch((error: unknown) => console.error('[foyer] start failed', error))
  }, [client])

  // Fetch the chunks of the views a person meets first: Connect right away (a couple of kB, so the first open
  // paints the wallet list at once), the others when the page is idle. None is part of the initial bundle.
  useEffect(() => {
    const status = client.stores.accounts.getState()[client.stores.chains.getState().activeNamespace]?.status
    preloadView(status === 'connected' || status === 'reconnecting' ? 'Account' : 'Connect')
    const load = () => {
      preloadView('Connect')
      preloadView('ConnectingExternal')
      preloadView('Account')
    }
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(load, 200)
    return () => clearTimeout(timer)
  }, [client])

  const value = useMemo<FoyerContextValue>(
    () => ({ client, messages: messages ? { ...en, ...messages } : en, closeGuard }),
    [client, messages, closeGuard],
  )
  return (
    <FoyerContext.Provider value={value}>
      {children}
      <ModalRoot />
    </FoyerContext.Provider>
  )
}
