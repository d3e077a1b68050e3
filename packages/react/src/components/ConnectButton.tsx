import type { ReactElement } from 'react'
import type { ChainNamespace } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { preloadView } from '../modal/views.js'
import { Spinner } from '../ui/Spinner.js'
import { AccountButton } from './AccountButton.js'
import { useButtonTheme } from './buttonStyles.js'

export interface ConnectButtonProps {
  /** Text of the disconnected button (default "Connect Wallet"). */
  label?: string
  /** Text while connecting (default "Connecting…"). */
  loadingLabel?: string
  namespace?: ChainNamespace
  /** Passed on to the AccountButton shown once connected. */
  balance?: boolean
  className?: string
}

/**
 * "Connect Wallet" while disconnected, a spinner while connecting, the AccountButton once connected, and a neutral
 * skeleton while a previous connection is being restored (so a returning user never sees "Connect Wallet" flash).
 */
export function ConnectButton({
  label,
  loadingLabel,
  namespace,
  balance,
  className,
}: ConnectButtonProps): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const theme = useButtonTheme()
  const account = useFoyerAccount(namespace)
  const connecting = useStoreSelector(client.stores.connection, (s) => s.status === 'connecting')
  const classes = className ? `foyer-cb ${className}` : 'foyer-cb'

  if (account.status === 'reconnecting') {
    return (
      <span
        className="foyer-cb-skeleton"
        role="status"
        aria-busy="true"
        aria-label={messages.loading}
        data-foyer-button-skeleton=""
      />
    )
  }
  if (account.isConnected) return <AccountButton namespace={namespace} balance={balance} className={className} />
  if (connecting || account.status === 'connecting') {
    return (
      <button
        type="button"
        className={classes}
        {...theme}
        data-state="connecting"
        data-foyer-button=""
        aria-busy="true"
        onClick={() => client.open()}
      >
        <Spinner size={16} />
        <span>{loadingLabel ?? messages.connecting}</span>
      </button>
    )
  }
  return (
    <button
      type="button"
      className={classes}
      {...theme}
      data-foyer-button=""
      onPointerEnter={() => preloadView('Connect')}
      onFocus={() => preloadView('Connect')}
      onClick={() => client.open()}
    >
      {label ?? messages.connectWallet}
    </button>
  )
}
