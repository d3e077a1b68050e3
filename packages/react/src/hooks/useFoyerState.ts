import type { CaipNetworkId, ConnectionStatus, ViewName } from '@foyer/core'
import { useFoyerClient } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseFoyerStateReturn {
  open: boolean
  selectedNetworkId: CaipNetworkId
  view: ViewName
  /** The connection's status (disconnected, connecting, connected). */
  status: ConnectionStatus
}

/** The modal's state at a glance. */
export function useFoyerState(): UseFoyerStateReturn {
  const client = useFoyerClient()
  const open = useStoreSelector(client.stores.modal, (s) => s.open)
  const selectedNetworkId = useStoreSelector(client.stores.chains, (s) => s.activeNetwork.caipNetworkId)
  const view = useStoreSelector(client.stores.router, (s) => s.view)
  const status = useStoreSelector(client.stores.connection, (s) => s.status)
  return { open, selectedNetworkId, view, status }
}
