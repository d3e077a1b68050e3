// The image of a wallet the dataset has no icon for: a tile coloured from its id with its initial. Deterministic (same
// id and name, same bytes), so it can be cached like an icon; no script, no external reference, no font file.

/** Hues far enough apart to tell neighbours in a list apart; saturation and lightness keep white text readable. */
const HUES = [0, 24, 45, 140, 170, 195, 215, 250, 275, 300, 330]

function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** The first letter or digit of the name, upper-cased; '?' when it has none. */
export function initialOf(name: string): string {
  const match = /[\p{L}\p{N}]/u.exec(name)
  return match ? match[0].toLocaleUpperCase('en') : '?'
}

export function monogramSvg(id: string, name: string): string {
  const hue = HUES[fnv1a(id) % HUES.length]!
  const letter = initialOf(name).replace(/[&<>"']/g, (c) => ESCAPES[c]!)
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="hsl(${hue} 55% 42%)"/>` +
    '<text x="48" y="50" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="44"' +
    ` font-weight="600" text-anchor="middle" dominant-baseline="central">${letter}</text></svg>`
  )
}
