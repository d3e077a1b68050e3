import type { ReactElement, RefObject } from 'react'
import { shortenAddress } from '@foyer/core'
import { useMessages } from '../../context.js'
import type { WalletInfo } from '../../hooks/useWalletInfo.js'
import { formatMessage } from '../../messages/en.js'
import { TransactionStage } from '../TransactionStage.js'

export type SwapPhase =
  | { phase: 'approve-signing' }
  | { phase: 'approve-pending'; id: string }
  | { phase: 'swap-signing' }
  | { phase: 'swap-pending'; id: string }
  | { phase: 'confirmed'; id: string }
  | { phase: 'failed'; message: string }

export interface SwapProgressProps {
  rootRef: RefObject<HTMLDivElement | null>
  state: SwapPhase
  wallet: WalletInfo | undefined
  fromSymbol: string
  toSymbol: string
  fromAmount: string
  onSwapAgain: () => void
  onDone: () => void
  onTryAgain: () => void
}

/** A swap under way and its verdict: the approval (when needed), the swap, then done or the failure. */
export function SwapProgress({
  rootRef,
  state,
  wallet,
  fromSymbol,
  toSymbol,
  fromAmount,
  onSwapAgain,
  onDone,
  onTryAgain,
}: SwapProgressProps): ReactElement {
  const messages = useMessages()
  const walletName = wallet?.name ?? messages.unknownWallet
  const busy = state.phase !== 'confirmed' && state.phase !== 'failed'
  return (
    <div className="foyer-center" ref={rootRef}>
      <TransactionStage phase={state.phase} wallet={wallet} />
      <div role="status" aria-live="polite" className="foyer-stack" aria-busy={busy || undefined}>
        {state.phase === 'approve-signing' && (
          <>
            <h3>{formatMessage(messages.swapApproveSigning, { symbol: fromSymbol })}</h3>
            <p className="foyer-muted">{formatMessage(messages.swapApproveSigningHint, { name: walletName })}</p>
          </>
        )}
        {state.phase === 'approve-pending' && (
          <>
            <h3>{formatMessage(messages.swapApprovePending, { symbol: fromSymbol })}</h3>
            <p className="foyer-muted" title={state.id}>
              {formatMessage(messages.sendingHint, { id: shortenAddress(state.id) })}
            </p>
          </>
        )}
        {state.phase === 'swap-signing' && (
          <>
            <h3>{messages.swapSigning}</h3>
            <p className="foyer-muted">{formatMessage(messages.swapSigningHint, { name: walletName })}</p>
          </>
        )}
        {state.phase === 'swap-pending' && (
          <>
            <h3>{messages.swapPending}</h3>
            <p className="foyer-muted" title={state.id}>
              {formatMessage(messages.sendingHint, { id: shortenAddress(state.id) })}
            </p>
          </>
        )}
        {state.phase === 'confirmed' && (
          <>
            <h3>{messages.swapConfirmed}</h3>
            <p className="foyer-muted" title={state.id}>
              {formatMessage(messages.swapConfirmedHint, { fromAmount, fromSymbol, toSymbol })}
            </p>
          </>
        )}
      </div>
      {state.phase === 'failed' && (
        <>
          <div role="alert">
            <h3>{state.message}</h3>
          </div>
          <button type="button" className="foyer-button" data-autofocus onClick={onTryAgain}>
            {messages.tryAgain}
          </button>
        </>
      )}
      {state.phase === 'confirmed' && (
        <div className="foyer-actions foyer-button-block">
          <button type="button" className="foyer-button" data-variant="secondary" onClick={onSwapAgain}>
            {messages.swapAgain}
          </button>
          <button type="button" className="foyer-button" data-autofocus onClick={onDone}>
            {messages.done}
          </button>
        </div>
      )}
    </div>
  )
}
