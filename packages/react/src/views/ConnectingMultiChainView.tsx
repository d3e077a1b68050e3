import type { ReactElement } from 'react'
import type { ChainNamespace } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { lookupWallet } from '../hooks/useWalletInfo.js'
import { formatMessage } from '../messages/en.js'
import { ChevronRightIcon, LayersIcon } from '../ui/icons.js'
import { WalletIcon } from '../ui/WalletIcon.js'
import { chainFamilyName, chainShortName } from './chainNames.js'
import { connectableNamespaces } from './walletActions.js'

/**
 * The chain picker for a wallet found on several chains (a MULTI_CHAIN connector): one button per chain family the
 * wallet and the app share, and one that connects them all. Choosing goes on to ConnectingExternal.
 */
export default function ConnectingMultiChainView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const connectorId = useStoreSelector(client.stores.router, (s) => s.data?.connectorId)
  const wallet = useStoreSelector(client.stores.connectors, () => lookupWallet(client, connectorId))
  const chains = useStoreSelector(
    client.stores.connectors,
    (s) => s.connectors.find((c) => c.id === connectorId || c.rdns === connectorId)?.chains ?? [],
  )
  const namespaces = connectableNamespaces(client, chains)
  const name = wallet?.name ?? messages.unknownWallet

  const choose = (choice: { namespace: ChainNamespace } | { namespaces: ChainNamespace[] }): void => {
    if (!connectorId) return
    client.router.push('ConnectingExternal', { connectorId, ...choice })
  }
  // The first network of each family lends it its icon (else a monogram of the family's short name).
  const networkOf = (ns: ChainNamespace) => client.options.networks.find((n) => n.chainNamespace === ns)

  return (
    <div>
      <div className="foyer-center">
        <WalletIcon name={wallet?.name ?? '?'} src={wallet?.icon} size={56} />
        <h3>{name}</h3>
        <p className="foyer-intro">{formatMessage(messages.chainPickerIntro, { name })}</p>
      </div>
      <ul className="foyer-list">
        {namespaces.map((ns) => {
          const label = chainFamilyName(messages, ns)
          const network = networkOf(ns)
          return (
            <li key={ns}>
              <button
                type="button"
                className="foyer-item"
                data-namespace={ns}
                onClick={() => choose({ namespace: ns })}
              >
                <WalletIcon name={chainShortName(messages, ns)} src={network?.imageUrl} size={32} round />
                <span className="foyer-item-name">{label}</span>
                <span className="foyer-item-end">
                  <ChevronRightIcon />
                </span>
              </button>
            </li>
          )
        })}
        {namespaces.length > 1 && (
          <li>
            <button type="button" className="foyer-item" data-namespace="all" onClick={() => choose({ namespaces })}>
              <span className="foyer-tile-icon foyer-tile-icon-small" aria-hidden="true">
                <LayersIcon />
              </span>
              <span className="foyer-item-name">
                {namespaces.length === 2 ? messages.chainBoth : messages.chainAll}
              </span>
              <span className="foyer-item-end">
                <ChevronRightIcon />
              </span>
            </button>
          </li>
        )}
      </ul>
    </div>
  )
}
