import type { ReactElement } from 'react'
import { useMessages } from '../context.js'
import { formatMessage } from '../messages/en.js'
import { QrPanel, WcFailed, WcWaiting, useWalletConnectSession, useWcWallet } from './WalletConnectParts.js'

/** WalletConnect with the bare QR code (and Copy link): no tabs. Same connection behaviour as ConnectingWalletConnect. */
export default function ConnectingWalletConnectBasicView(): ReactElement {
  const messages = useMessages()
  const { uri, buffering, failure, retry } = useWalletConnectSession()
  const { wallet } = useWcWallet()
  if (failure) return <WcFailed failure={failure} wallet={wallet} onRetry={retry} />
  if (buffering) return <WcWaiting wallet={wallet} />
  return (
    <div>
      <p className="foyer-intro">
        {wallet ? formatMessage(messages.wcIntroBasicWallet, { name: wallet.name }) : messages.wcIntroBasic}
      </p>
      <QrPanel uri={uri} wallet={wallet} />
    </div>
  )
}
