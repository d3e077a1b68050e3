// The wagmi config the adapter builds from the client's networks: only their own RPC URLs, and a chain added later
// gets its transport too. No node is called here.
import { describe, expect, it } from 'vitest'
import type { ChainDefinition } from '@foyer/core'
import { FoyerError, createMemoryStorage } from '@foyer/core'
import { getClient } from '@wagmi/core'
import { toViemChain } from './chains.js'
import { createOwnedConfig } from './wagmi-config.js'

const evm = (id: number, url?: string): ChainDefinition => ({
  id,
  name: `Chain ${id}`,
  network: `chain-${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: url ? [url] : [] } },
  chainNamespace: 'eip155',
  caipNetworkId: `eip155:${id}`,
})
const solana: ChainDefinition = { ...evm(101, 'http://127.0.0.1:8899'), id: 'devnet', chainNamespace: 'solana' }

describe('createOwnedConfig', () => {
  it('takes the eip155 networks, each on its own RPC URL', () => {
    const { config } = createOwnedConfig(
      [evm(31337, 'http://127.0.0.1:8545'), solana, evm(31338, 'http://127.0.0.1:8546')],
      createMemoryStorage(),
      false,
    )
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338])
    expect(getClient(config, { chainId: 31338 })?.transport.url).toBe('http://127.0.0.1:8546')
  })

  it('refuses a client without eip155 networks, and a network without an RPC URL', () => {
    expect(() => createOwnedConfig([solana], null, false)).toThrow('@foyer/evm needs at least one eip155 network')
    expect(() => createOwnedConfig([evm(31337)], null, false)).toThrow(new FoyerError('RPC_URL_NOT_FOUND'))
  })

  it('adds a chain the app did not list once, with its own transport', () => {
    const { config, addChain } = createOwnedConfig([evm(31337, 'http://127.0.0.1:8545')], null, false)
    const extra = toViemChain(evm(424242, 'http://127.0.0.1:9545'))
    addChain(extra)
    addChain(extra)
    expect(config.chains.map((c) => c.id)).toEqual([31337, 424242])
    expect(getClient(config, { chainId: 424242 })?.transport.url).toBe('http://127.0.0.1:9545')
    expect(() => addChain(toViemChain(evm(5)))).toThrow(new FoyerError('RPC_URL_NOT_FOUND'))
  })
})
