import type { ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../context.js'
import { copyAnnouncement, useCopyToClipboard } from '../hooks/useCopyToClipboard.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { formatMessage } from '../messages/en.js'
import { CheckIcon, CopyIcon, WarningIcon } from '../ui/icons.js'
import { QrCode } from '../ui/QrCode.js'
import { WalletIcon } from '../ui/WalletIcon.js'

/**
 * Receive: the account's address as a QR code and as text to copy, the networks of the app on which this address
 * receives (every network of the account's namespace), and a warning to send on those networks only — the same
 * address exists on each of them, and tokens sent on a network the app does not list may not be reachable here.
 */
export default function WalletReceiveView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const account = useFoyerAccount()
  const { network } = useFoyerNetwork()
  const copy = useCopyToClipboard()

  const address = account.address
  if (!address) return <p className="foyer-muted foyer-center">{messages.notConnected}</p>
  const networks = client.options.networks.filter((n) => n.chainNamespace === network.chainNamespace)

  return (
    <div className="foyer-stack">
      <QrCode
        uri={address}
        label={formatMessage(messages.receiveQrLabel, { address })}
        loadingLabel={messages.loading}
        logo={<WalletIcon name={network.name} src={network.imageUrl} size={44} round />}
      />
      <p className="foyer-receive-address" data-testid="foyer-receive-address">
        {address}
      </p>
      <button type="button" className="foyer-button foyer-button-block" onClick={() => void copy.copy(address)}>
        {copy.state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {messages.copyAddress}
      </button>
      <span className="foyer-live" role="status" aria-live="polite">
        {copyAnnouncement(copy.state, messages)}
      </span>
      <section aria-labelledby="foyer-receive-networks">
        <h3 id="foyer-receive-networks" className="foyer-day">
          {messages.receiveNetworks}
        </h3>
        <ul className="foyer-list foyer-receive-networks">
          {networks.map((n) => (
            <li key={n.caipNetworkId} className="foyer-receive-network">
              <WalletIcon name={n.name} src={n.imageUrl} size={20} round />
              {n.name}
            </li>
          ))}
        </ul>
      </section>
      <p className="foyer-alert" data-kind="warning">
        <WarningIcon />
        {formatMessage(messages.receiveWarning, { networks: networks.map((n) => n.name).join(', ') })}
      </p>
    </div>
  )
}
