// BTC amounts: decimal text in BTC ↔ satoshis (8 decimals), exact with bigint.
export const BTC_DECIMALS = 8
const SATS_PER_BTC = 100_000_000n

export class InvalidAmountError extends TypeError {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidAmountError'
  }
}

/** "0.015" → 1_500_000n. Throws InvalidAmountError for text that is not a plain decimal or has over 8 decimals. */
export function parseBtc(amount: string): bigint {
  const text = typeof amount === 'string' ? amount.trim() : ''
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || text === '' || text === '.') throw new InvalidAmountError(`${JSON.stringify(amount)} is not an amount`)
  const [, whole = '', fraction = ''] = match
  if (fraction.length > BTC_DECIMALS) throw new InvalidAmountError('BTC amounts have at most 8 decimals')
  return BigInt(whole || '0') * SATS_PER_BTC + BigInt(fraction.padEnd(BTC_DECIMALS, '0') || '0')
}

/**
 * 1_500_000n → "0.015"; whole amounts have no decimals ("1", "0"), as the EVM and Solana adapters' balances (viem's
 * formatUnits) read, so a page showing the account's balance shows "0 BTC" beside "0 ETH", not "0.0 BTC".
 */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const whole = abs / SATS_PER_BTC
  const fraction = (abs % SATS_PER_BTC).toString().padStart(BTC_DECIMALS, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
