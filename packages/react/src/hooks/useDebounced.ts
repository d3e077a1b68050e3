import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `ms`: what is asked of a server as the person types (a name's availability,
 * a swap quote, a recipient name) is asked when typing pauses, not at every key.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
