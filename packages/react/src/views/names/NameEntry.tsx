import type { ReactElement } from 'react'
import { getBlockchainApi, identityQueryOptions, namespaceServesFeature, type ChainNamespace } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { ChevronRightIcon } from '../../ui/icons.js'

/**
 * The Account view's way to the name registration (ChooseName): only with the app's blockchain API, on a namespace
 * with names (spec §9: eip155), and once identity has answered that the address has no name — never while it loads,
 * so an account with a name does not see the offer flash by.
 */
export function NameEntry({ namespace, address }: { namespace: ChainNamespace; address: string }): ReactElement | null {
  const client = useFoyerClient()
  const messages = useMessages()
  const eligible = Boolean(getBlockchainApi(client)) && namespaceServesFeature('names', namespace)
  const identity = useFoyerQuery({ ...identityQueryOptions(client, { address }), enabled: eligible })
  if (!eligible || !identity.data || identity.data.name) return null
  return (
    <button type="button" className="foyer-item" onClick={() => client.router.push('ChooseName')}>
      <span className="foyer-item-name">{messages.chooseName}</span>
      <span className="foyer-item-end">
        <ChevronRightIcon />
      </span>
    </button>
  )
}
