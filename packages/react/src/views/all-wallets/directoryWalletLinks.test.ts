import { describe, expect, it } from 'vitest'
import type { DirectoryWallet } from '@foyer/core'
import { directoryWalletLinks, walletStoreLinks } from './directoryWalletLinks.js'

const trust: DirectoryWallet = {
  id: 'trust',
  name: 'Trust Wallet',
  rdns: 'com.trustwallet.app',
  chains: ['eip155', 'solana'],
  imageUrl: 'http://127.0.0.1:8788/v1/wallets/trust/image?v=1',
  homepage: 'https://trustwallet.com',
  mobile: { native: 'trust:', universal: 'https://link.trustwallet.com' },
  desktop: null,
  webapp: null,
  appStore: 'https://apps.apple.com/app/id1288339409',
  playStore: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
  chromeStore: 'https://chromewebstore.google.com/detail/egjidjbpglichdcondbcbdnbeeppgdph',
  firefoxStore: null,
  injected: [],
  walletConnect: true,
}

describe('directoryWalletLinks', () => {
  it('gives WalletConnect the native deep link first, else the universal one, and no desktop or web link it lacks', () => {
    expect(directoryWalletLinks(trust)).toEqual({
      id: 'trust',
      name: 'Trust Wallet',
      imageUrl: trust.imageUrl,
      mobileLink: 'trust:',
      homepage: 'https://trustwallet.com',
      rdns: 'com.trustwallet.app',
    })
    expect(
      directoryWalletLinks({ ...trust, mobile: { native: null, universal: 'https://u.example' } }).mobileLink,
    ).toBe('https://u.example')
  })
})

describe('walletStoreLinks', () => {
  it('lists the stores the wallet has, this platform’s first', () => {
    const stores = (platform: Parameters<typeof walletStoreLinks>[1]) =>
      walletStoreLinks(trust, platform).map((l) => l.store)
    expect(stores({ isDesktop: false, os: 'ios' })).toEqual(['appStore', 'playStore', 'chromeStore'])
    expect(stores({ isDesktop: false, os: 'android' })).toEqual(['playStore', 'appStore', 'chromeStore'])
    expect(stores({ isDesktop: true, os: 'linux' })).toEqual(['chromeStore', 'appStore', 'playStore'])
    expect(
      walletStoreLinks(
        { ...trust, appStore: null, playStore: null, chromeStore: null },
        { isDesktop: true, os: 'mac' },
      ),
    ).toEqual([])
  })
})
