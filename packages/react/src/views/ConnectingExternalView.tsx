import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { lookupWallet } from '../hooks/useWalletInfo.js'
import { formatMessage } from '../messages/en.js'
import { Spinner } from '../ui/Spinner.js'
import { ErrorIcon } from '../ui/icons.js'
import { WalletIcon } from '../ui/WalletIcon.js'

type Phase = 'connecting' | 'failed'

/**
 * Waits on a browser wallet: starts `client.connect` when shown, says where to continue, and on failure shows the
 * core's error text (or that the person declined) with a way to try again. Core closes the modal on success.
 */
export default function ConnectingExternalView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const connectorId = useStoreSelector(client.stores.router, (s) => s.data?.connectorId)
  const wallet = useStoreSelector(client.stores.connectors, () => lookupWallet(client, connectorId))
  const { error, rejected } = useStoreSelector(client.stores.connection, (s) => ({ error: s.error, rejected: s.rejected }))
  const [phase, setPhase] = useState<Phase>('connecting')
  const mounted = useRef(true)

  const connect = useCallback(async () => {
    if (!connectorId) return
    setPhase('connecting')
    try {
      await client.connect(connectorId)
      if (!mounted.current) return
      const state = client.stores.connection.getState()
      // Core may report a failure through the store rather than by throwing.
      if (state.status !== 'connected' && (state.error || state.rejected)) setPhase('failed')
    } catch {
      // The text shown is the store's (a spec §8 text), not the wallet's raw wording.
      if (mounted.current) setPhase('failed')
    }
  }, [client, connectorId])

  // One attempt per showing of the view (StrictMode runs effects twice; the ref keeps it to one).
  const started = useRef(false)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      void connect()
    }
    return () => {
      mounted.current = false
    }
  }, [connect])

  const name = wallet?.name ?? messages.unknownWallet
  const failed = phase === 'failed' || !connectorId
  const failure = rejected ? messages.connectionDeclined : (error ?? messages.connectFailed)

  return (
    <div className="foyer-center">
      <div className="foyer-wallet-stage" data-state={failed ? 'error' : 'connecting'}>
        <WalletIcon name={wallet?.name ?? '?'} src={wallet?.icon} size={72} />
        <span className="foyer-stage-spinner">{failed ? <ErrorIcon /> : <Spinner size={22} />}</span>
      </div>
      {failed ? (
        <>
          <div role="alert">
            <h3>{failure}</h3>
          </div>
          {rejected && <p className="foyer-muted">{messages.connectionDeclinedHint}</p>}
          <button type="button" className="foyer-button" onClick={() => void connect()} disabled={!connectorId}>
            {messages.tryAgain}
          </button>
        </>
      ) : (
        <>
          <h3>{formatMessage(messages.continueIn, { name })}</h3>
          <p className="foyer-muted" role="status">
            {messages.connectingHint}
          </p>
        </>
      )}
    </div>
  )
}
