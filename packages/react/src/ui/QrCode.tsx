import { useMemo, type ReactElement } from 'react'
import { toString as qrToSvg } from 'qrcode'
import { Skeleton } from './Spinner.js'
import { WalletConnectMark } from './icons.js'
import { WalletIcon } from './WalletIcon.js'

/**
 * A QR code of a WalletConnect URI, drawn locally by `qrcode` as inline SVG (no canvas, no remote image), with the
 * wallet's icon (or the WalletConnect mark) in the middle. Error correction M leaves room for the small icon.
 * Dark modules on white in either theme, so every scanner reads it. `data-uri` carries the payload for tests.
 * While there is no URI yet it is a skeleton of the same size.
 */
export function QrCode({
  uri,
  label,
  loadingLabel,
  wallet,
  logo,
}: {
  uri: string | undefined
  label: string
  loadingLabel: string
  wallet?: { name: string; icon: string | undefined } | undefined
  /** What sits in the middle instead of the wallet's icon or the WalletConnect mark (Receive shows the network's). */
  logo?: ReactElement
}): ReactElement {
  const svg = useMemo(() => {
    if (!uri) return undefined
    let out: string | undefined
    // With a callback `toString` renders synchronously, so a new URI is painted in the same frame.
    qrToSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }, (error, text) => {
      if (!error) out = text.replace('<svg ', '<svg aria-hidden="true" focusable="false" ')
    })
    return out
  }, [uri])

  if (!uri || !svg) {
    return (
      <div className="foyer-qr" data-state="loading" role="status" aria-label={loadingLabel}>
        <Skeleton width="100%" height="100%" radius={12} />
      </div>
    )
  }
  return (
    <div className="foyer-qr" role="img" aria-label={label} data-uri={uri}>
      <div className="foyer-qr-code" dangerouslySetInnerHTML={{ __html: svg }} />
      <span className="foyer-qr-logo" aria-hidden="true">
        {logo ??
          (wallet?.icon ? (
            <WalletIcon name={wallet.name} src={wallet.icon} size={44} />
          ) : (
            <WalletConnectMark size={44} />
          ))}
      </span>
    </div>
  )
}
