import { useId, type ReactElement } from 'react'
import type { WalletListItem } from '@foyer/core'
import { useMessages } from '../context'
import { WalletIcon } from '../ui/WalletIcon'

/** One wallet as a button: the accessible name is the wallet's name; a badge (Recent, Installed) describes it. */
export function WalletRow({ wallet, onSelect }: { wallet: WalletListItem; onSelect: (wallet: WalletListItem) => void }): ReactElement {
  const messages = useMessages()
  const badgeId = useId()
  const badge = wallet.isRecent ? messages.badgeRecent : wallet.installed ? messages.badgeInstalled : undefined
  return (
    <button
      type="button"
      className="foyer-item"
      aria-label={wallet.name}
      aria-describedby={badge ? badgeId : undefined}
      data-wallet-id={wallet.id}
      onClick={() => onSelect(wallet)}
    >
      <WalletIcon name={wallet.name} src={wallet.imageUrl} />
      <span className="foyer-item-name">{wallet.name}</span>
      {badge && (
        <span id={badgeId} className="foyer-badge" data-kind={wallet.isRecent ? undefined : 'muted'}>
          {badge}
        </span>
      )}
    </button>
  )
}
