import type { ReactElement } from 'react'
import { useMessages } from '../../context.js'
import { SLIPPAGE_PRESETS } from './swapMath.js'

export type SlippageChoice = (typeof SLIPPAGE_PRESETS)[number] | 'custom'

export interface SlippageSettingProps {
  idPrefix: string
  choice: SlippageChoice
  onChoice: (choice: SlippageChoice) => void
  custom: string
  onCustom: (value: string) => void
  /** The custom value is typed but not one Foyer accepts. */
  customInvalid: boolean
}

/** Slippage tolerance: the spec's default (1 %) among presets, or a custom percent — a radio group, arrow-key driven. */
export function SlippageSetting({
  idPrefix,
  choice,
  onChoice,
  custom,
  onCustom,
  customInvalid,
}: SlippageSettingProps): ReactElement {
  const messages = useMessages()
  const customId = `${idPrefix}-slippage-percent`
  return (
    <fieldset className="foyer-field">
      <legend className="foyer-label">{messages.swapSlippage}</legend>
      <div className="foyer-swap-slippage">
        {[...SLIPPAGE_PRESETS, 'custom' as const].map((value) => {
          const inputId = `${idPrefix}-slippage-${String(value).replace('.', '_')}`
          return (
            <span key={value} className="foyer-swap-chip">
              <input
                type="radio"
                id={inputId}
                name={`${idPrefix}-slippage`}
                checked={choice === value}
                onChange={() => onChoice(value)}
              />
              <label htmlFor={inputId}>{value === 'custom' ? messages.swapSlippageCustom : `${value} %`}</label>
            </span>
          )
        })}
      </div>
      {choice === 'custom' && (
        <>
          <label htmlFor={customId} className="foyer-sr-only">
            {messages.swapSlippageCustomLabel}
          </label>
          <input
            id={customId}
            className="foyer-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="%"
            value={custom}
            onChange={(e) => onCustom(e.target.value)}
            aria-invalid={customInvalid || undefined}
            aria-describedby={customInvalid ? `${customId}-error` : undefined}
          />
          {customInvalid && (
            <p id={`${customId}-error`} className="foyer-field-error">
              {messages.swapSlippageInvalid}
            </p>
          )}
        </>
      )}
    </fieldset>
  )
}
