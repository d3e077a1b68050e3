// Query options for one look at a submitted transaction's status. Never cached: each look is a fresh answer.
import { contextOf } from '../client/context.js'
import type { ChainDefinition, FoyerClient, TransactionStatus } from '../types.js'

export interface TransactionStatusQueryParameters {
  id: string
  network: ChainDefinition
}

export function transactionStatusQueryOptions(client: FoyerClient, { id, network }: TransactionStatusQueryParameters) {
  const adapter = contextOf(client).adapters.get(network.chainNamespace)
  return {
    queryKey: ['foyer', 'transactionStatus', network.caipNetworkId, id] as const,
    queryFn: async (): Promise<TransactionStatus> =>
      adapter?.getTransactionStatus ? adapter.getTransactionStatus({ id, network }) : 'pending',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  }
}
