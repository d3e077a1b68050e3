import type { ReactElement } from 'react'
import { getBlockchainApi, namespaceServesFeature, portfolioQueryOptions, type ChainNamespace } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { Skeleton } from '../../ui/Spinner.js'
import { formatUsd } from './formatUsd.js'

/** The account's total value in USD on the active network (the same query as the Tokens tab), with `apiUrl` only. */
export function PortfolioTotal({
  namespace,
  address,
  caipNetworkId,
}: {
  namespace: ChainNamespace
  address: string
  caipNetworkId: string
}): ReactElement | null {
  const client = useFoyerClient()
  const messages = useMessages()
  const enabled = Boolean(getBlockchainApi(client)) && namespaceServesFeature('balance', namespace)
  const query = useFoyerQuery({
    ...portfolioQueryOptions(client, { address, caipNetworkId: caipNetworkId as `${string}:${string}` }),
    enabled,
  })
  if (!enabled || query.isError) return null
  return (
    <span className="foyer-portfolio" role="group" aria-label={messages.portfolioValue}>
      {query.data ? (
        formatUsd(query.data.reduce((sum, token) => sum + (token.value ?? 0), 0))
      ) : (
        <Skeleton width={80} height={14} />
      )}
    </span>
  )
}
