import { useState, type ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../context.js'
import { formatMessage, type MessageKey } from '../messages/en.js'
import { Skeleton } from '../ui/Spinner.js'
import { Tabs } from '../ui/Tabs.js'
import { DirectoryStoreLinks } from './all-wallets/DirectoryStoreLinks.js'
import {
  QrPanel,
  StageIcon,
  WcFailed,
  WcWaiting,
  useWalletConnectSession,
  useWcWallet,
  walletLink,
  webWalletLink,
} from './WalletConnectParts.js'

type Tab = 'qr' | 'mobile' | 'desktop' | 'web'

const tabLabels: Record<Tab, MessageKey> = {
  qr: 'wcTabQr',
  mobile: 'wcTabMobile',
  desktop: 'wcTabDesktop',
  web: 'wcTabWeb',
}
const linkTexts: Record<Exclude<Tab, 'qr'>, { text: MessageKey; hint: MessageKey }> = {
  mobile: { text: 'wcOpenMobile', hint: 'wcOpenMobileHint' },
  desktop: { text: 'wcOpenDesktop', hint: 'wcOpenDesktopHint' },
  web: { text: 'wcOpenWeb', hint: 'wcOpenWebHint' },
}

/**
 * WalletConnect: a QR code of the pairing URI (with the wallet's icon), Copy link, and tabs for the other ways to hand
 * the URI to a wallet: a mobile deep link, the desktop app, a web wallet. Core makes the URI, replaces it when it
 * expires (the QR follows), and closes the modal once a wallet approved.
 */
export default function ConnectingWalletConnectView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  // On a phone the Mobile tab comes first. Whether the connection counts as a deep-link one (CONNECT_SUCCESS method
  // "mobile") depends on what the person does: opening any tab's link records wcLinking, which core reads on success.
  const [tab, setTab] = useState<Tab>(client.options.platform.isDesktop ? 'qr' : 'mobile')
  const { uri, buffering, failure, retry } = useWalletConnectSession()
  const { wallet, custom, directory } = useWcWallet()
  const wc = client.options.walletConnect
  const mobileBase = custom?.mobileLink ?? wc?.mobileLink
  const webBase = custom?.webappLink ?? wc?.webWalletUrl
  const tabs: Tab[] = webBase ? ['qr', 'mobile', 'desktop', 'web'] : ['qr', 'mobile', 'desktop']

  // The wallet's own link (without the URI): what core stores as the deeplink for later requests. Without one the
  // link is the bare `wc:` URI, which the OS hands to whichever wallet claims `wc:` (core's GENERIC_WC_LINK).
  const baseFor = (which: Exclude<Tab, 'qr'>): string =>
    (which === 'mobile' ? mobileBase : which === 'desktop' ? custom?.desktopLink : webBase) ?? 'wc:'
  const hrefFor = (which: Exclude<Tab, 'qr'>, link: string): string => {
    if (which === 'mobile') return mobileBase ? walletLink(mobileBase, link) : link
    if (which === 'desktop') return custom?.desktopLink ? walletLink(custom.desktopLink, link) : link
    // A custom wallet's web app takes the URI like its universal link; the options' web wallet takes `?uri=`.
    return custom?.webappLink ? walletLink(custom.webappLink, link) : webWalletLink(webBase ?? '', link)
  }

  const name = wallet?.name ?? messages.unknownWallet
  const intro = wallet ? formatMessage(messages.wcIntroWallet, { name }) : messages.wcIntro

  if (failure) return <WcFailed failure={failure} wallet={wallet} onRetry={retry} />
  if (buffering) return <WcWaiting wallet={wallet} />

  const current = tabs.includes(tab) ? tab : 'qr'
  let panel: ReactElement
  if (current === 'qr') {
    panel = <QrPanel uri={uri} wallet={wallet} />
  } else {
    const texts = linkTexts[current]
    panel = (
      <div className="foyer-center">
        <StageIcon wallet={wallet} />
        <p className="foyer-muted">{messages[texts.hint]}</p>
        {uri ? (
          <a
            className="foyer-button"
            href={hrefFor(current, uri)}
            data-uri={uri}
            {...(current === 'web' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={() => {
              // Recorded as the session's deeplink (core stores it on success, and reports the connection as a
              // "mobile" one); the attempt itself goes on untouched, since a new connectWalletConnect() call would
              // replace the URI the wallet is opening.
              client.stores.connection.setState({
                wcLinking: { name: wallet?.name ?? 'WalletConnect', href: baseFor(current) },
              })
            }}
          >
            {messages[texts.text]}
          </a>
        ) : (
          <div role="status" aria-label={messages.wcQrLoading}>
            <Skeleton width={200} height={44} radius={12} />
          </div>
        )}
      </div>
    )
  }

  return (
    <div>
      <p className="foyer-intro">{intro}</p>
      <Tabs
        tabs={tabs}
        current={current}
        label={messages.wcWays}
        labelOf={(t) => messages[tabLabels[t]]}
        onSelect={setTab}
      >
        {panel}
      </Tabs>
      {directory && <DirectoryStoreLinks wallet={directory} />}
    </div>
  )
}
