import { useState, type ReactElement } from 'react'
import { ErrorText } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { DisconnectIcon } from '../ui/icons.js'
import { Spinner } from '../ui/Spinner.js'

/**
 * Disconnect, as the Account and Unsupported network views end: busy while the wallet answers, and a refusal shown
 * above the button (the wallet's words, else spec §8's 'Failed to disconnect') so the person can try again.
 */
export function DisconnectButton(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
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
    <>
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
        aria-busy={disconnecting}
      >
        {disconnecting ? <Spinner size={16} /> : <DisconnectIcon />}
        {disconnecting ? messages.disconnecting : messages.disconnect}
      </button>
    </>
  )
}
