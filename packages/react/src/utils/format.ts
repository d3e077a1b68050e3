/** `0x1234…abcd`: enough of both ends to recognise an address. */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (address.length <= head + tail + 1) return address
  return `${address.slice(0, head)}…${address.slice(-tail)}`
}

/** A human amount ("10000.123456789") trimmed to `maxDecimals`, without trailing zeros ("10000.1235"). */
export function formatAmount(amount: string, maxDecimals = 4): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount
  const [whole = '0', fraction = ''] = amount.split('.')
  if (!fraction) return whole
  // Rounds half up in decimal string arithmetic so large balances keep every whole digit.
  let kept = fraction.slice(0, maxDecimals)
  const next = fraction.charCodeAt(maxDecimals) - 48
  let wholeOut = whole
  if (next >= 5) {
    const digits = (whole.replace('-', '') + kept).split('').map(Number)
    let i = digits.length - 1
    for (; i >= 0; i--) {
      if (digits[i]! < 9) {
        digits[i] = digits[i]! + 1
        break
      }
      digits[i] = 0
    }
    if (i < 0) digits.unshift(1)
    const joined = digits.join('')
    const sign = whole.startsWith('-') ? '-' : ''
    wholeOut = sign + joined.slice(0, joined.length - kept.length)
    kept = joined.slice(joined.length - kept.length)
  }
  kept = kept.replace(/0+$/, '')
  if (kept === '' && /^-0*$/.test(wholeOut)) wholeOut = '0'
  return kept ? `${wholeOut}.${kept}` : wholeOut
}

/** FNV-1a, 32 bits: a cheap deterministic hash for colours and identicon patterns. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Up to two letters that stand for a name: "Foyer Dev Wallet" → "FD", "rabby" → "R". */
export function monogram(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean)
  const letters = words.length > 1 ? (words[0]![0] ?? '') + (words[1]![0] ?? '') : (words[0]?.[0] ?? '?')
  return letters.toUpperCase()
}
