// Node environment: no window, so importing the package here also proves it touches no browser global on import.
import { describe, expect, it } from 'vitest'
import type { ChainDefinition } from '@foyer/core'
import { anvil, mainnet } from 'viem/chains'
import * as evm from './index.js'
import { evmChainId, fromViemChain, toAddEthereumChainParameter, toViemChain } from './chains.js'
import { legacyInjectedName, legacyInjectedRdns } from './legacyInjected.js'

const local: ChainDefinition = {
  id: 31337,
  name: 'Anvil',
  network: 'anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1:5100' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
}

describe('chain converters', () => {
  it('turns a Foyer chain into a viem chain with only its own RPC URLs', () => {
    const chain = toViemChain(local)
    expect(chain).toMatchObject({
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
      blockExplorers: { default: { name: 'Local explorer', url: 'http://127.0.0.1:5100' } },
      testnet: true,
    })
  })

  it('round-trips', () => {
    expect(fromViemChain(toViemChain(local))).toEqual(local)
  })

  it('turns a viem chain into a Foyer chain', () => {
    expect(fromViemChain(mainnet)).toMatchObject({
      id: 1,
      name: 'Ethereum',
      network: 'ethereum',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
    })
    expect(fromViemChain(anvil, { network: 'local' }).network).toBe('local')
  })

  it('accepts string ids and refuses non-EIP-155 ones', () => {
    expect(toViemChain({ ...local, id: '31338', caipNetworkId: 'eip155:31338' }).id).toBe(31338)
    expect(() => evmChainId({ id: 'mainnet' })).toThrow(TypeError)
    expect(() => evmChainId({ id: 0 })).toThrow(TypeError)
  })

  it('builds the wallet_addEthereumChain parameter', () => {
    expect(toAddEthereumChainParameter(toViemChain(local))).toEqual({
      chainId: '0x7a69',
      chainName: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8545'],
      blockExplorerUrls: ['http://127.0.0.1:5100'],
    })
  })
})

describe('window.ethereum names', () => {
  it('names a provider by its most specific flag', () => {
    expect(legacyInjectedName({ isMetaMask: true })).toBe('MetaMask')
    expect(legacyInjectedName({ isMetaMask: true, isRabby: true })).toBe('Rabby Wallet')
    expect(legacyInjectedRdns({ isMetaMask: true, isBraveWallet: true })).toBe('com.brave.wallet')
    expect(legacyInjectedName({})).toBe('Browser Wallet')
    expect(legacyInjectedName(undefined)).toBe('Browser Wallet')
    expect(legacyInjectedRdns({})).toBeUndefined()
  })
})

describe('server-side import', () => {
  it('imports and creates an adapter without a window', () => {
    expect(typeof window).toBe('undefined')
    const adapter = evm.createEvmAdapter()
    expect(adapter.namespace).toBe('eip155')
  })
})
