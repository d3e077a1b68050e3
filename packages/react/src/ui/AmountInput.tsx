import type { ReactElement } from 'react'

export interface AmountInputProps {
  id: string
  value: string
  onChange: (value: string) => void
  /** The amount cannot be used as it is (its error is among `describedBy`). */
  invalid: boolean
  /** Ids of what describes the amount (its error, the balance); empty: nothing. */
  describedBy: string | undefined
  /** Fills in the most that can be sent or swapped. */
  onMax: () => void
  maxLabel: string
  /** No balance to fill from yet. */
  maxDisabled: boolean
  /** The most is being worked out (a fee estimate). */
  maxBusy?: boolean
}

/**
 * An amount box with its Max button beside it, as Send and Swap show it: decimal keypad on touch screens, no
 * autocomplete or spell check, and the first thing focused in its view (data-autofocus). The label is the owner's.
 */
export function AmountInput({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  onMax,
  maxLabel,
  maxDisabled,
  maxBusy = false,
}: AmountInputProps): ReactElement {
  return (
    <div className="foyer-input-row">
      <input
        id={id}
        className="foyer-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        data-autofocus
      />
      <button
        type="button"
        className="foyer-button"
        data-size="small"
        data-variant="secondary"
        onClick={onMax}
        disabled={maxDisabled}
        aria-busy={maxBusy || undefined}
      >
        {maxLabel}
      </button>
    </div>
  )
}
