import { useMemo, useState, type ReactElement } from 'react'
import { hashString, monogram } from '../utils/format.js'

/** A stable, pleasant colour for a name (same name → same colour). */
export function nameHue(name: string): number {
  return hashString(name.toLowerCase()) % 360
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/**
 * A monogram tile as an SVG data URL: drawn locally, and as an image (alt="") it adds no text to the button it sits
 * in, so the button's visible text stays exactly its name.
 */
export function monogramDataUrl(name: string): string {
  const hue = nameHue(name)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 46%)"/>` +
    `</linearGradient></defs><rect width="40" height="40" fill="url(#g)"/>` +
    `<text x="20" y="20" dy="0.35em" text-anchor="middle" fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" ` +
    `font-size="15" font-weight="700">${escapeXml(monogram(name))}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * A wallet's or network's icon: its image when it has one (data: URL or same-origin path) that loads, otherwise a
 * generated monogram tile. Decorative: the control around it carries the name.
 */
export function WalletIcon({
  name,
  src,
  size = 40,
  round = false,
}: {
  name: string
  src?: string | undefined
  size?: number
  round?: boolean
}): ReactElement {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const fallback = useMemo(() => monogramDataUrl(name), [name])
  const useOwn = Boolean(src) && failed !== src
  const style = {
    width: size,
    height: size,
    borderRadius: round ? '50%' : `calc(var(--foyer-radius) * ${size >= 40 ? 0.9 : 0.6})`,
  }
  return (
    <img
      className={useOwn ? 'foyer-icon' : 'foyer-icon foyer-monogram'}
      src={useOwn ? src : fallback}
      alt=""
      width={size}
      height={size}
      style={style}
      draggable={false}
      onError={useOwn ? () => setFailed(src) : undefined}
    />
  )
}
