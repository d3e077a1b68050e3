// The amount a person typed ("1.5") as integer base units of a token with `decimals` decimals, without floating point.
// viem's parseUnits rounds digits beyond the token's decimals away; a send must refuse them instead, so the amount
// signed is the amount typed. The EVM and Solana adapters' sends both parse with it.

export type ParsedAmount =
  | { ok: true; value: bigint }
  /** `not-positive`: zero, negative or not a number at all; `format`: a number, but not a plain decimal; `precision`: more fraction digits than the token has. */
  | { ok: false; reason: 'not-positive' | 'format' | 'precision'; message: string }

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
  // "0.0000" or a number too small for Number() to see as zero but still zero units.
  if (value <= 0n)
    return { ok: false, reason: 'not-positive', message: `amount ${JSON.stringify(text)} is not greater than 0` }
  return { ok: true, value }
}
