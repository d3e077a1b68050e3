import { describe, expect, it } from 'vitest'
import { buildWalletSections, type SectionInput } from './sections.js'
import type { Connector } from '../types.js'

const announced = (id: string, name: string): Connector => ({
  id,
  rdns: id,
  name,
  type: 'ANNOUNCED',
  chains: ['eip155'],
  installed: true,
})
const base: SectionInput = {
  connectors: [],
  customWallets: [],
  recentWallets: [],
  featuredWalletIds: [],
  includeWalletIds: [],
  excludedWallets: [],
  excludeWalletIds: [],
  platform: { isDesktop: true, isTelegram: false, os: 'linux' },
  walletConnectAvailable: true,
}

describe('wallet sections', () => {
  it('come in the spec order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const sections = buildWalletSections({
      ...base,
      connectors: [
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chains: ['eip155'], installed: true },
        announced('a.wallet', 'A'),
        announced('b.wallet', 'B'),
        { id: 'ext', name: 'External', type: 'EXTERNAL', chains: ['eip155'], installed: true },
      ],
      customWallets: [
        { id: 'custom-1', name: 'Custom One' },
        { id: 'featured-1', name: 'Featured One' },
      ],
      featuredWalletIds: ['featured-1'],
      recentWallets: [{ id: 'b.wallet' }],
    })
    expect(sections.map((s) => s.name)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
    ])
    expect(sections.find((s) => s.name === 'recent')!.wallets.map((w) => w.name)).toEqual(['B'])
    // each wallet appears once: B is recent, so not again under injected
    expect(sections.find((s) => s.name === 'injected')!.wallets.map((w) => w.name)).toEqual(['A'])
    expect(sections.find((s) => s.name === 'custom')!.wallets.map((w) => w.name)).toEqual(['Custom One'])
  })
  it('lists a wallet that reports a readiness other than Installed, so the state can be shown', () => {
    const unsupported: Connector = {
      id: 'solana:Old',
      name: 'Old',
      type: 'ANNOUNCED',
      chains: ['solana'],
      installed: false,
      readyState: 'Unsupported',
    }
    const silent: Connector = {
      id: 'x',
      rdns: 'x',
      name: 'Silent',
      type: 'ANNOUNCED',
      chains: ['eip155'],
      installed: false,
    }
    const sections = buildWalletSections({ ...base, connectors: [unsupported, silent] })
    expect(sections.flatMap((s) => s.wallets.map((w) => w.name))).toEqual(['Old'])
  })
  it('offers WalletConnect only when it is available', () => {
    const wc: Connector = {
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chains: ['eip155'],
      installed: true,
    }
    expect(buildWalletSections({ ...base, connectors: [wc], walletConnectAvailable: false })).toEqual([])
  })
  it('hides excluded custom wallets and respects includeWalletIds', () => {
    const sections = buildWalletSections({
      ...base,
      customWallets: [
        { id: 'one', name: 'One' },
        { id: 'two', name: 'Two' },
        { id: 'three', name: 'Three' },
      ],
      excludedWallets: [{ name: 'two' }],
      includeWalletIds: ['one', 'two'],
    })
    expect(sections.flatMap((s) => s.wallets.map((w) => w.id))).toEqual(['one'])
  })
  it('drops a recent wallet that is no longer present', () => {
    expect(buildWalletSections({ ...base, recentWallets: [{ id: 'gone' }] })).toEqual([])
  })
})
