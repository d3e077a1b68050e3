import { createContext, useContext } from 'react'
import type { FoyerClient, ViewName } from '@foyer/core'
import { en, type Messages } from './messages/en.js'

/**
 * Decides whether the modal may be closed (Esc, the close button, a click on the overlay) on the current view.
 * The spec forbids closing the sign and approve views while sign-in is required and no session exists; that state
 * lives with the sign-in feature, which plugs in here.
 */
export type CloseGuard = (context: { view: ViewName; client: FoyerClient }) => boolean

export interface FoyerContextValue {
  client: FoyerClient
  messages: Messages
  closeGuard: CloseGuard | undefined
}

export const FoyerContext = createContext<FoyerContextValue | null>(null)

export function useFoyerContext(): FoyerContextValue {
  const value = useContext(FoyerContext)
  if (!value) throw new Error('Foyer hooks and components must be used inside <FoyerProvider client={…}>')
  return value
}

/** The core client given to `<FoyerProvider>`. */
export function useFoyerClient(): FoyerClient {
  return useFoyerContext().client
}

/** The message catalogue in use (English unless the provider was given another). */
export function useMessages(): Messages {
  return useContext(FoyerContext)?.messages ?? en
}
