import { useCallback } from 'react'
import type { ChainNamespace } from '@foyer/core'
import { useFoyerClient } from '../context.js'

/** Disconnects the wallet (of `namespace`, or every namespace when the core decides so). Rejects with the spec text on failure. */
export function useDisconnect(): { disconnect: (args?: { namespace?: ChainNamespace }) => Promise<void> } {
  const client = useFoyerClient()
  const disconnect = useCallback(
    (args?: { namespace?: ChainNamespace }) => client.disconnect(args?.namespace),
    [client],
  )
  return { disconnect }
}
