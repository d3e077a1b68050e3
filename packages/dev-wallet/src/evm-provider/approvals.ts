import { userRejected } from '../rpc-error.js'
import type { PendingRequest } from '../types.js'
import type { EvmWalletState } from './wallet-state.js'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** Who asks, which account and chain, taken when the request arrives (a send goes to this chain even if the wallet moves). */
export type PendingRequestSnapshot = Pick<PendingRequest, 'id' | 'origin' | 'account' | 'accountIndex' | 'chain'>
export type PendingRequestDetails = DistributiveOmit<PendingRequest, keyof PendingRequestSnapshot>

/** Asks the person through `approve`; a no is a 4001. */
export function createEvmApprovals(
  options: { origin: string; approve: (request: PendingRequest) => Promise<boolean> },
  state: EvmWalletState,
) {
  let nextRequestId = 1
  return {
    snapshot(): PendingRequestSnapshot {
      const { chain } = state
      return {
        id: nextRequestId++,
        origin: options.origin,
        account: state.address(),
        accountIndex: state.accountIndex,
        chain: { id: chain.id, name: chain.name },
      }
    },
    async ask(details: PendingRequestDetails, snapshot: PendingRequestSnapshot) {
      const request = { ...details, ...snapshot } as PendingRequest
      if (!(await options.approve(request))) throw userRejected()
    },
  }
}

export type EvmApprovals = ReturnType<typeof createEvmApprovals>
