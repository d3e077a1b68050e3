import { useId, type ReactElement } from 'react'
import type { DirectoryWallet } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { formatMessage, type MessageKey } from '../../messages/en.js'
import { walletStoreLinks, type WalletStore } from './directoryWalletLinks.js'

const storeNames: Record<WalletStore, MessageKey> = {
  appStore: 'storeAppStore',
  playStore: 'storePlayStore',
  chromeStore: 'storeChromeStore',
  firefoxStore: 'storeFirefoxStore',
}

/**
 * "Get <wallet>" with its store pages, under WalletConnect for a directory wallet (one not in this browser): a person
 * without the app finds it here. The links leave the page only when followed; nothing is fetched from them.
 */
export function DirectoryStoreLinks({ wallet }: { wallet: DirectoryWallet }): ReactElement | null {
  const client = useFoyerClient()
  const messages = useMessages()
  const titleId = useId()
  const links = walletStoreLinks(wallet, client.options.platform)
  if (links.length === 0) return null
  return (
    <nav className="foyer-store-links" aria-labelledby={titleId} style={{ marginTop: 16, textAlign: 'center' }}>
      <p id={titleId} className="foyer-muted">
        {formatMessage(messages.getWallet, { name: wallet.name })}
      </p>
      <ul
        className="foyer-list"
        style={{ flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'center', columnGap: 16, marginTop: 4 }}
      >
        {links.map(({ store, url }) => (
          <li key={store}>
            <a className="foyer-link" href={url} target="_blank" rel="noopener noreferrer" data-store={store}>
              {messages[storeNames[store]]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
