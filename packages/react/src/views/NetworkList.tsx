import { useEffect, useId, useRef, useState, type ReactElement } from 'react'
import {
  isRequestAlreadyPending,
  isUnsupportedMethod,
  isUserRejection,
  type CaipNetworkId,
  type ChainDefinition,
  type FoyerClient,
  type ViewName,
} from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { formatMessage } from '../messages/en.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { CheckIcon } from '../ui/icons.js'
import { Spinner } from '../ui/Spinner.js'
import { WalletIcon } from '../ui/WalletIcon.js'
import { namespacesOf, networkName, networksHeading } from './chainNames.js'

/**
 * Leaves `view` after a switch, unless the switch already took the modal elsewhere (the new chain has no sign-in
 * session, so core opened SIWXSignMessage): going back from there would close the sign view the person must see.
 */
export function leaveIfStillOn(client: FoyerClient, view: ViewName, leave: () => void): void {
  if (client.stores.router.getState().view === view) leave()
}

/**
 * The app's networks, the active one marked. Choosing one switches to it (the wallet asks the person); while that
 * runs the row shows a spinner, and a failure shows its message. With `switchable` false the list is information only.
 * Networks of several namespaces are grouped under a heading per family ("EVM networks", "Solana networks"); choosing
 * one of another namespace makes that namespace active (core does the switch).
 */
export function NetworkList({
  switchable,
  onSwitched,
}: {
  switchable: boolean
  onSwitched?: () => void
}): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const { networks, activeId, unsupported } = useStoreSelector(client.stores.chains, (s) => ({
    networks: s.networks,
    activeId: s.activeNetwork.caipNetworkId,
    unsupported: s.unsupportedChainId !== undefined,
  }))
  const [switching, setSwitching] = useState<CaipNetworkId | undefined>(undefined)
  /** The last failed switch: to which network, from which, and what to say. */
  const [failed, setFailed] = useState<{ to: CaipNetworkId; from: CaipNetworkId; message: string } | undefined>()
  const idPrefix = useId()

  // After a failed switch the person may switch in the wallet itself (as they are told to when the wallet cannot be
  // asked): once the wallet is elsewhere the failure is old news, and on the network they wanted the view moves on as
  // after a switch made here.
  const shownFailure = failed && activeId === failed.from ? failed : undefined
  const movedOn = useRef<typeof failed>(undefined)
  useEffect(() => {
    if (!failed || movedOn.current === failed || activeId !== failed.to || unsupported) return
    movedOn.current = failed
    onSwitched?.()
  }, [failed, activeId, unsupported, onSwitched])

  const choose = async (id: CaipNetworkId): Promise<void> => {
    if (switching) return
    if (id === activeId && !unsupported) {
      onSwitched?.()
      return
    }
    setSwitching(id)
    setFailed(undefined)
    try {
      await client.switchNetwork(id)
      setSwitching(undefined)
      onSwitched?.()
    } catch (e) {
      setSwitching(undefined)
      const message = switchFailure(e, networkName(networks, id))
      setFailed({ to: id, from: client.stores.chains.getState().activeNetwork.caipNetworkId, message })
    }
  }

  // A refusal reads the same whatever words the wallet used (as a declined connection or transfer does); so does a
  // request of this app still open in the wallet (-32002: the person clicked again before answering the first); a
  // wallet that cannot be asked to switch is told apart, since the person can still switch in the wallet itself; any
  // other failure keeps the wallet's own text, which says what went wrong.
  const switchFailure = (error: unknown, network: string): string => {
    if (isUserRejection(error)) return messages.switchDeclined
    if (isRequestAlreadyPending(error)) return messages.switchPending
    if (isUnsupportedMethod(error)) return formatMessage(messages.switchInWallet, { network })
    const reason = error instanceof Error && error.message ? error.message : String(error)
    return formatMessage(messages.switchFailed, { network, reason })
  }

  const renderList = (list: ChainDefinition[]): ReactElement => (
    <ul className="foyer-list">
      {list.map((network) => {
        const current = network.caipNetworkId === activeId && !unsupported
        const busy = switching === network.caipNetworkId
        const testnetId = `${idPrefix}-${network.caipNetworkId}-testnet`
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="foyer-item"
              aria-label={network.name}
              aria-describedby={network.testnet ? testnetId : undefined}
              aria-current={current ? 'true' : undefined}
              aria-disabled={!switchable || undefined}
              aria-busy={busy || undefined}
              data-network={network.caipNetworkId}
              onClick={switchable ? () => void choose(network.caipNetworkId) : undefined}
            >
              <WalletIcon name={network.name} src={network.imageUrl} size={32} round />
              <span className="foyer-item-name">{network.name}</span>
              <span className="foyer-item-end">
                {network.testnet && (
                  <span id={testnetId} className="foyer-badge" data-kind="muted">
                    {messages.testnet}
                  </span>
                )}
                {busy ? (
                  <Spinner size={16} />
                ) : (
                  current && (
                    <span className="foyer-check">
                      <CheckIcon />
                    </span>
                  )
                )}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
  const groups = namespacesOf(networks).map((namespace) => ({
    namespace,
    networks: networks.filter((n) => n.chainNamespace === namespace),
  }))

  return (
    <div className="foyer-stack">
      <p className="foyer-sr-only" role="status">
        {switching ? messages.switching : ''}
      </p>
      {shownFailure && (
        <p className="foyer-alert" role="alert">
          {shownFailure.message}
        </p>
      )}
      {groups.length > 1
        ? groups.map((group) => {
            const headingId = `${idPrefix}-${group.namespace}-heading`
            return (
              <div
                key={group.namespace}
                role="group"
                aria-labelledby={headingId}
                className="foyer-group"
                data-namespace={group.namespace}
              >
                <h3 id={headingId} className="foyer-section-title">
                  {networksHeading(messages, group.namespace)}
                </h3>
                {renderList(group.networks)}
              </div>
            )
          })
        : renderList(networks)}
    </div>
  )
}
