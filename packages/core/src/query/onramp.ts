// Query options for the Buy view: the onramp options (kept 5 minutes: they change with the provider's catalogue, not
// per person) and a quote per currency, network and amount (kept 30 s: a price moves). Both read through the client's
// BlockchainApi; without `apiUrl` they fail with NoBlockchainApiError like the account data.
import type { GetOnrampQuoteParameters, OnrampOptions, OnrampQuote } from '../api/onramp.js'
import { contextOf } from '../client/context.js'
import type { FoyerClient } from '../types.js'
import { NoBlockchainApiError } from './account-data.js'

export const ONRAMP_OPTIONS_LIFETIME_MS = 5 * 60_000
export const ONRAMP_QUOTE_LIFETIME_MS = 30_000

function apiOf(client: FoyerClient) {
  const api = contextOf(client).api
  if (!api) throw new NoBlockchainApiError()
  return api
}

export const onrampOptionsQueryKey = () => ['foyer', 'onramp', 'options'] as const

export function onrampOptionsQueryOptions(client: FoyerClient) {
  return {
    queryKey: onrampOptionsQueryKey(),
    queryFn: (): Promise<OnrampOptions> => apiOf(client).getOnrampOptions(),
    staleTime: ONRAMP_OPTIONS_LIFETIME_MS,
    retry: false,
  }
}

export const onrampQuoteQueryKey = (parameters: GetOnrampQuoteParameters) =>
  [
    'foyer',
    'onramp',
    'quote',
    parameters.purchaseCurrency,
    parameters.paymentCurrency,
    parameters.network ?? '',
    parameters.amount,
  ] as const

export function onrampQuoteQueryOptions(client: FoyerClient, parameters: GetOnrampQuoteParameters) {
  return {
    queryKey: onrampQuoteQueryKey(parameters),
    queryFn: (): Promise<OnrampQuote> => apiOf(client).getOnrampQuote(parameters),
    staleTime: ONRAMP_QUOTE_LIFETIME_MS,
    retry: false,
  }
}
