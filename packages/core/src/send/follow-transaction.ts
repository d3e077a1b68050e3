// A send, from the wallet's signature to the chain's verdict. Kept apart from the client so the polling rule
// (spec §7: "Signature status is polled every second") lives in one place.
import type { StoreApi } from 'zustand/vanilla'
import { FoyerError, isUserRejection } from './errors.js'
import { initialSendState } from './stores.js'
import type { ChainAdapter, ChainDefinition, ChainNamespace, SendArgs, SendState, TokenInfo } from './types.js'

export const SEND_STATUS_POLL_MS = 1_000
/** After this many looks (two minutes) a transaction that never settled is reported as failed. */
export const SEND_STATUS_MAX_POLLS = 120

export interface SendTarget {
  adapter: ChainAdapter
  namespace: ChainNamespace
  address: string
  network: ChainDefinition
  /** WalletConnect: the session request the adapter signs through (see SendArgs.walletRequest). */
  walletRequest?: SendArgs['walletRequest']
}

export async function runSend(
  store: StoreApi<SendState>,
  target: SendTarget,
  args: { to: string; amount: string; token?: TokenInfo },
  onSettled: (status: 'confirmed' | 'failed', id: string) => void,
): Promise<{ id: string }> {
  const { adapter, namespace, address, network, walletRequest } = target
  if (!adapter.sendToken) throw new FoyerError('PROVIDER_NOT_FOUND')
  store.setState({ ...initialSendState(), status: 'signing', namespace })
  let id: string
  try {
    ;({ id } = await adapter.sendToken({
      address,
      network,
      to: args.to,
      amount: args.amount,
      token: args.token,
      ...(walletRequest ? { walletRequest } : {}),
    }))
  } catch (error) {
    const rejected = isUserRejection(error)
    store.setState({ status: 'failed', rejected, error: error instanceof Error ? error.message : String(error) })
    throw error
  }
  store.setState({ status: 'pending', id })
  void follow(store, adapter, network, id, onSettled)
  return { id }
}

async function follow(
  store: StoreApi<SendState>,
  adapter: ChainAdapter,
  network: ChainDefinition,
  id: string,
  onSettled: (status: 'confirmed' | 'failed', id: string) => void,
): Promise<void> {
  if (!adapter.getTransactionStatus) return
  for (let poll = 0; poll < SEND_STATUS_MAX_POLLS; poll++) {
    if (store.getState().id !== id) return // the person started another send
    let status
    try {
      status = await adapter.getTransactionStatus({ id, network })
    } catch {
      status = 'pending' as const // a missed look is not a verdict; look again
    }
    if (store.getState().id !== id) return
    if (status !== 'pending') {
      store.setState({ status, error: status === 'failed' ? 'Transaction failed' : undefined })
      onSettled(status, id)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, SEND_STATUS_POLL_MS))
  }
  store.setState({ status: 'failed', error: 'Transaction not confirmed' })
  onSettled('failed', id)
}
