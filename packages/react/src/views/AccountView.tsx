import { useState, type ReactElement } from 'react'
import { formatAmount, shortenAddress, type CaipNetworkId, type ChainNamespace, type FoyerClient } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { copyAnnouncement, useCopyToClipboard } from '../hooks/useCopyToClipboard.js'
import { useFoyerAccount } from '../hooks/useFoyerAccount.js'
import { useFoyerBalance } from '../hooks/useFoyerBalance.js'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { formatMessage } from '../messages/en.js'
import { CheckIcon, ChevronRightIcon, CopyIcon } from '../ui/icons.js'
import { Identicon } from '../ui/Identicon.js'
import { Skeleton, Spinner } from '../ui/Spinner.js'
import { WalletIcon } from '../ui/WalletIcon.js'
import { AccountTabs } from './account/AccountTabs.js'
import { FeaturesRow } from './account/FeaturesRow.js'
import { PortfolioTotal } from './account/PortfolioTotal.js'
import { chainShortName, namespacesOf } from './chainNames.js'
import { DisconnectButton } from './DisconnectButton.js'
import { NameEntry } from './names/NameEntry.js'
import { AccountSettingsEntry } from './login/AccountSettingsEntry.js'

/**
 * Where showing another namespace's account takes the app: the network that namespace's wallet is on (from its CAIP
 * address) when the app lists it, else the namespace's first network.
 */
function networkFor(client: FoyerClient, ns: ChainNamespace): CaipNetworkId | undefined {
  const caipAddress = client.stores.accounts.getState()[ns]?.caipAddress
  const onWallet = caipAddress ? caipAddress.split(':').slice(0, 2).join(':') : undefined
  const networks = client.options.networks.filter((n) => n.chainNamespace === ns)
  return (networks.find((n) => n.caipNetworkId === onWallet) ?? networks[0])?.caipNetworkId
}

/**
 * The connected account: identicon, address with copy, native balance, network, send, disconnect. With several
 * namespaces connected (a MULTI_CHAIN wallet on both chains), a switcher picks whose account is shown, which makes
 * that namespace the active one.
 */
export default function AccountView(): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const account = useFoyerAccount()
  const nativeBalance = useFoyerBalance()
  const { network, isUnsupported } = useFoyerNetwork()
  const { walletInfo } = useWalletInfo()
  const copy = useCopyToClipboard()
  const activeNamespace = useStoreSelector(client.stores.chains, (s) => s.activeNamespace)
  // In the app's network order, whatever order the namespaces connected in.
  const connectedNamespaces = useStoreSelector(client.stores.accounts, (accounts) =>
    namespacesOf(client.options.networks).filter((ns) => accounts[ns]?.status === 'connected' && accounts[ns]?.address),
  )
  const [switchingTo, setSwitchingTo] = useState<ChainNamespace | undefined>(undefined)
  const [switchError, setSwitchError] = useState<string | undefined>(undefined)

  const showNamespace = async (ns: ChainNamespace): Promise<void> => {
    const target = networkFor(client, ns)
    if (ns === activeNamespace || !target || switchingTo) return
    setSwitchingTo(ns)
    setSwitchError(undefined)
    try {
      await client.switchNetwork(target)
    } catch (error) {
      setSwitchError(error instanceof Error && error.message ? error.message : String(error))
    } finally {
      setSwitchingTo(undefined)
    }
  }

  const switcher =
    connectedNamespaces.length > 1 ||
    (connectedNamespaces.length === 1 && connectedNamespaces[0] !== activeNamespace) ? (
      <div className="foyer-center">
        <div className="foyer-segmented" role="group" aria-label={messages.accountChain}>
          {connectedNamespaces.map((ns) => (
            <button
              key={ns}
              type="button"
              className="foyer-segment"
              aria-pressed={ns === activeNamespace}
              aria-busy={switchingTo === ns || undefined}
              data-namespace={ns}
              onClick={() => void showNamespace(ns)}
            >
              {switchingTo === ns && <Spinner size={12} />}
              {chainShortName(messages, ns)}
            </button>
          ))}
        </div>
        {switchError && (
          <p className="foyer-alert" role="alert">
            {switchError}
          </p>
        )}
      </div>
    ) : null

  if (!account.address) {
    return (
      <div>
        {switcher}
        <div className="foyer-center">
          <p className="foyer-muted">{messages.notConnected}</p>
          {switcher && (
            // Another namespace is connected but not this one: connect a wallet here too.
            <button type="button" className="foyer-button" onClick={() => client.router.push('Connect')}>
              {messages.connectWallet}
            </button>
          )}
        </div>
      </div>
    )
  }
  const address = account.address
  const explorer = network.blockExplorers?.default

  let balance: ReactElement
  if (nativeBalance.status === 'loading' || (nativeBalance.balance === undefined && nativeBalance.status === 'idle')) {
    balance = <Skeleton width={110} height={16} />
  } else if (nativeBalance.status === 'error' || nativeBalance.balance === undefined) {
    balance = <span className="foyer-error">{messages.tokenBalanceUnavailable}</span>
  } else {
    balance = (
      <span>
        {formatAmount(nativeBalance.balance, 4)} {nativeBalance.symbol}
      </span>
    )
  }

  return (
    <div>
      {switcher}
      <div className="foyer-account-head">
        {account.profileImage ? (
          <img className="foyer-avatar" src={account.profileImage} alt="" width={72} height={72} />
        ) : (
          <Identicon address={address} size={72} />
        )}
        {account.profileName && <span className="foyer-profile-name">{account.profileName}</span>}
        <div className="foyer-address-row">
          <span title={address} data-testid="foyer-address">
            {shortenAddress(address)}
          </span>
          <button
            type="button"
            className="foyer-icon-button"
            aria-label={messages.copyAddress}
            onClick={() => void copy.copy(address)}
          >
            {copy.state === 'copied' ? <CheckIcon /> : <CopyIcon />}
          </button>
        </div>
        <span className="foyer-balance" aria-label={messages.balance} role="group">
          {balance}
        </span>
        {!isUnsupported && (
          <PortfolioTotal namespace={activeNamespace} address={address} caipNetworkId={network.caipNetworkId} />
        )}
        {explorer && !isUnsupported && (
          <a
            className="foyer-link"
            href={`${explorer.url.replace(/\/+$/, '')}/address/${address}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {formatMessage(messages.viewOnExplorer, { explorer: explorer.name })}
          </a>
        )}
        {walletInfo && (
          <span className="foyer-wallet-caption">
            <WalletIcon name={walletInfo.name} src={walletInfo.icon} size={16} />
            {formatMessage(messages.connectedWith, { name: walletInfo.name })}
          </span>
        )}
        <span className="foyer-live" role="status" aria-live="polite">
          {copyAnnouncement(copy.state, messages)}
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
        {!account.profileName && <NameEntry namespace={activeNamespace} address={address} />}
        <FeaturesRow namespace={activeNamespace} unsupported={isUnsupported} />
        {!isUnsupported && <AccountTabs namespace={activeNamespace} address={address} network={network} />}
        <AccountSettingsEntry />
        <DisconnectButton />
      </div>
    </div>
  )
}
