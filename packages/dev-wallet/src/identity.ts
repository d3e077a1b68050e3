/** What the wallet calls itself in EIP-6963 announcements and in the approval panel. */
export const DEV_WALLET_NAME = 'Foyer Dev Wallet'

/** Reverse-DNS id (EIP-6963): stable across sessions, so apps can remember "last used wallet" by it. */
export const DEV_WALLET_RDNS = 'dev.foyer.wallet'

// A door (the "foyer") ajar on an amber tile with a small key: drawn by hand for this project, 96×96 so it stays crisp
// at the 32–64 px wallet lists use. Kept as SVG text so it needs no asset pipeline.
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="22" fill="#1F2937"/>' +
  '<rect x="26" y="16" width="44" height="66" rx="4" fill="#F59E0B"/>' +
  '<path d="M34 22 L62 28 L62 78 L34 76 Z" fill="#FDE68A"/>' +
  '<circle cx="56" cy="52" r="3.5" fill="#1F2937"/>' +
  '<rect x="18" y="80" width="60" height="4" rx="2" fill="#F59E0B"/>' +
  '<circle cx="76" cy="22" r="7" fill="none" stroke="#34D399" stroke-width="3"/>' +
  '<path d="M76 29 V42 M76 36 H81 M76 40 H80" stroke="#34D399" stroke-width="3" stroke-linecap="round"/>' +
  '</svg>'

/** EIP-6963 requires a data: URI (RFC-2397) so the app never fetches the icon from anywhere. */
export const DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}` as `data:image/svg+xml,${string}`

/**
 * The same icon for the Wallet Standard, whose WalletIcon type allows only base64 data URIs. The SVG is ASCII, so btoa
 * (in browsers and Node alike) encodes it without a Buffer.
 */
export const DEV_WALLET_STANDARD_ICON =
  `data:image/svg+xml;base64,${btoa(ICON_SVG)}` as `data:image/svg+xml;base64,${string}`
