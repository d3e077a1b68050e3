// The adapter's ERC-20 balances on a seeded devnet: one Multicall3 call when the chain definition names Multicall3,
// plain reads otherwise, the same answer both ways; what is left out and what fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FoyerError } from '@foyer/core'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { FOY, FUSD, devAddress, useSeededDevnet } from './test/seeded-devnet.js'
import { startRecordingRpc, type RecordingRpc } from './test/recording-rpc.js'
import type { EvmTokenListing } from './token-list.js'

const devnet = useSeededDevnet()
let rpc: RecordingRpc
beforeAll(async () => {
  rpc = await startRecordingRpc(devnet.anvil.rpcUrl)
})
afterAll(() => rpc.close())

const recorded = () => ({ ...devnet.network, rpcUrls: { default: { http: [rpc.url] } } })
const adapterListing = (listing: EvmTokenListing[] = [FUSD, FOY]) =>
  createEvmAdapter({ tokens: { [devnet.anvil.chainId]: listing } })

const SEEDED = [
  {
    token: { address: FUSD.address, symbol: 'FUSD', name: 'Foyer USD', decimals: 6 },
    value: '10000000000',
    decimals: 6,
    symbol: 'FUSD',
    formatted: '10000',
  },
  {
    token: { address: FOY.address, symbol: 'FOY', name: 'Foyer Token', decimals: 18 },
    value: '1000000000000000000000',
    decimals: 18,
    symbol: 'FOY',
    formatted: '1000',
  },
]

describe('getTokenBalances', () => {
  it('reads both seeded tokens of dev account #2 in one Multicall3 eth_call', async () => {
    rpc.reset()
    expect(await adapterListing().getTokenBalances({ address: devAddress(2), network: recorded() })).toEqual(SEEDED)
    expect(rpc.methods).toEqual(['eth_call'])
  })

  it('without Multicall3 in the definition: the same balances from one read per value', async () => {
    rpc.reset()
    const network = { ...devnet.plainNetwork, rpcUrls: { default: { http: [rpc.url] } } }
    expect(await adapterListing().getTokenBalances({ address: devAddress(2), network })).toEqual(SEEDED)
    expect(rpc.methods).toEqual(Array(8).fill('eth_call'))
  })

  it('a definition naming a Multicall3 the chain does not have: one failed eth_call, then the same balances read one by one', async () => {
    rpc.reset()
    const network = {
      ...devnet.plainNetwork,
      rpcUrls: { default: { http: [rpc.url] } },
      contracts: { multicall3: { address: devAddress(8) } },
    }
    expect(await adapterListing().getTokenBalances({ address: devAddress(2), network })).toEqual(SEEDED)
    expect(rpc.methods).toEqual(Array(9).fill('eth_call'))
  })

  it('symbol and name come from the contract unless the listing gives its own; decimals always from the contract', async () => {
    const adapter = adapterListing([
      { address: FUSD.address.toLowerCase() },
      { address: FOY.address, symbol: 'FOY.d', name: 'Devnet FOY', imageUrl: '/foy.svg' },
    ])
    const [fusd, foy] = await adapter.getTokenBalances({ address: devAddress(3), network: devnet.network })
    expect(fusd?.token).toEqual({ address: FUSD.address, symbol: 'FUSD', name: 'Foyer USD', decimals: 6 })
    expect(foy?.token).toEqual({
      address: FOY.address,
      symbol: 'FOY.d',
      name: 'Devnet FOY',
      decimals: 18,
      imageUrl: '/foy.svg',
    })
  })

  it('leaves out tokens the account does not hold and listed addresses that are not ERC-20s here', async () => {
    const adapter = adapterListing([FUSD, { address: devAddress(8) }, { address: 'not an address' }, FOY])
    // #7 holds no token; #4 holds both, and the dev account listed as a "token" has no contract code.
    expect(await adapter.getTokenBalances({ address: devAddress(7), network: devnet.network })).toEqual([])
    for (const network of [devnet.network, devnet.plainNetwork]) {
      const held = await adapter.getTokenBalances({ address: devAddress(4), network })
      expect(held.map((b) => b.symbol)).toEqual(['FUSD', 'FOY'])
    }
  })

  it('a chain with no listed tokens has none; a node that cannot be reached is Token Balance Unavailable', async () => {
    expect(await createEvmAdapter().getTokenBalances({ address: devAddress(2), network: devnet.network })).toEqual([])
    const other = { ...devnet.network, id: 1, caipNetworkId: 'eip155:1' as const }
    expect(await adapterListing().getTokenBalances({ address: devAddress(2), network: other })).toEqual([])
    const down = { ...devnet.network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    for (const network of [down, { ...down, contracts: undefined }])
      await expect(adapterListing().getTokenBalances({ address: devAddress(2), network })).rejects.toThrow(
        new FoyerError('TOKEN_BALANCE_UNAVAILABLE'),
      )
  })
})
