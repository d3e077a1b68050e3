import { useEffect, useId, useMemo, type ReactElement } from 'react'
import type { WalletSectionName } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { CONNECT_VIEW_LIMIT } from './connect/connect-view-limit.js'
import { useConnectSections } from './connect/useConnectSections.js'
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
  // With apiUrl, the server's wallet directory fills "recommended" (and featured and recent directory wallets).
  const { sections: raw, directoryRest } = useConnectSections()
  const { sections, more } = useMemo(() => {
    const lists = dedupeWallets(raw.map((s) => s.wallets))
    const all = raw.map((s, i) => ({ name: s.name, wallets: lists[i]! }))
    // A host may add hundreds of custom wallets: the Connect view stays short and All Wallets has them all
    // (searchable, virtualized). Without All Wallets there is nowhere else to find them, so nothing is cut.
    const limited = limitSections(all, client.options.features.allWallets ? CONNECT_VIEW_LIMIT : Infinity)
    const count = (list: typeof all) => list.reduce((n, s) => n + s.wallets.length, 0)
    return { sections: limited, more: directoryRest + count(all) - count(limited) }
  }, [client, raw, directoryRest])
  const moreId = useId()
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
        <div className="foyer-group foyer-row">
          <button
            type="button"
            className="foyer-item"
            aria-describedby={more > 0 ? moreId : undefined}
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
          {/* Beside the button, as the wallet rows' badges are: the button's name stays "All Wallets". */}
          {more > 0 && (
            <span id={moreId} className="foyer-badge foyer-row-badge" data-kind="muted" style={{ right: 40 }}>
              {formatMessage(messages.allWalletsMore, { count: more })}
            </span>
          )}
        </div>
      )}
      {login.after}
    </div>
  )
}
