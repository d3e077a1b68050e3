import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react'
import type { ChainNamespace, FoyerClient } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { lookupWallet } from '../hooks/useWalletInfo.js'
import { formatMessage } from '../messages/en.js'
import { Spinner } from '../ui/Spinner.js'
import { ErrorIcon } from '../ui/icons.js'
import { WalletIcon } from '../ui/WalletIcon.js'

type Phase = 'connecting' | 'failed'

/**
 * What `client.connect` is asked for: the chain picker's `namespace` or `namespaces` (router data), else the core's
 * default. Trying again after connecting several chains failed half-way only asks for the ones still missing.
 */
function connectArgs(
  client: FoyerClient,
  namespace: ChainNamespace | undefined,
  namespaces: ChainNamespace[] | undefined,
): { namespace: ChainNamespace } | { namespaces: ChainNamespace[] } | undefined {
  if (namespaces?.length) {
    const accounts = client.stores.accounts.getState()
    const missing = namespaces.filter((ns) => accounts[ns]?.status !== 'connected')
    return { namespaces: missing.length ? missing : namespaces }
  }
  return namespace ? { namespace } : undefined
}

const asNamespaces = (value: unknown): ChainNamespace[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as ChainNamespace[]) : undefined

/**
 * Waits on a browser wallet: starts `client.connect` when shown, says where to continue, and on failure shows the
 * core's error text (or that the person declined) with a way to try again. Core closes the modal on success.
 */
export default function ConnectingExternalView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const { connectorId, namespace, namespaces } = useStoreSelector(client.stores.router, (s) => ({
    connectorId: s.data?.connectorId,
    namespace: typeof s.data?.namespace === 'string' ? s.data.namespace : undefined,
    namespaces: asNamespaces(s.data?.namespaces),
  }))
  const wallet = useStoreSelector(client.stores.connectors, () => lookupWallet(client, connectorId))
  const { error, rejected, pendingInWallet } = useStoreSelector(client.stores.connection, (s) => ({
    error: s.error,
    rejected: s.rejected,
    pendingInWallet: s.pendingInWallet,
  }))
  const [phase, setPhase] = useState<Phase>('connecting')
  const mounted = useRef(true)

  const connect = useCallback(async () => {
    if (!connectorId) return
    setPhase('connecting')
    try {
      const args = connectArgs(client, namespace, namespaces)
      await (args ? client.connect(connectorId, args) : client.connect(connectorId))
      if (!mounted.current) return
      const state = client.stores.connection.getState()
      // Core may report a failure through the store rather than by throwing.
      if (state.status !== 'connected' && (state.error || state.rejected)) setPhase('failed')
    } catch {
      // The text shown is the store's (a spec §8 text), not the wallet's raw wording.
      if (mounted.current) setPhase('failed')
    }
  }, [client, connectorId, namespace, namespaces])

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
          {!rejected && pendingInWallet && (
            <p className="foyer-muted">{formatMessage(messages.requestPendingHint, { name })}</p>
          )}
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
