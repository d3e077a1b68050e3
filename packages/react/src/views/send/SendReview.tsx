import type { ReactElement, RefObject } from 'react'
import { shortenAddress } from '@foyer/core'
import { useMessages } from '../../context.js'

export interface SendReviewProps {
  rootRef: RefObject<HTMLDivElement | null>
  symbol: string
  /** Normalized ("1.5"), as it will be sent. */
  amount: string
  /** Trimmed, in full: shortened on screen, whole in the title. */
  recipient: string
  networkName: string
  onEdit: () => void
  onSend: () => void
}

/** What will be sent, to whom, on which network; Edit goes back to the form with its values, Send asks the wallet. */
export function SendReview({
  rootRef,
  symbol,
  amount,
  recipient,
  networkName,
  onEdit,
  onSend,
}: SendReviewProps): ReactElement {
  const messages = useMessages()
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
            {shortenAddress(recipient)}
          </dd>
        </div>
        <div>
          <dt>{messages.network}</dt>
          <dd>{networkName}</dd>
        </div>
      </dl>
      <div className="foyer-actions">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={onEdit}>
          {messages.edit}
        </button>
        <button type="button" className="foyer-button" data-autofocus onClick={onSend}>
          {messages.send}
        </button>
      </div>
    </div>
  )
}
