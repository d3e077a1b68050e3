// How a wallet's icon is sized and coloured, for the React icon (WalletIcon, LazyWalletIcon) and for All Wallets'
// pooled rows, which build the same elements without React.
import { hashString, monogram } from '../utils/format.js'

/** A stable, pleasant colour for a name (same name → same colour). */
function nameHue(name: string): number {
  return hashString(name.toLowerCase()) % 360
}

/** Icons of 40px and up get the larger share of the theme's radius; round ones (chain marks) are circles. */
export function iconRadius(size: number, round = false): string {
  return round ? '50%' : `calc(var(--foyer-radius) * ${size >= 40 ? 0.9 : 0.6})`
}

/** The monogram tile's letters and inline style (its class rules are `monogramStyles`). */
export function monogramTile(
  name: string,
  size: number,
  round = false,
): {
  letters: string
  style: { width: number; height: number; borderRadius: string; fontSize: number; background: string }
} {
  const hue = nameHue(name)
  return {
    letters: monogram(name),
    style: {
      width: size,
      height: size,
      borderRadius: iconRadius(size, round),
      fontSize: Math.round(size * 0.375),
      background: `linear-gradient(135deg, hsl(${hue} 70% 58%), hsl(${(hue + 40) % 360} 70% 46%))`,
    },
  }
}
