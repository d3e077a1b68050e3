// Decimal strings ⇄ integer base units, without floating point.

export type ParsedAmount =
  | { ok: true; value: bigint }
  /** `not-positive`: zero, negative or not a number at all; `format`: a number, but not a plain decimal; `precision`: too many fraction digits. */
  | { ok: false; reason: 'not-positive' | 'format' | 'precision'; message: string }

/** Parses a human-readable amount ("1.5") into base units of a token with `decimals` decimals. */
export function parseAmount(amount: string, decimals: number): ParsedAmount {
  const text = typeof amount === 'string' ? amount.trim() : String(amount)
  const numeric = Number(text)
  if (text === '' || Number.isNaN(numeric) || numeric <= 0)
    return { ok: false, reason: 'not-positive', message: `amount ${JSON.stringify(text)} is not greater than 0` }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (match[1] === '' && !match[2]))
    return { ok: false, reason: 'format', message: `amount ${JSON.stringify(text)} is not a plain decimal number` }
  const whole = match[1] ?? ''
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals)
    return {
      ok: false,
      reason: 'precision',
      message: `amount ${text} has more decimal places than the token's ${decimals}`,
    }
  const value = BigInt((whole || '0') + fraction.padEnd(decimals, '0'))
  if (value <= 0n)
    return { ok: false, reason: 'not-positive', message: `amount ${JSON.stringify(text)} is not greater than 0` }
  return { ok: true, value }
}

/** Base units as a decimal string with `decimals` decimals, trailing zeros trimmed ("1500000000", 9 → "1.5"). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
