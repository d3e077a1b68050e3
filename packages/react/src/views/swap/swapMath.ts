// Amount arithmetic for the Swap view, in integers of each token's smallest unit (what the convert routes speak), so a
// typed "0.1" is exactly 10^17 wei and the minimum received is exactly what the router will be told.
import { formatAmount } from '@foyer/core'
import { isDecimalNumber, normalizeAmount } from '../sendAmount.js'

/** Spec §9's default and the presets offered beside a custom value, in percent. */
export const SLIPPAGE_PRESETS = [0.5, 1, 3] as const
/** A custom slippage outside (0, 50] is refused: above half, a "swap" is a gift to whoever front-runs it. */
export const MAX_SLIPPAGE = 50
/** What Max leaves of the native currency for the approve and swap gas. */
export const NATIVE_GAS_RESERVE = '0.01'

export type ParsedAmount =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooManyDecimals'; decimals: number }
  | { kind: 'zero' }
  | { kind: 'ok'; units: bigint }

/** What the person typed, as an integer of the token's smallest unit, or why it is not one. */
export function parseAmount(value: string, decimals: number): ParsedAmount {
  if (value.trim() === '') return { kind: 'empty' }
  if (!isDecimalNumber(value)) return { kind: 'invalid' }
  const [whole = '0', fraction = ''] = normalizeAmount(value).split('.')
  if (fraction.length > decimals) return { kind: 'tooManyDecimals', decimals }
  const units = BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  return units === 0n ? { kind: 'zero' } : { kind: 'ok', units }
}

/** An integer amount as an exact decimal string ("1500000", 6 → "1.5"). */
export function formatUnits(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (units % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${units / base}.${fraction}` : String(units / base)
}

/** For display: grouped, at most `maxDecimals` places, never "0" for a small non-zero amount. */
export function displayUnits(units: bigint, decimals: number, maxDecimals = 6): string {
  const shown = formatAmount(formatUnits(units, decimals), maxDecimals)
  return shown === '0' && units > 0n ? `<0.${'0'.repeat(maxDecimals - 1)}1` : shown
}

/** How many of `to` one whole `from` buys at this quote, as display text ("2,000", "0.0005"). */
export function rateText(fromUnits: bigint, fromDecimals: number, toUnits: bigint, toDecimals: number): string {
  if (fromUnits === 0n) return '0'
  // Scaled by 10^18 before the division so a rate far below 1 keeps its digits.
  const scale = 18
  const scaled = (toUnits * 10n ** BigInt(fromDecimals + scale)) / (fromUnits * 10n ** BigInt(toDecimals))
  const text = formatUnits(scaled, scale)
  const [whole = '0'] = text.split('.')
  // Big rates need few decimals; small ones keep enough to be told apart.
  return formatAmount(text, whole === '0' ? 8 : 4)
}

/** The least the swap may give at `slippage` percent: what the router's amountOutMin will be. */
export function minimumReceived(toUnits: bigint, slippage: number): bigint {
  const basisPoints = BigInt(Math.round(slippage * 100))
  return (toUnits * (10_000n - basisPoints)) / 10_000n
}

/** A custom slippage the person typed, in percent, or undefined when it is not one Foyer accepts. */
export function parseSlippage(value: string): number | undefined {
  if (!isDecimalNumber(value)) return undefined
  const n = Number(normalizeAmount(value))
  return n > 0 && n <= MAX_SLIPPAGE ? n : undefined
}
