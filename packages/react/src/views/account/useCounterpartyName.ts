import { identityQueryOptions, namespaceServesFeature, shortenAddress } from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'

/**
 * How an Activity row names the other side of a transfer: its name from the blockchain API's identity (spec §3, cached
 * 5 min per address, so rows sharing a counterparty ask once), else the short address. Only namespaces with names
 * (spec §9: eip155) are asked; while the name loads, or when the lookup fails, the short address stands in.
 */
export function useCounterpartyName(address: string | undefined, caipNetworkId: string): string | undefined {
  const client = useFoyerClient()
  const namespace = caipNetworkId.split(':')[0] ?? ''
  const named = Boolean(address) && namespaceServesFeature('names', namespace)
  const query = useFoyerQuery({
    ...identityQueryOptions(client, { address: address ?? '' }),
    enabled: named,
  })
  if (!address) return undefined
  return (named ? query.data?.name : undefined) ?? shortenAddress(address)
}
