// Address and amount formatting come from @foyer/core (shortenAddress, formatAmount), so every surface agrees.

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
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean)
  const letters = words.length > 1 ? (words[0]![0] ?? '') + (words[1]![0] ?? '') : (words[0]?.[0] ?? '?')
  return letters.toUpperCase()
}
