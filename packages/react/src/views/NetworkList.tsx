import { useId, useState, type ReactElement } from 'react'
import type { CaipNetworkId } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { CheckIcon } from '../ui/icons.js'
import { Spinner } from '../ui/Spinner.js'
import { WalletIcon } from '../ui/WalletIcon.js'

/**
 * The app's networks, the active one marked. Choosing one switches to it (the wallet asks the person); while that
 * runs the row shows a spinner, and a failure shows its message. With `switchable` false the list is information only.
 */
export function NetworkList({ switchable, onSwitched }: { switchable: boolean; onSwitched?: () => void }): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const { networks, activeId, unsupported } = useStoreSelector(client.stores.chains, (s) => ({
    networks: s.networks,
    activeId: s.activeNetwork.caipNetworkId,
    unsupported: s.unsupportedChainId !== undefined,
  }))
  const [switching, setSwitching] = useState<CaipNetworkId | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const idPrefix = useId()

  const choose = async (id: CaipNetworkId): Promise<void> => {
    if (switching) return
    if (id === activeId && !unsupported) {
      onSwitched?.()
      return
    }
    setSwitching(id)
    setError(undefined)
    try {
      await client.switchNetwork(id)
      setSwitching(undefined)
      onSwitched?.()
    } catch (e) {
      setSwitching(undefined)
      setError(e instanceof Error && e.message ? e.message : String(e))
    }
  }

  return (
    <div className="foyer-stack">
      <p className="foyer-sr-only" role="status">
        {switching ? messages.switching : ''}
      </p>
      {error && (
        <p className="foyer-alert" role="alert">
          {error}
        </p>
      )}
      <ul className="foyer-list">
        {networks.map((network) => {
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
    </div>
  )
}
