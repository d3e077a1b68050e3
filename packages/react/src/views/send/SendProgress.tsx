import type { ReactElement, RefObject } from 'react'
import { shortenAddress } from '@foyer/core'
import { useMessages } from '../../context.js'
import type { WalletInfo } from '../../hooks/useWalletInfo.js'
import { formatMessage } from '../../messages/en.js'
import { TransactionStage } from '../TransactionStage.js'

export type SendPhase = 'signing' | 'pending' | 'confirmed' | 'failed'

export interface SendProgressProps {
  rootRef: RefObject<HTMLDivElement | null>
  phase: SendPhase
  /** The transaction, once submitted (shown shortened while pending). */
  id: string | undefined
  /** The refusal's text, shown word for word; without one, the generic 'send failed'. */
  error: string | undefined
  /** Declined in the wallet: 'Transaction declined' whatever the wallet's words. */
  rejected: boolean
  wallet: WalletInfo | undefined
  /** What was sent, for the confirmation's line; left out when unknown. */
  sent: { amount: string; symbol: string; to: string } | undefined
  onTryAgain: () => void
  onSendAnother: () => void
  onDone: () => void
}

/** A send under way and its verdict: confirm in the wallet, sending (pending), sent, or the failure with Try again. */
export function SendProgress({
  rootRef,
  phase,
  id,
  error,
  rejected,
  wallet,
  sent,
  onTryAgain,
  onSendAnother,
  onDone,
}: SendProgressProps): ReactElement {
  const messages = useMessages()
  const failure = rejected ? messages.transactionDeclined : (error ?? messages.sendFailed)
  const walletName = wallet?.name ?? messages.unknownWallet
  return (
    <div className="foyer-center" ref={rootRef}>
      <TransactionStage phase={phase} wallet={wallet} />
      <div role="status" aria-live="polite" className="foyer-stack">
        {phase === 'signing' && (
          <>
            <h3>{messages.confirmInWallet}</h3>
            <p className="foyer-muted">{formatMessage(messages.confirmInWalletHint, { name: walletName })}</p>
          </>
        )}
        {phase === 'pending' && (
          <>
            <h3>{messages.sending}</h3>
            {id && (
              <p className="foyer-muted" title={id}>
                {formatMessage(messages.sendingHint, { id: shortenAddress(id) })}
              </p>
            )}
          </>
        )}
        {phase === 'confirmed' && (
          <>
            <h3>{messages.sent}</h3>
            {sent && (
              <p className="foyer-muted">
                {formatMessage(messages.sentHint, {
                  amount: sent.amount,
                  symbol: sent.symbol,
                  to: shortenAddress(sent.to),
                })}
              </p>
            )}
          </>
        )}
      </div>
      {phase === 'failed' && (
        <>
          <div role="alert">
            <h3>{failure}</h3>
          </div>
          {rejected && <p className="foyer-muted">{messages.transactionDeclinedHint}</p>}
          <button type="button" className="foyer-button" data-autofocus onClick={onTryAgain}>
            {messages.tryAgain}
          </button>
        </>
      )}
      {phase === 'confirmed' && (
        <div className="foyer-actions foyer-button-block">
          <button type="button" className="foyer-button" data-variant="secondary" onClick={onSendAnother}>
            {messages.sendAnother}
          </button>
          <button type="button" className="foyer-button" data-autofocus onClick={onDone}>
            {messages.done}
          </button>
        </div>
      )}
    </div>
  )
}
