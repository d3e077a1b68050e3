import type { ReactElement } from 'react'
import { formatAmount, shortenAddress, type CaipNetworkId, type ChainNamespace } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useFoyerBalance } from '../hooks/useFoyerBalance.js'
import { usePortfolioWarmup } from '../hooks/usePortfolioWarmup.js'
import { preloadView } from '../modal/views.js'
import { Identicon } from '../ui/Identicon.js'
import { useButtonTheme } from './buttonStyles.js'

export interface AccountButtonProps {
  namespace?: ChainNamespace
  /** Show the native balance next to the address (default true). */
  balance?: boolean
  className?: string
}

/** The connected account: avatar or identicon, name or short address, and balance. Opens the Account view. Renders nothing when disconnected. */
export function AccountButton({ namespace, balance = true, className }: AccountButtonProps): ReactElement | null {
  const client = useFoyerClient()
  const messages = useMessages()
  const theme = useButtonTheme()
  const account = useFoyerAccount(namespace)
  const native = useFoyerBalance(namespace)
  // The account's chain, from its CAIP-10 address (`eip155:1:0x…` → `eip155:1`).
  const caipNetworkId = account.caipAddress?.split(':').slice(0, 2).join(':') as CaipNetworkId | undefined
  const warmPortfolio = usePortfolioWarmup(caipNetworkId && account.address, caipNetworkId ?? 'eip155:0')
  if (!account.address) return null
  // The account's name (from the app's blockchain API) when it has one, else the short address.
  const short = account.profileName ?? shortenAddress(account.address)
  const showBalance = balance && native.balance !== undefined && native.status !== 'error'
  return (
    <button
      type="button"
      className={className ? `foyer-cb ${className}` : 'foyer-cb'}
      data-variant="neutral"
      data-foyer-button=""
      {...theme}
      onPointerEnter={() => {
        preloadView('Account')
        warmPortfolio()
      }}
      onFocus={() => {
        preloadView('Account')
        warmPortfolio()
      }}
      onClick={() => client.open({ view: 'Account' })}
    >
      <span className="foyer-cb-sr-only">{messages.openAccountPrefix} </span>
      {showBalance && (
        <span className="foyer-cb-balance">
          {formatAmount(native.balance!, 4)} {native.symbol}{' '}
        </span>
      )}
      <span className="foyer-cb-chip">
        <span className="foyer-cb-icon">
          {account.profileImage ? (
            <img src={account.profileImage} alt="" width={22} height={22} style={{ borderRadius: '50%' }} />
          ) : (
            <Identicon address={account.address} size={22} />
          )}
        </span>
        <span>{short}</span>
      </span>
    </button>
  )
}
