// A Foyer chain definition for a test anvil.
import type { ChainDefinition } from '@foyer/core'
import type { Anvil } from './anvil.js'

export const anvilNetwork = (anvil: Pick<Anvil, 'chainId' | 'rpcUrl'>): ChainDefinition => ({
  id: anvil.chainId,
  name: `Anvil ${anvil.chainId}`,
  network: `anvil-${anvil.chainId}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [anvil.rpcUrl] } },
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${anvil.chainId}`,
  testnet: true,
})
