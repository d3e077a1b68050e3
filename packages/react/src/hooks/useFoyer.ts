import { useCallback } from 'react'
import type { RouterData, ViewName } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerReturn {
  /** Opens the modal on `view`, or on the view that fits the connection (Connect, Account or UnsupportedChain). */
  open: (args?: { view?: ViewName; data?: RouterData }) => void
  close: () => void
  isOpen: boolean
}

/** Open and close the modal. */
export function useFoyer(): UseFoyerReturn {
  const client = useFoyerClient()
  const isOpen = useStoreSelector(client.stores.modal, (s) => s.open)
  const open = useCallback((args?: { view?: ViewName; data?: RouterData }) => client.open(args), [client])
  const close = useCallback(() => client.close(), [client])
  return { open, close, isOpen }
}
