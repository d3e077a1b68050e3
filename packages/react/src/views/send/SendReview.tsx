import type { ReactElement, RefObject } from 'react'
import { formatAmount, shortenAddress, type ChainNamespace, type TokenInfo } from '@foyer/core'
import { useMessages } from '../../context.js'
import { Skeleton } from '../../ui/Spinner.js'
import { useSendFee } from './useSendFee.js'

export interface SendReviewProps {
  rootRef: RefObject<HTMLDivElement | null>
  symbol: string
  /** Normalized ("1.5"), as it will be sent. */
  amount: string
  /** Trimmed, in full: shortened on screen, whole in the title. */
  recipient: string
  /** The name the person typed, when the recipient was one (shown above its address). */
  recipientName?: string | undefined
  networkName: string
  namespace: ChainNamespace
  /** The token sent; absent for the native currency. */
  token?: TokenInfo | undefined
  onEdit: () => void
  onSend: () => void
}

/** What will be sent, to whom, on which network; Edit goes back to the form with its values, Send asks the wallet. */
export function SendReview({
  rootRef,
  symbol,
  amount,
  recipient,
  recipientName,
  networkName,
  namespace,
  token,
  onEdit,
  onSend,
}: SendReviewProps): ReactElement {
  const messages = useMessages()
  const fee = useSendFee({ namespace, to: recipient, amount, ...(token ? { token } : {}) })
  return (
    <div ref={rootRef}>
      <p className="foyer-intro">{messages.reviewIntro}</p>
      <dl className="foyer-summary">
        <div>
          <dt>{messages.token}</dt>
          <dd>{symbol}</dd>
        </div>
        <div>
          <dt>{messages.amount}</dt>
          <dd>
            {amount} {symbol}
          </dd>
        </div>
        <div>
          <dt>{messages.reviewRecipient}</dt>
          <dd title={recipient} data-testid="foyer-send-recipient">
            {recipientName ? `${recipientName} (${shortenAddress(recipient)})` : shortenAddress(recipient)}
          </dd>
        </div>
        <div>
          <dt>{messages.network}</dt>
          <dd>{networkName}</dd>
        </div>
        {fee.state !== 'none' && (
          <div>
            <dt>{messages.networkFee}</dt>
            <dd aria-busy={fee.state === 'loading' || undefined}>
              {fee.state === 'loading' ? (
                <Skeleton width={90} height={14} />
              ) : fee.state === 'ready' ? (
                `${messages.upTo} ${formatAmount(fee.formatted, 8)} ${fee.symbol}`
              ) : (
                messages.feeUnavailable
              )}
            </dd>
          </div>
        )}
      </dl>
      <div className="foyer-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={onEdit}>
          {messages.edit}
        </button>
        <button
          type="button"
          className="foyer-button"
          data-autofocus
          onClick={(event) => {
            // The second click of a double-click on Review lands here when Send takes its place (the phone's bottom
            // sheet keeps the buttons where they were): that is not a decision to send. Keyboard clicks have detail 0.
            if (event.detail > 1) return
            onSend()
          }}
        >
          {messages.send}
        </button>
      </div>
    </div>
  )
}
