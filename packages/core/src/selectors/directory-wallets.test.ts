import { describe, expect, it } from 'vitest'
import type { DirectoryWallet } from '../api/wallets.js'
import { sepolia, solana } from '../chains/index.js'
import { resolveOptions } from '../options.js'
import { detectPlatform } from '../platform.js'
import type { WalletListItem } from '../types.js'
import { directoryQuery, directoryWalletItem, featuredFirst, mergeDirectoryWallets } from './directory-wallets.js'

const wallet = (id: string, name: string, extra: Partial<DirectoryWallet> = {}): DirectoryWallet => ({
  id,
  name,
  rdns: null,
  chains: ['eip155'],
  imageUrl: `http://127.0.0.1:8788/v1/wallets/${id}/image?v=1`,
  homepage: null,
  mobile: null,
  desktop: null,
  webapp: null,
  appStore: null,
  playStore: null,
  chromeStore: null,
  firefoxStore: null,
  injected: [],
  walletConnect: null,
  ...extra,
})

const installed: WalletListItem = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  installed: true,
  chains: ['eip155'],
  isRecent: false,
  connector: {
    id: 'io.metamask',
    rdns: 'io.metamask',
    name: 'MetaMask',
    type: 'ANNOUNCED',
    chains: ['eip155'],
    installed: true,
  },
}
const noRules = { includeWalletIds: [], excludeWalletIds: [], excludedWallets: [] }
const names = (items: WalletListItem[]) => items.map((i) => i.name)

describe('mergeDirectoryWallets', () => {
  const directory = [
    wallet('metamask', 'MetaMask', { rdns: 'io.metamask' }),
    wallet('rainbow', 'Rainbow', { rdns: 'me.rainbow' }),
    wallet('trust', 'Trust Wallet', { rdns: 'com.trustwallet.app' }),
    wallet('zerion', 'zerion'),
  ]

  it('shows an installed wallet once, as installed, whether matched by rdns or by name', () => {
    const byName: WalletListItem = { ...installed, id: 'x', connector: undefined, name: 'ZERION' }
    expect(names(mergeDirectoryWallets([installed, byName], directory, noRules))).toEqual(['Rainbow', 'Trust Wallet'])
  })

  it('drops excluded wallets by id, rdns and name, and keeps only included ones by id or rdns', () => {
    expect(
      names(
        mergeDirectoryWallets([], directory, {
          includeWalletIds: [],
          excludeWalletIds: ['rainbow', 'io.metamask'],
          excludedWallets: [{ name: 'trust wallet' }],
        }),
      ),
    ).toEqual(['zerion'])
    expect(
      names(mergeDirectoryWallets([], directory, { ...noRules, includeWalletIds: ['com.trustwallet.app', 'zerion'] })),
    ).toEqual(['Trust Wallet', 'zerion'])
  })

  it('lists a wallet once when two pages both carry it', () => {
    expect(names(mergeDirectoryWallets([], [...directory, directory[1]!], noRules))).toHaveLength(4)
  })
})

describe('directoryWalletItem', () => {
  it('reports a Solana wallet not in this browser as Loadable when WalletConnect or a web app reaches it, else NotDetected', () => {
    expect(directoryWalletItem(wallet('a', 'A', { chains: ['solana'], walletConnect: true })).readyState).toBe(
      'Loadable',
    )
    expect(directoryWalletItem(wallet('b', 'B', { chains: ['solana'], webapp: 'https://b.example' })).readyState).toBe(
      'Loadable',
    )
    expect(directoryWalletItem(wallet('c', 'C', { chains: ['solana'] })).readyState).toBe('NotDetected')
    expect(directoryWalletItem(wallet('d', 'D', { walletConnect: true })).readyState).toBeUndefined()
    expect(directoryWalletItem(wallet('e', 'E'))).toMatchObject({ installed: false, type: 'RECOMMENDED' })
  })
})

describe('featuredFirst', () => {
  it('puts featured wallets first in the app’s order, by id or rdns', () => {
    const items = [wallet('a', 'A'), wallet('b', 'B', { rdns: 'io.b' }), wallet('c', 'C')].map((w) =>
      directoryWalletItem(w),
    )
    expect(names(featuredFirst(items, ['c', 'io.b']))).toEqual(['C', 'B', 'A'])
  })
})

describe('directoryQuery', () => {
  it('asks the server for the app’s namespaces with its include and exclude lists (excludedWallets by rdns)', () => {
    const options = resolveOptions(
      {
        networks: [sepolia, solana],
        includeWalletIds: ['rainbow'],
        excludeWalletIds: ['trust'],
        excludedWallets: [{ rdns: 'io.zerion' }, { name: 'Phantom' }],
      },
      detectPlatform({ isDesktop: true }),
    )
    expect(directoryQuery(options)).toEqual({
      include: ['rainbow'],
      exclude: ['trust', 'io.zerion'],
      chains: ['eip155', 'solana'],
    })
  })
})
