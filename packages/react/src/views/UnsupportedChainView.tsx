import { useState, type ReactElement } from 'react'
import { ErrorText } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { formatMessage } from '../messages/en.js'
import { DisconnectIcon, WarningIcon } from '../ui/icons.js'
import { Spinner } from '../ui/Spinner.js'
import { leaveIfStillOn, NetworkList } from './NetworkList.js'

/** The wallet is on a network the app does not list: switch to a supported one, or disconnect. */
export default function UnsupportedChainView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const unsupportedChainId = useStoreSelector(client.stores.chains, (s) => s.unsupportedChainId)
  const switchable = client.options.enableNetworkSwitch !== false
  const [disconnecting, setDisconnecting] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)

  const disconnect = async (): Promise<void> => {
    setDisconnecting(true)
    setError(undefined)
    try {
      await client.disconnect()
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : ErrorText.DISCONNECT_FAILED)
    } finally {
      setDisconnecting(false)
    }
  }

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
      {error && (
        <p className="foyer-alert" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="foyer-button foyer-button-block"
        data-variant="danger"
        onClick={() => void disconnect()}
        disabled={disconnecting}
      >
        {disconnecting ? <Spinner size={16} /> : <DisconnectIcon />}
        {disconnecting ? messages.disconnecting : messages.disconnect}
      </button>
    </div>
  )
}
