import {
  evmAddressOfProfile,
  getBlockchainApi,
  namespaceServesFeature,
  nameProfileQueryOptions,
  type ChainNamespace,
} from '@foyer/core'
import { useFoyerClient } from '../../context.js'
import { useFoyerQuery } from '../../hooks/useFoyerQuery.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useDebounced } from '../../hooks/useDebounced.js'

/** What a Send recipient that is a name resolves to. */
export type RecipientName =
  /** Not a name (an address, or nothing typed): the field is checked as an address. */
  | { kind: 'none' }
  | { kind: 'resolving'; name: string }
  | { kind: 'resolved'; name: string; address: string }
  | { kind: 'unknown'; name: string }
  | { kind: 'failed'; name: string; error: Error }

/** How long typing must pause before a name is looked up (every keystroke of "alice.reown.id" is not a question). */
const LOOKUP_DELAY_MS = 300

/**
 * The address a recipient name stands for, on a namespace with names (spec §9: eip155) when the app has its blockchain
 * API: a name is anything with a dot that is not an address (`alice.reown.id`, or an ENS name like `alice.foyer.eth`,
 * which the server resolves on chains with an ENS registry). The address is the one for the active chain's coin type
 * (ENSIP-11), else Ether's. Looked up through the profile route, cached 5 min (spec §9 ens).
 */
export function useRecipientName(recipient: string, namespace: ChainNamespace): RecipientName {
  const client = useFoyerClient()
  const chainId = useStoreSelector(client.stores.chains, (s) =>
    s.activeNetwork.chainNamespace === 'eip155' ? Number(s.activeNetwork.id) : undefined,
  )
  const isName =
    Boolean(getBlockchainApi(client)) &&
    namespaceServesFeature('names', namespace) &&
    recipient.includes('.') &&
    !client.isValidAddress(recipient, namespace)
  const name = isName ? recipient.toLowerCase() : ''
  const settled = useDebounced(name, LOOKUP_DELAY_MS)
  const lookup = useFoyerQuery({
    ...nameProfileQueryOptions(client, { name: settled }),
    enabled: settled !== '' && settled === name,
  })
  if (!isName) return { kind: 'none' }
  if (settled !== name || lookup.isFetching || (lookup.isPending && !lookup.error)) return { kind: 'resolving', name }
  if (lookup.error) return { kind: 'failed', name, error: lookup.error }
  const address = lookup.data && chainId !== undefined ? evmAddressOfProfile(lookup.data, chainId) : undefined
  return address ? { kind: 'resolved', name, address } : { kind: 'unknown', name }
}
