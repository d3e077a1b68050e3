import { estimateSendFee, type ChainNamespace, type TokenInfo } from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { useFoyerAccount } from '../../hooks/useFoyerAccount.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'

export type SendFee =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; formatted: string; symbol: string }
  | { state: 'unavailable' }

/** Fees move with every block: an estimate is reused for a few seconds only (Edit and back), then asked again. */
const FEE_STALE_MS = 10_000

/**
 * The most the transfer's network fee can be, from the adapter, through the query cache (keyed by sender, recipient,
 * amount and token). 'none' when the adapter gives no estimate (the review then has no fee line), 'unavailable' when
 * asking failed.
 */
export function useSendFee(args: {
  namespace: ChainNamespace
  to: string
  amount: string
  token?: TokenInfo
}): SendFee {
  const client = useFoyerClient()
  const { namespace, to, amount, token } = args
  // Asked again for another account (the fee depends on the sender).
  const { address } = useFoyerAccount(namespace)
  const query = useFoyerQuery({
    queryKey: ['foyer', 'sendFee', namespace, address ?? '', to, amount, token?.address ?? 'native'],
    queryFn: async () =>
      (await estimateSendFee(client, { namespace, to, amount, ...(token ? { token } : {}) })) ?? null,
    staleTime: FEE_STALE_MS,
    retry: false,
    enabled: Boolean(address),
  })
  if (!address) return { state: 'none' }
  if (query.isError) return { state: 'unavailable' }
  if (query.data === null) return { state: 'none' }
  if (query.data) return { state: 'ready', formatted: query.data.formatted, symbol: query.data.symbol }
  return { state: 'loading' }
}
