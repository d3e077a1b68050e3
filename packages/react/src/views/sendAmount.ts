// Amount helpers for the Send view: decimal strings handled as integers of the token's smallest unit, so "Max" never
// suffers from floating point ("2.5" - "0.001" is exactly "2.499").

/** What a person may type: digits with at most one decimal point (or comma). Zero is a number: the adapter judges it. */
export function isDecimalNumber(value: string): boolean {
  return /^(\d+([.,]\d*)?|[.,]\d+)$/.test(value.trim())
}

/** "1,5" → "1.5", ".5" → "0.5", "2." → "2": the form adapters parse. */
export function normalizeAmount(value: string): string {
  let out = value.trim().replace(',', '.')
  if (out.startsWith('.')) out = `0${out}`
  if (out.endsWith('.')) out = out.slice(0, -1)
  return out
}

function toUnits(value: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = normalizeAmount(value).split('.')
  return (
    BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt((fraction.slice(0, decimals) || '0').padEnd(decimals, '0'))
  )
}

function fromUnits(units: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const whole = units / base
  const fraction = (units % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

/**
 * What "Max" fills in: the whole balance, less `reserve` when given (the native currency pays the network fee, so a
 * little is left for it), or the whole balance when it is smaller than the reserve. Kept simple on purpose: a flat
 * reserve, not a fee estimate; if it is not enough the adapter's own text says so.
 */
export function maxAmount(balance: string, decimals: number, reserve?: string): string {
  if (!isDecimalNumber(balance)) return '0'
  const units = toUnits(balance, decimals)
  const kept = reserve ? toUnits(reserve, decimals) : 0n
  return fromUnits(units > kept ? units - kept : units, decimals)
}

/** Native currency left for fees by "Max", per namespace: 0.001 SOL on Solana (a transfer costs about 0.00001). */
export const NATIVE_FEE_RESERVE: Record<string, string> = { solana: '0.001' }

/**
 * Extra share of the estimated fee that Max leaves on top of it, in percent: the fee is asked again when the transfer is
 * prepared, and a base fee that rose a little in between must not turn Max into 'Not enough ETH to cover the network fee'.
 */
export const FEE_SAFETY_MARGIN_PERCENT = 25n

/**
 * What "Max" fills in when the adapter estimates the fee (EVM): the balance less that fee (in smallest units) and its
 * safety margin; '0' when the balance does not even cover the fee, so the adapter's own text explains why.
 */
export function maxAmountLessFee(balance: string, decimals: number, feeUnits: bigint): string {
  if (!isDecimalNumber(balance)) return '0'
  const units = toUnits(balance, decimals)
  const kept = feeUnits + (feeUnits * FEE_SAFETY_MARGIN_PERCENT) / 100n
  return fromUnits(units > kept ? units - kept : 0n, decimals)
}

/** Whether `amount` (as typed) is more than `balance`, both decimals of a token with `decimals`; false while either is not a number. */
export function exceedsBalance(amount: string, balance: string | undefined, decimals: number): boolean {
  if (balance === undefined || !isDecimalNumber(amount) || !isDecimalNumber(balance)) return false
  const [, fraction = ''] = normalizeAmount(amount).split('.')
  // Digits past the token's decimals still count: 1.0000001 of a 6-decimal token is more than a balance of 1.
  const extra = Math.max(0, fraction.length - decimals)
  return toUnits(amount, decimals + extra) > toUnits(balance, decimals + extra)
}

/** Whether `amount` has more digits after the point than a token with `decimals` can hold. */
export function tooPrecise(amount: string, decimals: number): boolean {
  if (!isDecimalNumber(amount)) return false
  const [, fraction = ''] = normalizeAmount(amount).split('.')
  return fraction.replace(/0+$/, '').length > decimals
}
