import type { ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { formatMessage } from '../messages/en.js'
import { WarningIcon } from '../ui/icons.js'
import { DisconnectButton } from './DisconnectButton.js'
import { leaveIfStillOn, NetworkList } from './NetworkList.js'

/** The wallet is on a network the app does not list: switch to a supported one, or disconnect. */
export default function UnsupportedChainView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const unsupportedChainId = useStoreSelector(client.stores.chains, (s) => s.unsupportedChainId)
  const switchable = client.options.enableNetworkSwitch !== false

  return (
    <div className="foyer-stack">
      <div className="foyer-center">
        <span className="foyer-status-icon">
          <WarningIcon />
        </span>
        <p className="foyer-muted">{switchable ? messages.unsupportedIntro : messages.unsupportedIntroNoSwitch}</p>
        {unsupportedChainId && (
          <p className="foyer-muted">{formatMessage(messages.unsupportedChainId, { chain: unsupportedChainId })}</p>
        )}
      </div>
      {switchable && (
        <NetworkList switchable onSwitched={() => leaveIfStillOn(client, 'UnsupportedChain', () => client.close())} />
      )}
      <DisconnectButton />
    </div>
  )
}
