import { memo, useId, type ReactElement } from 'react'
import type { WalletListItem } from '@foyer/core'
import { useFoyerClient, useMessages } from '../context.js'
import { WalletIcon } from '../ui/WalletIcon.js'
import { LazyWalletIcon } from './all-wallets/LazyWalletIcon.js'
import { walletRowModel } from './walletRowModel.js'

/**
 * One wallet as a button named exactly by the wallet's name. Its badge (Recent, Installed) sits beside the button,
 * drawn over the row's end, and describes it: the button's visible text stays equal to its name (axe's
 * label-content-name-mismatch) while the badge is still announced. A wallet on several chains (MULTI_CHAIN) shows a
 * small mark per chain after its name (images, no text) and names the chains in its description. Memoized: when its
 * list renders again (a keystroke in All Wallets' search), a row still showing the same wallet is skipped.
 */
export const WalletRow = memo(function WalletRow({
  wallet,
  onSelect,
}: {
  wallet: WalletListItem
  onSelect: (wallet: WalletListItem) => void
}): ReactElement {
  const messages = useMessages()
  const client = useFoyerClient()
  const badgeId = useId()
  const chainsId = useId()
  const { badge, highlighted, chains } = walletRowModel(client, messages, wallet)
  const multiChain = chains.length > 0
  return (
    <div className="foyer-row">
      <button
        type="button"
        className="foyer-item"
        aria-label={wallet.name}
        aria-describedby={[badge ? badgeId : '', multiChain ? chainsId : ''].filter(Boolean).join(' ') || undefined}
        data-wallet-id={wallet.id}
        data-badged={badge ? '' : undefined}
        onClick={() => onSelect(wallet)}
      >
        {wallet.directory ? (
          <LazyWalletIcon name={wallet.name} src={wallet.directory.imageUrl} />
        ) : (
          <WalletIcon name={wallet.name} src={wallet.imageUrl} />
        )}
        <span className="foyer-item-name">{wallet.name}</span>
        {multiChain && (
          <span className="foyer-chain-marks" aria-hidden="true">
            {chains.map((chain) => (
              <WalletIcon key={chain.namespace} name={chain.name} src={chain.imageUrl} size={16} round />
            ))}
          </span>
        )}
      </button>
      {multiChain && (
        <span id={chainsId} className="foyer-sr-only">
          {chains.map((chain) => chain.name).join(', ')}
        </span>
      )}
      {badge && (
        <span id={badgeId} className="foyer-badge foyer-row-badge" data-kind={highlighted ? undefined : 'muted'}>
          {badge}
        </span>
      )}
    </div>
  )
})
