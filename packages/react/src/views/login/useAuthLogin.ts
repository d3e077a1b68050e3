// What every login view does once the login answered: connect the embedded wallet through core (which closes the
// modal, or moves on to sign-in), and say so if that fails.
import { useCallback } from 'react'
import type { AuthSession } from '@foyer/core'
import { useFoyerClient } from '../../context.js'

export function useFinishLogin(): (session: AuthSession) => Promise<void> {
  const client = useFoyerClient()
  return useCallback((session: AuthSession) => client.connectAuth(session), [client])
}
