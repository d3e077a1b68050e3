import type { SolanaPendingRequest } from '../types.js'
import type { SolanaRequestDetails } from './context.js'
import { requestError } from './errors.js'
import type { SolanaWalletState } from './wallet-state.js'

/** Asks the person through `approve`; a no is a 4001 named for the request. */
export function createSolanaApprovals(
  options: { origin: string; approve: (request: SolanaPendingRequest) => Promise<boolean> },
  state: SolanaWalletState,
) {
  let nextRequestId = 1
  return async function ask(details: SolanaRequestDetails): Promise<SolanaPendingRequest> {
    const request = {
      ...details,
      id: nextRequestId++,
      namespace: 'solana',
      origin: options.origin,
      account: state.address,
      accountIndex: state.accountIndex,
    } as SolanaPendingRequest
    if (!(await options.approve(request))) throw requestError(request.kind, 4001, 'User rejected the request.')
    return request
  }
}
