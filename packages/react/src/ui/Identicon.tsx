import { useMemo, type ReactElement } from 'react'
import { hashString } from '../utils/format.js'

/**
 * A deterministic 5×5 mirrored pattern for an address, drawn locally as SVG: the same address always gets the same
 * picture, and nothing is fetched.
 */
export function Identicon({ address, size = 32 }: { address: string; size?: number }): ReactElement {
  const { cells, fg, bg } = useMemo(() => {
    const key = address.toLowerCase()
    const seeds = [hashString(key), hashString(key + '#1'), hashString(key + '#2')]
    const hue = seeds[0]! % 360
    const out: { x: number; y: number }[] = []
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 3; x++) {
        const bit = (seeds[1 + ((y * 3 + x) >> 3)]! >>> (((y * 3 + x) % 8) * 4)) & 1
        if (bit) {
          out.push({ x, y })
          if (x < 2) out.push({ x: 4 - x, y })
        }
      }
    }
    return { cells: out, fg: `hsl(${hue} 65% 45%)`, bg: `hsl(${(hue + 180) % 360} 60% 90%)` }
  }, [address])
  return (
    <svg
      className="foyer-identicon"
      width={size}
      height={size}
      viewBox="0 0 5 5"
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
    >
      <rect width="5" height="5" fill={bg} />
      {cells.map((c) => (
        <rect key={`${c.x}-${c.y}`} x={c.x} y={c.y} width="1" height="1" fill={fg} />
      ))}
    </svg>
  )
}
