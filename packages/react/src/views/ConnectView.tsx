import { useEffect, useMemo, type ReactElement } from 'react'
import type { WalletSectionName } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useWalletSections } from '../hooks/useWalletSections.js'
import { formatMessage, type MessageKey } from '../messages/en.js'
import { GridIcon, ChevronRightIcon } from '../ui/icons.js'
import { prefetchDirectoryWallets } from './all-wallets/prefetchDirectoryWallets.js'
import { useLoginLayout } from './login/useLoginLayout.js'
import { dedupeWallets, selectWallet } from './walletActions.js'
import { WalletRow } from './WalletRow.js'

const sectionLabels: Record<WalletSectionName, MessageKey> = {
  walletConnect: 'sectionWalletConnect',
  recent: 'sectionRecent',
  injected: 'sectionInjected',
  featured: 'sectionFeatured',
  custom: 'sectionCustom',
  external: 'sectionExternal',
  recommended: 'sectionRecommended',
}

/** How many wallets the Connect view lists before leaving the rest to All Wallets (recent and installed always show). */
export const CONNECT_VIEW_LIMIT = 8

function limitSections<T extends { name: WalletSectionName; wallets: unknown[] }>(sections: T[], limit: number): T[] {
  const out: T[] = []
  let room = limit
  for (const section of sections) {
    const always = section.name === 'recent' || section.name === 'injected' || section.name === 'walletConnect'
    const wallets = always ? section.wallets : section.wallets.slice(0, Math.max(0, room))
    room -= wallets.length
    if (wallets.length > 0) out.push({ ...section, wallets })
  }
  return out
}

/** The wallet sections in the order core gives them (the spec's order), and an All Wallets tile. */
export default function ConnectView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const raw = useWalletSections()
  const sections = useMemo(() => {
    const lists = dedupeWallets(raw.map((s) => s.wallets))
    // A host may add hundreds of custom wallets: the Connect view stays short and All Wallets has them all
    // (searchable, virtualized). Without All Wallets there is nowhere else to find them, so nothing is cut.
    return limitSections(
      raw.map((s, i) => ({ name: s.name, wallets: lists[i]! })),
      client.options.features.allWallets ? CONNECT_VIEW_LIMIT : Infinity,
    )
  }, [client, raw])
  const appName = client.options.metadata?.name
  // The wallet directory's first page, fetched while the person reads this view, so All Wallets opens on it.
  useEffect(() => {
    if (client.options.features.allWallets) prefetchDirectoryWallets(client)
  }, [client])
  // Sign-in could not start: core disconnected and came back here; say why (spec §8's text).
  const siwxError = useStoreSelector(client.stores.siwx, (s) => (s.status === 'idle' ? s.error : undefined))
  // Email and socials around the wallet list in connectMethodsOrder (only with the host's `auth`).
  const login = useLoginLayout()

  return (
    <div>
      {siwxError && (
        <div role="alert" className="foyer-alert">
          {siwxError}
        </div>
      )}
      <p className="foyer-intro">
        {appName ? formatMessage(messages.connectIntro, { app: appName }) : messages.connectIntroNoApp}
      </p>
      {login.before}
      {login.walletsVisible && sections.length === 0 && (
        <p className="foyer-muted foyer-center">{messages.noWallets}</p>
      )}
      {(login.walletsVisible ? sections : []).map((section) => (
        <div
          key={section.name}
          role="group"
          aria-label={messages[sectionLabels[section.name]]}
          className="foyer-group"
          data-section={section.name}
        >
          <ul className="foyer-list">
            {section.wallets.map((wallet) => (
              <li key={wallet.id}>
                <WalletRow wallet={wallet} onSelect={(w) => selectWallet(client, w)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {login.walletsVisible && client.options.features.allWallets && (
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
      {login.after}
    </div>
  )
}
