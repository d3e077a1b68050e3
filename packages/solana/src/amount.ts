// Decimal strings ⇄ integer base units, without floating point.

// Parsing is core's, shared with the EVM adapter's sends; re-exported here as part of this package's API.
export { parseAmount, type ParsedAmount } from '@foyer/core/internal'

/** Base units as a decimal string with `decimals` decimals, trailing zeros trimmed ("1500000000", 9 → "1.5"). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
