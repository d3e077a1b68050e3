import { useState, type ReactElement } from 'react'
import { hashString, monogram } from '../utils/format'

/** A stable, pleasant colour for a name (same name → same colour). */
export function nameHue(name: string): number {
  return hashString(name.toLowerCase()) % 360
}

/**
 * A wallet's or network's icon: its image when it has one (data: URL or same-origin path) that loads, otherwise
 * a generated monogram tile. Decorative: the control around it carries the name.
 */
export function WalletIcon({ name, src, size = 40, round = false }: { name: string; src?: string | undefined; size?: number; round?: boolean }): ReactElement {
  const [failed, setFailed] = useState(false)
  const style = { width: size, height: size, borderRadius: round ? '50%' : `calc(var(--foyer-radius) * ${size >= 40 ? 0.9 : 0.6})` }
  if (src && !failed) {
    return <img className="foyer-icon" src={src} alt="" width={size} height={size} style={style} onError={() => setFailed(true)} draggable={false} />
  }
  const hue = nameHue(name)
  return (
    <span
      className="foyer-icon foyer-monogram"
      aria-hidden="true"
      style={{
        ...style,
        fontSize: Math.round(size * 0.38),
        background: `linear-gradient(135deg, hsl(${hue} 70% 58%), hsl(${(hue + 40) % 360} 70% 46%))`,
      }}
    >
      {monogram(name)}
    </span>
  )
}
