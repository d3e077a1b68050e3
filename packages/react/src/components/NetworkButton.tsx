import type { ReactElement } from 'react'
import { useFoyerClient, useMessages } from '../context.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { preloadView } from '../modal/views.js'
import { WarningIcon } from '../ui/icons.js'
import { WalletIcon } from '../ui/WalletIcon.js'
import { useButtonTheme } from './buttonStyles.js'

/** The active network's icon and name; opens the Networks view. Says "Wrong network" when the wallet is on a chain the app does not list. */
export function NetworkButton({ className }: { className?: string }): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const theme = useButtonTheme()
  const { network, isUnsupported } = useFoyerNetwork()
  const { status } = useFoyerAccount()
  const classes = className ? `foyer-cb ${className}` : 'foyer-cb'
  if (status === 'reconnecting') {
    return (
      <span
        className="foyer-cb-skeleton"
        style={{ width: 120 }}
        role="status"
        aria-busy="true"
        aria-label={messages.loading}
      />
    )
  }
  if (isUnsupported) {
    return (
      <button
        type="button"
        className={classes}
        {...theme}
        data-state="unsupported"
        data-foyer-button=""
        onPointerEnter={() => preloadView('UnsupportedChain')}
        onClick={() => client.open({ view: 'UnsupportedChain' })}
      >
        <span className="foyer-cb-icon" style={{ width: 18, height: 18 }}>
          <WarningIcon />
        </span>
        <span>{messages.wrongNetwork}</span>
      </button>
    )
  }
  return (
    <button
      type="button"
      className={classes}
      {...theme}
      data-variant="neutral"
      data-foyer-button=""
      style={{ ...theme.style, paddingRight: 14 }}
      onPointerEnter={() => preloadView('Networks')}
      onFocus={() => preloadView('Networks')}
      onClick={() => client.open({ view: 'Networks' })}
    >
      <span className="foyer-cb-sr-only">{messages.openNetworksPrefix} </span>
      <span className="foyer-cb-icon">
        <WalletIcon name={network.name} src={network.imageUrl} size={22} round />
      </span>
      <span>{network.name}</span>
    </button>
  )
}
