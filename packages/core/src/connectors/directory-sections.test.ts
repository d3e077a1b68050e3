import { describe, expect, it } from 'vitest'
import type { DirectoryWallet } from '../api/wallets.js'
import { buildWalletSections, type SectionInput } from './sections.js'
import { RECOMMENDED_WALLETS_LIMIT, withDirectoryWallets, type DirectorySectionsInput } from './directory-sections.js'
import type { Connector, RecentWallet } from '../types.js'

const dir = (id: string, name: string, extra: Partial<DirectoryWallet> = {}): DirectoryWallet => ({
  id,
  name,
  rdns: null,
  chains: ['eip155'],
  imageUrl: `http://127.0.0.1:8788/v1/wallets/${id}/image`,
  homepage: null,
  mobile: { native: `${id}:`, universal: null },
  desktop: null,
  webapp: null,
  appStore: null,
  playStore: null,
  chromeStore: null,
  firefoxStore: null,
  injected: [],
  walletConnect: true,
  ...extra,
})
const metamaskInstalled: Connector = {
  id: 'io.metamask',
  rdns: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chains: ['eip155'],
  installed: true,
}
const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chains: ['eip155'],
  installed: true,
}
const page = [
  dir('metamask', 'MetaMask', { rdns: 'io.metamask' }),
  dir('trust', 'Trust Wallet'),
  dir('rainbow', 'Rainbow'),
  dir('zerion', 'Zerion'),
  dir('uniswap', 'Uniswap Wallet'),
  dir('ledger', 'Ledger Live'),
  dir('okx', 'OKX Wallet'),
]

const sectionInput: SectionInput = {
  connectors: [walletConnect, metamaskInstalled],
  customWallets: [],
  recentWallets: [],
  featuredWalletIds: [],
  includeWalletIds: [],
  excludedWallets: [],
  excludeWalletIds: [],
  platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  walletConnectAvailable: true,
}

function sectionsWith(
  overrides: Partial<SectionInput> = {},
  directory: Partial<Omit<DirectorySectionsInput, 'sections' | 'recentWallets' | 'rules'>> = {},
) {
  const input = { ...sectionInput, ...overrides }
  return withDirectoryWallets({
    sections: buildWalletSections(input),
    recentWallets: input.recentWallets,
    rules: input,
    recent: [],
    featured: [],
    listed: page,
    count: 120,
    ...directory,
  })
}
const names = (result: ReturnType<typeof sectionsWith>, section: string) =>
  result.sections.find((s) => s.name === section)?.wallets.map((w) => w.name)

describe('withDirectoryWallets', () => {
  it('fills "recommended", last in the spec order, with the first directory wallets not installed, a few only', () => {
    const result = sectionsWith()
    expect(result.sections.map((s) => s.name)).toEqual(['walletConnect', 'injected', 'recommended'])
    // MetaMask is installed: it shows once, as installed, and not again among the recommended.
    expect(names(result, 'injected')).toEqual(['MetaMask'])
    expect(names(result, 'recommended')).toEqual(['Trust Wallet', 'Rainbow', 'Zerion', 'Uniswap Wallet'])
    expect(RECOMMENDED_WALLETS_LIMIT).toBe(4)
    const trust = result.sections.at(-1)!.wallets[0]!
    expect(trust).toMatchObject({ type: 'RECOMMENDED', installed: false, directory: { id: 'trust' } })
    // 120 in the directory: MetaMask is listed as installed and 4 are recommended, so 115 are left for All Wallets.
    expect(result.directoryRest).toBe(115)
  })

  it('leaves out excluded wallets (by id, rdns or name) and keeps to the include list', () => {
    const excluded = sectionsWith({
      excludeWalletIds: ['trust'],
      excludedWallets: [{ name: 'rainbow' }],
    })
    expect(names(excluded, 'recommended')).toEqual(['Zerion', 'Uniswap Wallet', 'Ledger Live', 'OKX Wallet'])
    const included = sectionsWith({ includeWalletIds: ['okx', 'zerion'] })
    expect(names(included, 'recommended')).toEqual(['Zerion', 'OKX Wallet'])
  })

  it('puts featured directory wallets in "featured", in the host’s order, and not again in "recommended"', () => {
    const result = sectionsWith(
      { featuredWalletIds: ['okx', 'io.metamask', 'rainbow'] },
      { featured: [dir('rainbow', 'Rainbow'), dir('okx', 'OKX Wallet')] },
    )
    // MetaMask is installed, so it stays with the installed wallets (the first section that has it).
    expect(names(result, 'featured')).toEqual(['OKX Wallet', 'Rainbow'])
    expect(names(result, 'recommended')).toEqual(['Trust Wallet', 'Zerion', 'Uniswap Wallet', 'Ledger Live'])
    expect(result.directoryRest).toBe(120 - 1 - 2 - 4)
  })

  it('shows a recent directory wallet under "recent" by its id, in the recent list’s order, marked recent', () => {
    const recentWallets: RecentWallet[] = [
      { id: 'zerion', name: 'Zerion', imageUrl: 'http://127.0.0.1:8788/v1/wallets/zerion/image' },
      { id: 'io.metamask', name: 'MetaMask' },
    ]
    const result = sectionsWith({ recentWallets }, { recent: [dir('zerion', 'Zerion')] })
    expect(result.sections.map((s) => s.name)).toEqual(['walletConnect', 'recent', 'recommended'])
    expect(names(result, 'recent')).toEqual(['Zerion', 'MetaMask'])
    expect(result.sections[1]!.wallets[0]).toMatchObject({ isRecent: true, directory: { id: 'zerion' } })
    expect(names(result, 'recommended')).toEqual(['Trust Wallet', 'Rainbow', 'Uniswap Wallet', 'Ledger Live'])
  })

  it('adds nothing while the directory has not answered (or without one)', () => {
    const result = sectionsWith({ recentWallets: [{ id: 'zerion' }] }, { listed: [], count: 0 })
    expect(result.sections.map((s) => s.name)).toEqual(['walletConnect', 'injected'])
    expect(result.directoryRest).toBe(0)
  })
})
