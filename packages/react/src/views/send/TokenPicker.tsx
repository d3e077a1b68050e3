import type { ReactElement } from 'react'
import { formatAmount } from '@foyer/core'
import { useMessages } from '../../context.js'
import { Skeleton } from '../../ui/Spinner.js'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { NATIVE_CHOICE, type SendChoice } from './sendChoices.js'
import type { TokenBalances } from './useTokenBalances.js'

export interface TokenPickerProps {
  /** Unique per view (React's useId): names the radio group and links each radio to its balance. */
  idPrefix: string
  choices: SendChoice[]
  selected: string
  onSelect: (key: string) => void
  tokensStatus: TokenBalances['status']
  /** The native balance failed ('Token Balance Unavailable' in its place rather than a skeleton). */
  nativeUnavailable: boolean
}

/** The token to send: a radio per choice with its balance as description, and a skeleton while tokens load. */
export function TokenPicker({
  idPrefix,
  choices,
  selected,
  onSelect,
  tokensStatus,
  nativeUnavailable,
}: TokenPickerProps): ReactElement {
  const messages = useMessages()
  return (
    <fieldset className="foyer-field">
      <legend className="foyer-label">{messages.token}</legend>
      <div className="foyer-tokens">
        {choices.map((c) => {
          const inputId = `${idPrefix}-token-${c.key}`
          const balanceId = `${inputId}-balance`
          return (
            <div className="foyer-token" key={c.key}>
              <input
                type="radio"
                id={inputId}
                name={`${idPrefix}-token`}
                value={c.key}
                checked={c.key === selected}
                onChange={() => onSelect(c.key)}
                aria-describedby={balanceId}
              />
              <label htmlFor={inputId}>
                <WalletIcon name={c.symbol} src={c.imageUrl} size={28} round />
                {c.symbol}
              </label>
              <span id={balanceId} className="foyer-token-balance" title={c.balance}>
                {c.balance === undefined ? (
                  c.key === NATIVE_CHOICE && nativeUnavailable ? (
                    messages.tokenBalanceUnavailable
                  ) : (
                    <Skeleton width={56} height={14} />
                  )
                ) : (
                  <>
                    <span className="foyer-sr-only">{messages.balance}: </span>
                    {formatAmount(c.balance, 4)}
                  </>
                )}
              </span>
            </div>
          )
        })}
        {tokensStatus === 'loading' && (
          <>
            <div className="foyer-skeleton-item" aria-hidden="true" data-testid="foyer-token-skeleton">
              <Skeleton width={28} height={28} radius="50%" />
              <Skeleton width={80} height={14} />
            </div>
            <p className="foyer-sr-only" role="status">
              {messages.tokensLoading}
            </p>
          </>
        )}
        {tokensStatus === 'error' && <p className="foyer-muted">{messages.tokenBalanceUnavailable}</p>}
      </div>
    </fieldset>
  )
}
