import { useMemo, type ReactElement } from 'react'
import type { WalletSectionName } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context'
import { useStoreSelector } from '../hooks/useStoreSelector'
import { formatMessage, type MessageKey } from '../messages/en'
import { GridIcon, ChevronRightIcon } from '../ui/icons'
import { dedupeWallets, selectWallet } from './walletActions'
import { WalletRow } from './WalletRow'

const sectionLabels: Record<WalletSectionName, MessageKey> = {
  walletConnect: 'sectionWalletConnect',
  recent: 'sectionRecent',
  injected: 'sectionInjected',
  featured: 'sectionFeatured',
  custom: 'sectionCustom',
  external: 'sectionExternal',
  recommended: 'sectionRecommended',
}

/** The wallet sections in the order core gives them (the spec's order), and an All Wallets tile. */
export default function ConnectView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  // Sections depend on the discovered connectors and the recent wallets; recompute when those change.
  const connectorsState = useStoreSelector(client.stores.connectors, (s) => s)
  const sections = useMemo(() => {
    void connectorsState
    const raw = client.getWalletSections()
    const lists = dedupeWallets(raw.map((s) => s.wallets))
    return raw.map((s, i) => ({ name: s.name, wallets: lists[i]! })).filter((s) => s.wallets.length > 0)
  }, [client, connectorsState])
  const appName = client.options.metadata?.name

  return (
    <div>
      <p className="foyer-intro">{appName ? formatMessage(messages.connectIntro, { app: appName }) : messages.connectIntroNoApp}</p>
      {sections.length === 0 && <p className="foyer-muted foyer-center">{messages.noWallets}</p>}
      {sections.map((section) => (
        <div key={section.name} role="group" aria-label={messages[sectionLabels[section.name]]} className="foyer-group" data-section={section.name}>
          <ul className="foyer-list">
            {section.wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletRow wallet={wallet} onSelect={(w) => selectWallet(client, w)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {client.options.features.allWallets && (
        <div className="foyer-group">
          <button
            type="button"
            className="foyer-item"
            onClick={() => {
              client.emit('CLICK_ALL_WALLETS')
              client.router.push('AllWallets')
            }}
          >
            <span className="foyer-tile-icon" aria-hidden="true">
              <GridIcon />
            </span>
            <span className="foyer-item-name">{messages.allWallets}</span>
            <span className="foyer-item-end">
              <ChevronRightIcon />
            </span>
          </button>
        </div>
      )}
    </div>
  )
}
