// Solana RPCs write u64 fields (lamports, token amounts in metas) as plain JSON numbers, and JSON.parse rounds any above
// 2^53 — a whale's balance, the devnet faucet's 10^18 lamports — so a balance change computed from them would be wrong.
// This parse keeps every integer too long to be exact as its decimal string; the reader turns it into a bigint.

/** Integers of this many digits or more may exceed Number.MAX_SAFE_INTEGER (9,007,199,254,740,991: 16 digits). */
const UNSAFE_DIGITS = 16

export function parseJsonKeepingBigIntegers(text: string): unknown {
  let out = ''
  let copiedUpTo = 0
  let index = 0
  while (index < text.length) {
    const char = text[index]!
    if (char === '"') {
      // Skip the whole string, escapes included: digits inside a string (a log line) are not numbers.
      index++
      while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
      index++
      continue
    }
    if ((char >= '0' && char <= '9') || char === '-') {
      let end = index + 1
      while (end < text.length && /[0-9.eE+-]/.test(text[end]!)) end++
      const number = text.slice(index, end)
      if (/^-?\d+$/.test(number) && number.replace('-', '').length >= UNSAFE_DIGITS) {
        out += `${text.slice(copiedUpTo, index)}"${number}"`
        copiedUpTo = end
      }
      index = end
      continue
    }
    index++
  }
  return JSON.parse(out + text.slice(copiedUpTo))
}

/** A u64 field as read by parseJsonKeepingBigIntegers: a number when it was small enough, else its decimal string. */
export function toBigInt(value: unknown, field: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value)
  throw new Error(`expected an integer for ${field}, got ${JSON.stringify(value)}`)
}
