import { useState, type ReactElement } from 'react'
import { WalletIcon } from '../../ui/WalletIcon.js'
import { iconRadius } from '../../ui/walletIconStyle.js'

/**
 * A directory wallet's icon (the server's image route): its monogram tile stays underneath until the image has
 * loaded, and is all that shows if the image fails. The image is fetched lazily and decoded off the main thread, so
 * a page of 40 new rows does not hold up the paint of the list.
 */
export function LazyWalletIcon({ name, src, size = 40 }: { name: string; src: string; size?: number }): ReactElement {
  // Per source: a row reused for another wallet (rows are keyed by position) starts over.
  const [loaded, setLoaded] = useState<string | undefined>(undefined)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const borderRadius = iconRadius(size)
  return (
    <span
      className="foyer-lazy-icon"
      data-state={failed === src ? 'failed' : loaded === src ? 'loaded' : 'loading'}
      style={{ position: 'relative', display: 'inline-flex', flex: 'none', width: size, height: size }}
    >
      {loaded !== src && <WalletIcon name={name} size={size} />}
      {failed !== src && (
        <img
          className="foyer-icon"
          src={src}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          draggable={false}
          style={{ position: 'absolute', inset: 0, width: size, height: size, borderRadius }}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      )}
    </span>
  )
}
