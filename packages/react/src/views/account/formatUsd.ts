// Fiat values as the account views show them: US dollars, two decimals, grouped; tiny non-zero values as "< $0.01"
// rather than a misleading "$0.00".
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })

export function formatUsd(value: number): string {
  if (!Number.isFinite(value)) return ''
  if (value > 0 && value < 0.01) return '< $0.01'
  return usd.format(value)
}
