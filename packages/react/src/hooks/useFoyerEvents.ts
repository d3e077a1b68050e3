import { useEffect, useRef, useState } from 'react'
import type { FoyerEvent } from '@foyer/core'
import { useFoyerClient } from '../context.js'

/** The last event the client emitted (undefined until one happens); `listener` is called for each one. */
export function useFoyerEvents(listener?: (event: FoyerEvent) => void): FoyerEvent | undefined {
  const client = useFoyerClient()
  const [last, setLast] = useState<FoyerEvent | undefined>(undefined)
  const listenerRef = useRef(listener)
  useEffect(() => {
    listenerRef.current = listener
  })
  useEffect(
    () =>
      client.subscribeEvents((event) => {
        setLast(event)
        listenerRef.current?.(event)
      }),
    [client],
  )
  return last
}
