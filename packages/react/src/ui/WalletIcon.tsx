import { useState, type ReactElement } from 'react'
import { iconRadius, monogramTile } from './walletIconStyle.js'

/**
 * The monogram tile's rules, shared by the modal's stylesheet and the buttons' one. Its letters are generated content
 * with empty alternative text (`content: … / ""`): drawn, but neither in the DOM's text nor in any accessible name, so
 * the button a tile sits in keeps its visible text exactly its name. Two classes, so that a container's rule for
 * `.foyer-icon` (which sizes images) does not override how the tile centres its letters.
 */
export const monogramStyles = /* css */ `
.foyer-icon.foyer-monogram { display: inline-flex; align-items: center; justify-content: center; flex: none;
  color: #fff; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-weight: 700; line-height: 1;
  letter-spacing: 0; user-select: none; }
.foyer-monogram::before { content: attr(data-monogram) / ""; }
`

/**
 * A wallet's or network's icon: its image when it has one (data: URL or same-origin path) that loads, otherwise a
 * generated monogram tile. Decorative: the control around it carries the name.
 *
 * The monogram is a styled element rather than a generated SVG image: every SVG image is a document of its own for
 * the browser to parse, lay out and paint, and in traces of the bench those images were a large share of the work of
 * opening the modal and of All Wallets showing new rows.
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
  if (src && failed !== src) {
    return (
      <img
        className="foyer-icon"
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size, borderRadius: iconRadius(size, round) }}
        draggable={false}
        onError={() => setFailed(src)}
      />
    )
  }
  const tile = monogramTile(name, size, round)
  return (
    <span className="foyer-icon foyer-monogram" aria-hidden="true" data-monogram={tile.letters} style={tile.style} />
  )
}
