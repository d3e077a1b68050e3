import { useCallback } from 'react'
import type { SIWXSession, SiwxStatus } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerSiwxReturn {
  /** Whether the host configured sign-in. */
  enabled: boolean
  status: SiwxStatus
  /** The verified session of the active account on its chain. */
  session: SIWXSession | undefined
  isSignedIn: boolean
  required: boolean
  /** The last sign-in error (a spec §8 text). */
  error: string | undefined
  /** Signs the active account in; rejects with 'Signature declined' (or the smart-account text), or 'SIWX is not enabled'. */
  signIn(): Promise<SIWXSession>
  signOut(): Promise<void>
}

/** The sign-in session of the active account, and sign-in / sign-out. */
export function useFoyerSiwx(): UseFoyerSiwxReturn {
  const client = useFoyerClient()
  const state = useStoreSelector(client.stores.siwx, (s) => ({
    status: s.status,
    session: s.session,
    required: s.required,
    error: s.error,
  }))
  const signIn = useCallback(() => client.siwx.signIn(), [client])
  const signOut = useCallback(() => client.siwx.signOut(), [client])
  return {
    enabled: state.status !== 'disabled',
    status: state.status,
    session: state.session,
    isSignedIn: state.status === 'signed' && !!state.session,
    required: state.required,
    error: state.error,
    signIn,
    signOut,
  }
}
