import { describe, expect, it } from 'vitest'
import { sepolia } from '../chains/index.js'
import { resolveOptions } from '../options.js'
import { detectPlatform } from '../platform.js'
import { initialAccountState } from '../stores.js'
import { walletConnectConnector } from '../walletconnect/namespaces.js'
import type { Connector } from '../types.js'
import { selectConnectedConnectorIds, selectWalletSections } from './wallet-sections.js'

const options = resolveOptions(
  { networks: [sepolia], projectId: 'p', walletConnect: {} },
  detectPlatform({ isDesktop: true }),
)
const wc = walletConnectConnector([sepolia])!
const injected: Connector = {
  id: 'io.test',
  rdns: 'io.test',
  name: 'Test',
  type: 'ANNOUNCED',
  chains: ['eip155'],
  installed: true,
}

describe('selectWalletSections', () => {
  it('offers WalletConnect until a namespace is connected through it, then no longer', () => {
    const connectors = { connectors: [wc, injected], recentWallets: [] }
    const names = (ids: string[]) =>
      selectWalletSections({ connectors, connectedConnectorIds: ids }, options).map((s) => s.name)
    expect(names([])).toContain('walletConnect')
    expect(names(['io.test'])).toContain('walletConnect')
    expect(names([wc.id])).not.toContain('walletConnect')
  })

  it('reads only connected namespaces’ connectors from the accounts', () => {
    const accounts = {
      eip155: { ...initialAccountState('eip155'), status: 'connected' as const, connectorId: 'io.test' },
      solana: { ...initialAccountState('solana'), status: 'reconnecting' as const, connectorId: 'x' },
    }
    expect(selectConnectedConnectorIds(accounts)).toEqual(['io.test'])
  })
})
