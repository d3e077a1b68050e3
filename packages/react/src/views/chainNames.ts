// How a chain family (CAIP-2 namespace) is named in the UI. Namespaces Foyer has no words for show as they are.
import type { ChainDefinition, ChainNamespace } from '@foyer/core'
import { formatMessage, type Messages, type MessageKey } from '../messages/en.js'

const families: Record<string, { long: MessageKey; short: MessageKey; networks: MessageKey }> = {
  eip155: { long: 'chainFamilyEip155', short: 'chainShortEip155', networks: 'networksEip155' },
  solana: { long: 'chainFamilySolana', short: 'chainShortSolana', networks: 'networksSolana' },
  bip122: { long: 'chainFamilyBip122', short: 'chainShortBip122', networks: 'networksBip122' },
}

/** "Ethereum (EVM)", "Solana", "Bitcoin": the chain picker's buttons. */
export function chainFamilyName(messages: Messages, namespace: ChainNamespace): string {
  const keys = families[namespace]
  return keys ? messages[keys.long] : namespace
}

/** "EVM", "Solana": the Account view's switcher. */
export function chainShortName(messages: Messages, namespace: ChainNamespace): string {
  const keys = families[namespace]
  return keys ? messages[keys.short] : namespace
}

/** "EVM networks", "Solana networks": the Networks view's group headings. */
export function networksHeading(messages: Messages, namespace: ChainNamespace): string {
  const keys = families[namespace]
  return keys ? messages[keys.networks] : formatMessage(messages.networksOther, { namespace })
}

/** A network's name among `networks` by its CAIP-2 id; the id itself for one the app does not list. */
export function networkName(networks: readonly ChainDefinition[], caipNetworkId: string): string {
  return networks.find((n) => n.caipNetworkId === caipNetworkId)?.name ?? caipNetworkId
}

/** The namespaces of `networks`, in the order their first network appears. */
export function namespacesOf(networks: readonly ChainDefinition[]): ChainNamespace[] {
  return [...new Set(networks.map((n) => n.chainNamespace))]
}
