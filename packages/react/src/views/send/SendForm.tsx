import { useId, type FormEvent, type ReactElement, type RefObject } from 'react'
import { describeInvalidAddress, type ChainNamespace } from '@foyer/core'
import { useFoyerClient, useMessages } from '../../context.js'
import { formatMessage } from '../../messages/en.js'
import { AmountInput } from '../../ui/AmountInput.js'
import { errorReason } from '../errorReason.js'
import { exceedsBalance, isDecimalNumber, tooPrecise } from '../sendAmount.js'
import type { SendChoice } from './sendChoices.js'
import { TokenPicker, type TokenPickerProps } from './TokenPicker.js'
import { useMaxAmount } from './useMaxAmount.js'
import { useRecipientName } from './useRecipientName.js'

export interface SendFormProps extends Omit<TokenPickerProps, 'idPrefix' | 'selected'> {
  rootRef: RefObject<HTMLDivElement | null>
  namespace: ChainNamespace
  choice: SendChoice
  amount: string
  onAmount: (amount: string) => void
  recipient: string
  onRecipient: (recipient: string) => void
  /** Called with a complete form: a number and an address the adapter accepts. */
  onReview: () => void
  /** Said above the form (the wallet moved to another network while the transfer was being reviewed). */
  notice?: string | undefined
}

/**
 * Token, amount (Max fills the balance, less the network fee for the native currency: send/useMaxAmount) and recipient. The amount is only
 * checked to be a number: the adapter's own checks reject the rest with the spec's texts.
 */
export function SendForm({
  rootRef,
  namespace,
  choice,
  amount,
  onAmount,
  recipient,
  onRecipient,
  onReview,
  notice,
  ...picker
}: SendFormProps): ReactElement {
  const client = useFoyerClient()
  const messages = useMessages()
  const idPrefix = useId()
  const amountId = `${idPrefix}-amount`
  const recipientId = `${idPrefix}-recipient`

  const trimmedRecipient = recipient.trim()
  const amountValid = isDecimalNumber(amount)
  // A name (alice.reown.id, alice.foyer.eth) counts once it resolves; the view sends to the address it resolved to.
  const name = useRecipientName(trimmedRecipient, namespace)
  const recipientValid =
    name.kind === 'resolved' || (trimmedRecipient !== '' && client.isValidAddress(trimmedRecipient, namespace))
  const showAmountError = amount.trim() !== '' && !amountValid
  // Said at once, but Review stays open for both: the adapter's checks at Send are the ones that count (with the
  // spec's texts), and the balance shown may be a moment old.
  const amountHint = !amountValid
    ? undefined
    : tooPrecise(amount, choice.decimals)
      ? formatMessage(messages.amountTooPrecise, { symbol: choice.symbol, decimals: choice.decimals })
      : exceedsBalance(amount, choice.balance, choice.decimals)
        ? formatMessage(messages.amountOverBalance, { balance: choice.balance!, symbol: choice.symbol })
        : undefined
  const showRecipientError = trimmedRecipient !== '' && !recipientValid && name.kind !== 'resolving'
  const recipientError =
    name.kind === 'unknown'
      ? formatMessage(messages.recipientUnknownName, { name: name.name })
      : name.kind === 'failed'
        ? formatMessage(messages.recipientLookupFailed, { name: name.name, reason: errorReason(name.error, messages) })
        : (describeInvalidAddress(client, { address: trimmedRecipient, namespace }) ?? messages.invalidAddress)
  const canReview = amountValid && recipientValid

  const max = useMaxAmount({
    namespace,
    choice,
    recipient: name.kind === 'resolved' ? name.address : trimmedRecipient,
  })
  const fillMax = async (): Promise<void> => {
    const value = await max.compute()
    if (value !== undefined) onAmount(value)
  }
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault()
    if (canReview) onReview()
  }

  return (
    <div ref={rootRef}>
      {notice && (
        <p className="foyer-alert" data-kind="warning" role="alert">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={onSubmit}>
        <TokenPicker idPrefix={idPrefix} selected={choice.key} {...picker} />
        <div className="foyer-field">
          <label htmlFor={amountId} className="foyer-label">
            {messages.amount}
          </label>
          <AmountInput
            id={amountId}
            value={amount}
            onChange={onAmount}
            invalid={showAmountError}
            describedBy={showAmountError || amountHint ? `${amountId}-error` : undefined}
            onMax={() => void fillMax()}
            maxLabel={messages.max}
            maxDisabled={choice.balance === undefined || max.busy}
            maxBusy={max.busy}
          />
          {showAmountError && (
            <p id={`${amountId}-error`} className="foyer-field-error">
              {messages.invalidAmount}
            </p>
          )}
          {amountHint && (
            <p id={`${amountId}-error`} className="foyer-field-error">
              {amountHint}
            </p>
          )}
        </div>
        <div className="foyer-field">
          <label htmlFor={recipientId} className="foyer-label">
            {messages.recipient}
          </label>
          <input
            id={recipientId}
            className="foyer-input"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={recipient}
            onChange={(e) => onRecipient(e.target.value)}
            aria-invalid={showRecipientError || undefined}
            aria-describedby={
              showRecipientError ? `${recipientId}-error` : name.kind !== 'none' ? `${recipientId}-name` : undefined
            }
          />
          {showRecipientError && (
            <p id={`${recipientId}-error`} className="foyer-field-error">
              {recipientError}
            </p>
          )}
          {(name.kind === 'resolving' || name.kind === 'resolved') && (
            <p id={`${recipientId}-name`} className="foyer-muted" role="status" data-testid="foyer-recipient-name">
              {name.kind === 'resolved'
                ? formatMessage(messages.recipientResolved, { name: name.name, address: name.address })
                : formatMessage(messages.recipientResolving, { name: name.name })}
            </p>
          )}
        </div>
        <button type="submit" className="foyer-button foyer-button-block" disabled={!canReview}>
          {messages.review}
        </button>
      </form>
    </div>
  )
}
