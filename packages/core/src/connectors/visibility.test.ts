import { describe, expect, it } from 'vitest'
import { isConnectorVisible, isExcluded } from './visibility.js'
import type { Connector, PlatformInfo } from '../types.js'

const desktop: PlatformInfo = { isDesktop: true, isTelegram: false, os: 'linux' }
const mobile: PlatformInfo = { isDesktop: false, isTelegram: false, os: 'android' }
const noRules = { excludedWallets: [], excludeWalletIds: [] }
const injected = (over: Partial<Connector>): Connector => ({
  id: 'injected',
  name: 'Some Wallet',
  type: 'INJECTED',
  chains: ['eip155'],
  installed: true,
  ...over,
})

describe('injected connector visibility (spec §5)', () => {
  it('hides the generic "Browser Wallet" on desktop only', () => {
    const generic = injected({ name: 'Browser Wallet' })
    expect(isConnectorVisible(generic, noRules, desktop)).toBe(false)
    expect(isConnectorVisible(generic, noRules, mobile)).toBe(true)
  })
  it('hides a connector that is not installed and has no rdns', () => {
    expect(isConnectorVisible(injected({ installed: false }), noRules, desktop)).toBe(false)
    expect(isConnectorVisible(injected({ installed: false, rdns: 'io.example' }), noRules, desktop)).toBe(true)
    expect(isConnectorVisible(injected({ installed: true }), noRules, desktop)).toBe(true)
  })
  it('hides an excluded connector by rdns or by case-insensitive name', () => {
    const byRdns = { excludedWallets: [{ rdns: 'io.example' }], excludeWalletIds: [] }
    const byName = { excludedWallets: [{ name: 'SOME wallet' }], excludeWalletIds: [] }
    expect(isConnectorVisible(injected({ rdns: 'io.example' }), byRdns, desktop)).toBe(false)
    expect(isConnectorVisible(injected({ rdns: 'io.other' }), byRdns, desktop)).toBe(true)
    expect(isConnectorVisible(injected({}), byName, desktop)).toBe(false)
  })
})

describe('announced connector visibility', () => {
  const announced: Connector = {
    id: 'io.example',
    rdns: 'io.example',
    name: 'Example',
    type: 'ANNOUNCED',
    chains: ['eip155'],
    installed: true,
  }
  it('shows it unless excluded', () => {
    expect(isConnectorVisible(announced, noRules, desktop)).toBe(true)
    expect(
      isConnectorVisible(announced, { excludedWallets: [{ name: 'example' }], excludeWalletIds: [] }, desktop),
    ).toBe(false)
    expect(isConnectorVisible(announced, { excludedWallets: [], excludeWalletIds: ['io.example'] }, desktop)).toBe(
      false,
    )
  })
  it('matches exclusions exactly, not by prefix', () => {
    expect(isExcluded({ name: 'Example Pro' }, { excludedWallets: [{ name: 'Example' }], excludeWalletIds: [] })).toBe(
      false,
    )
  })
})
