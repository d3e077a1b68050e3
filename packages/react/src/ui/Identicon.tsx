import { useMemo, type ReactElement } from 'react'
import { hashString } from '../utils/format.js'

/**
 * A deterministic 5×5 mirrored pattern for an address, drawn locally as SVG: the same address always gets the same
 * picture, and nothing is fetched.
 */
export function Identicon({ address, size = 32 }: { address: string; size?: number }): ReactElement {
  const { path, fg, bg } = useMemo(() => identiconPattern(address), [address])
  // One path for the cells rather than a rect each: the Account view's largest picture was up to 26 elements, each
  // styled, laid out and painted in the frame that opens the view.
  return (
    <svg
      className="foyer-identicon"
      width={size}
      height={size}
      viewBox="0 0 5 5"
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
      style={{ background: bg }}
    >
      <path d={path} fill={fg} />
    </svg>
  )
}

/** The pattern for an address: the filled cells as one SVG path (unit squares), and the two colours. */
export function identiconPattern(address: string): {
  cells: { x: number; y: number }[]
  path: string
  fg: string
  bg: string
} {
  const key = address.toLowerCase()
  const seeds = [hashString(key), hashString(key + '#1'), hashString(key + '#2')]
  const hue = seeds[0]! % 360
  const cells: { x: number; y: number }[] = []
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      const bit = (seeds[1 + ((y * 3 + x) >> 3)]! >>> (((y * 3 + x) % 8) * 4)) & 1
      if (bit) {
        cells.push({ x, y })
        if (x < 2) cells.push({ x: 4 - x, y })
      }
    }
  }
  return {
    cells,
    path: cells.map(({ x, y }) => `M${x} ${y}h1v1h-1z`).join(''),
    fg: `hsl(${hue} 65% 45%)`,
    bg: `hsl(${(hue + 180) % 360} 60% 90%)`,
  }
}
