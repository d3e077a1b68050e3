// A submitted transaction followed until the chain gives its verdict (spec §7: "Signature status is polled every
// second"). The loop stops when the person starts another send, when it settles, or when the client is destroyed.
import type { QueryClient } from '@tanstack/query-core'
import type { StoreApi } from 'zustand/vanilla'
import type { SendState, TransactionStatus } from '../types.js'

export const SEND_STATUS_POLL_MS = 1_000
/** After this many looks (two minutes) a transaction that never settled is reported as failed. */
export const SEND_STATUS_MAX_POLLS = 120

export interface FollowTransactionParameters {
  store: StoreApi<SendState>
  queryClient: QueryClient
  id: string
  /** One look at the status (transactionStatusQueryOptions). */
  statusQuery: { queryKey: readonly unknown[]; queryFn: () => Promise<TransactionStatus> }
  signal: AbortSignal
  onSettled(status: 'confirmed' | 'failed', id: string): void
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })

export async function followTransaction({
  store,
  queryClient,
  id,
  statusQuery,
  signal,
  onSettled,
}: FollowTransactionParameters): Promise<void> {
  const current = () => !signal.aborted && store.getState().id === id
  for (let poll = 0; poll < SEND_STATUS_MAX_POLLS; poll++) {
    if (!current()) return
    let status: TransactionStatus
    try {
      status = await queryClient.fetchQuery({ ...statusQuery, staleTime: 0, gcTime: 0, retry: false })
    } catch {
      status = 'pending' // a missed look is not a verdict; look again
    }
    if (!current()) return
    if (status !== 'pending') {
      store.setState({ status, error: status === 'failed' ? 'Transaction failed' : undefined })
      onSettled(status, id)
      return
    }
    await sleep(SEND_STATUS_POLL_MS, signal)
  }
  if (!current()) return
  store.setState({ status: 'failed', error: 'Transaction not confirmed' })
  onSettled('failed', id)
}
