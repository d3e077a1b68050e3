// A wallet's own icon (EIP-6963 `info.icon`, a Wallet Standard wallet's `icon`, a WalletConnect peer's `icons`) is shown
// only as an RFC 2397 data: URI of an image, as EIP-6963 and Wallet Standard require it to be. Anything else would make
// the modal fetch from wherever the wallet points (a WalletConnect peer's icon is usually on its own web server): a
// request off this machine the app never chose, telling that host who connected. Those wallets show their monogram.
// The app's own images (custom wallets, the directory's icons from its server) are the app's choice and are not
// filtered here.

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i

/** The icon when it is a data: URI of an image, else undefined. */
export function walletIconOf(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined
  const trimmed = icon.trim()
  return DATA_IMAGE.test(trimmed) ? trimmed : undefined
}
