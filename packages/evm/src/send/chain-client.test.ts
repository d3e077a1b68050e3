// Clients per network RPC, and where a definition says Multicall3 is.
import { describe, expect, it } from 'vitest'
import { FoyerError, type ChainDefinition } from '@foyer/core'
import { anvilNetwork } from '../test/anvil-network.js'
import { createChainClients, multicall3Of } from './chain-client.js'

const network = anvilNetwork({ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' })

describe('createChainClients', () => {
  it('one client per chain and RPC URL, a new one after clear', () => {
    const clients = createChainClients()
    const first = clients.get(network)
    expect(clients.get({ ...network })).toBe(first)
    expect(clients.get({ ...network, rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } } })).not.toBe(first)
    expect(first.chain?.id).toBe(31337)
    clients.clear()
    expect(clients.get(network)).not.toBe(first)
  })

  it("a network without an RPC URL is 'RPC URL not found for chainId'", () => {
    const bare = { ...network, rpcUrls: { default: { http: [] } } } as ChainDefinition
    expect(() => createChainClients().get(bare)).toThrow(new FoyerError('RPC_URL_NOT_FOUND'))
  })
})

describe('multicall3Of', () => {
  it('reads contracts.multicall3 as viem chains carry it, and nothing else', () => {
    const address = '0xcA11bde05977b3631167028862bE2a173976CA11'
    expect(multicall3Of({ ...network, contracts: { multicall3: { address } } } as ChainDefinition)).toBe(address)
    expect(multicall3Of(network)).toBeUndefined()
    expect(multicall3Of({ ...network, contracts: { multicall3: { address: 'nope' } } } as ChainDefinition)).toBe(
      undefined,
    )
  })
})
