import { useEffect, useRef, useState, type ReactElement } from 'react'
import { ErrorText, formatAmount, shortenAddress } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { formatMessage } from '../messages/en.js'
import { CheckIcon, ChevronRightIcon, CopyIcon, DisconnectIcon } from '../ui/icons.js'
import { Identicon } from '../ui/Identicon.js'
import { Skeleton, Spinner } from '../ui/Spinner.js'
import { WalletIcon } from '../ui/WalletIcon.js'

/** The connected account: identicon, address with copy, native balance, network, disconnect. */
export default function AccountView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const account = useFoyerAccount()
  const { network, isUnsupported } = useFoyerNetwork()
  const { walletInfo } = useWalletInfo()
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  const [disconnecting, setDisconnecting] = useState(false)
  const [disconnectError, setDisconnectError] = useState<string | undefined>(undefined)
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(copyTimer.current), [])

  if (!account.address) {
    return (
      <div className="foyer-center">
        <p className="foyer-muted">{messages.notConnected}</p>
      </div>
    )
  }
  const address = account.address

  const copyAddress = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(address)
      setCopy('copied')
    } catch {
      setCopy('failed')
    }
    clearTimeout(copyTimer.current)
    copyTimer.current = setTimeout(() => setCopy('idle'), 1500)
  }

  const disconnect = async (): Promise<void> => {
    setDisconnecting(true)
    setDisconnectError(undefined)
    try {
      await client.disconnect()
    } catch (error) {
      setDisconnectError(error instanceof Error && error.message ? error.message : ErrorText.DISCONNECT_FAILED)
    } finally {
      setDisconnecting(false)
    }
  }

  let balance: ReactElement
  if (account.balanceStatus === 'loading' || (account.balance === undefined && account.balanceStatus === 'idle')) {
    balance = <Skeleton width={110} height={16} />
  } else if (account.balanceStatus === 'error' || account.balance === undefined) {
    balance = <span className="foyer-error">{messages.tokenBalanceUnavailable}</span>
  } else {
    balance = (
      <span>
        {formatAmount(account.balance, 4)} {account.balanceSymbol}
      </span>
    )
  }

  return (
    <div>
      <div className="foyer-account-head">
        <Identicon address={address} size={72} />
        <div className="foyer-address-row">
          <span title={address} data-testid="foyer-address">{shortenAddress(address)}</span>
          <button type="button" className="foyer-icon-button" aria-label={messages.copyAddress} onClick={() => void copyAddress()}>
            {copy === 'copied' ? <CheckIcon /> : <CopyIcon />}
          </button>
        </div>
        <span className="foyer-balance" aria-label={messages.balance} role="group">
          {balance}
        </span>
        {walletInfo && (
          <span className="foyer-wallet-caption">
            <WalletIcon name={walletInfo.name} src={walletInfo.icon} size={16} />
            {formatMessage(messages.connectedWith, { name: walletInfo.name })}
          </span>
        )}
        <span className="foyer-live" role="status" aria-live="polite">
          {copy === 'copied' ? messages.copied : copy === 'failed' ? messages.copyFailed : ''}
        </span>
      </div>
      <div className="foyer-stack">
        <button
          type="button"
          className="foyer-item"
          onClick={() => {
            client.emit('CLICK_NETWORKS')
            client.router.push(isUnsupported ? 'UnsupportedChain' : 'Networks')
          }}
        >
          <WalletIcon name={network.name} src={network.imageUrl} size={32} round />
          <span className="foyer-item-name">
            <span className="foyer-sr-only">{messages.network}: </span>
            {isUnsupported ? messages.wrongNetwork : network.name}
          </span>
          <span className="foyer-item-end">
            <ChevronRightIcon />
          </span>
        </button>
        {disconnectError && (
          <p className="foyer-alert" role="alert">
            {disconnectError}
          </p>
        )}
        <button type="button" className="foyer-button foyer-button-block" data-variant="danger" onClick={() => void disconnect()} disabled={disconnecting} aria-busy={disconnecting}>
          {disconnecting ? <Spinner size={16} /> : <DisconnectIcon />}
          {disconnecting ? messages.disconnecting : messages.disconnect}
        </button>
      </div>
    </div>
  )
}
