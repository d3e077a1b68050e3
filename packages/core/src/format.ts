/** `0x1234…abcd`: enough of both ends to recognise an address. */
export function shortenAddress(address: string, chars = 4): string {
  if (address.length <= chars * 2 + 3) return address
  const head = address.startsWith('0x') ? chars + 2 : chars
  return `${address.slice(0, head)}…${address.slice(-chars)}`
}

/** Formats a decimal string amount to at most `maxDecimals` places, trimming zeros ("10000.000" → "10,000"). */
export function formatAmount(formatted: string, maxDecimals = 4): string {
  const [whole = '0', fraction = ''] = formatted.split('.')
  const cut = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return cut ? `${grouped}.${cut}` : grouped
}
