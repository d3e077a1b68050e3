import type { ReactElement } from 'react'
import type { WalletInfo } from '../hooks/useWalletInfo.js'
import { ErrorIcon, SuccessIcon } from '../ui/icons.js'
import { Spinner } from '../ui/Spinner.js'
import { WalletIcon } from '../ui/WalletIcon.js'

/**
 * The picture above a transaction's progress (Send, Swap): the wallet's icon with a spinner while it is being signed
 * or confirmed, a check once confirmed, the error mark once failed. `phase` is also the stage's data-state ('failed'
 * as 'error', as the connecting views' stages say it), which the stylesheet colours.
 */
export function TransactionStage({ phase, wallet }: { phase: string; wallet: WalletInfo | undefined }): ReactElement {
  return (
    <div className="foyer-wallet-stage" data-state={phase === 'failed' ? 'error' : phase}>
      {phase === 'confirmed' ? (
        <span className="foyer-success-icon">
          <SuccessIcon />
        </span>
      ) : phase === 'failed' ? (
        <span className="foyer-status-icon">
          <ErrorIcon />
        </span>
      ) : (
        <>
          <WalletIcon name={wallet?.name ?? '?'} src={wallet?.icon} size={56} />
          <span className="foyer-stage-spinner">
            <Spinner size={20} />
          </span>
        </>
      )}
    </div>
  )
}
