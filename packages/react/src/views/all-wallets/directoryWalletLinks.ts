import type { CustomWallet, DirectoryWallet, PlatformInfo } from '@foyer/core'

/**
 * A directory wallet in the shape ConnectingWalletConnect already takes for the app's custom wallets: its deep link
 * (the native scheme first, as installed apps claim it; else the universal link), desktop app and web app, each
 * given the pairing URI as `wc?uri=`.
 */
export function directoryWalletLinks(wallet: DirectoryWallet): CustomWallet {
  const links: CustomWallet = { id: wallet.id, name: wallet.name, imageUrl: wallet.imageUrl }
  const mobile = wallet.mobile?.native ?? wallet.mobile?.universal
  if (mobile) links.mobileLink = mobile
  if (wallet.desktop?.native) links.desktopLink = wallet.desktop.native
  if (wallet.webapp) links.webappLink = wallet.webapp
  if (wallet.homepage) links.homepage = wallet.homepage
  if (wallet.rdns) links.rdns = wallet.rdns
  return links
}

export type WalletStore = 'appStore' | 'playStore' | 'chromeStore' | 'firefoxStore'

/**
 * Where to get the wallet, from the dataset: the store of this device's platform first (App Store on iOS, Google Play
 * on Android, the browser extension stores on a desktop), then the others it has.
 */
export function walletStoreLinks(
  wallet: DirectoryWallet,
  platform: Pick<PlatformInfo, 'isDesktop' | 'os'>,
): { store: WalletStore; url: string }[] {
  const order: WalletStore[] =
    platform.os === 'android'
      ? ['playStore', 'appStore', 'chromeStore', 'firefoxStore']
      : !platform.isDesktop
        ? ['appStore', 'playStore', 'chromeStore', 'firefoxStore']
        : ['chromeStore', 'firefoxStore', 'appStore', 'playStore']
  return order.flatMap((store) => {
    const url = wallet[store]
    return url ? [{ store, url }] : []
  })
}
