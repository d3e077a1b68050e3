// Which chains are swapped on for a project: the configured swap chains (default spec §9's twelve, plus extraChains)
// that the provider serves and the project may use, one answer shared by every route of one server.
import { describe, expect, it } from 'vitest'
import type { ServerContext } from '../../app/context.js'
import { createPriceSource } from '../price/price-source.js'
import { TEST_PROJECT, testConfig } from '../../test/server-fixture.js'
import { swapSupportOf } from './swap-support.js'

const DEPLOYMENT = {
  router: '0x0000000000000000000000000000000000000003',
  factory: '0x0000000000000000000000000000000000000004',
  weth: '0x0000000000000000000000000000000000000005',
}

function contextWith(input: Parameters<typeof testConfig>[0]): ServerContext {
  const config = testConfig(input)
  // The swap support reads the config, the price source and the clock; nothing here opens a database.
  return { config, priceSource: createPriceSource(config), now: () => 0 } as unknown as ServerContext
}

const chains = [
  { id: 'eip155:1', rpcUrls: ['http://127.0.0.1:9'] },
  { id: 'eip155:31337', rpcUrls: ['http://127.0.0.1:9'] },
  { id: 'eip155:31338', rpcUrls: ['http://127.0.0.1:9'] },
]

describe('swapSupportOf', () => {
  it('lists the configured swap chains the provider serves, limited to the project, and answers each chain alike', async () => {
    const context = contextWith({
      chains,
      projects: [{ id: TEST_PROJECT }, { id: 'mainnet-only', chains: ['eip155:1'] }],
      swaps: {
        extraChains: ['eip155:31337'],
        // 31338 has a deployment but is not a swap chain; 1 is a default swap chain without a deployment.
        provider: { kind: 'uniswap-v2', deployments: { 'eip155:31337': DEPLOYMENT, 'eip155:31338': DEPLOYMENT } },
      },
    })
    const support = swapSupportOf(context)
    const [all, mainnetOnly] = context.config.projects
    expect(await support.chainsFor(all!)).toEqual(['eip155:31337'])
    expect(await support.chainsFor(mainnetOnly!)).toEqual([])
    expect(await support.providerFor(all!, 'eip155:31337')).toBeDefined()
    for (const chainId of ['eip155:1', 'eip155:31338', 'eip155:8453'])
      expect(await support.providerFor(all!, chainId), chainId).toBeUndefined()
    expect(await support.providerFor(mainnetOnly!, 'eip155:31337')).toBeUndefined()
  })

  it('swaps on no chain without a provider', async () => {
    const context = contextWith({ chains, swaps: { extraChains: ['eip155:31337'] } })
    const [project] = context.config.projects
    expect(await swapSupportOf(context).chainsFor(project!)).toEqual([])
    expect(await swapSupportOf(context).providerFor(project!, 'eip155:31337')).toBeUndefined()
  })

  it('is one per server: both routes share its provider', async () => {
    const context = contextWith({
      chains,
      swaps: {
        extraChains: ['eip155:31337'],
        provider: { kind: 'uniswap-v2', deployments: { 'eip155:31337': DEPLOYMENT } },
      },
    })
    expect(swapSupportOf(context)).toBe(swapSupportOf(context))
    const [project] = context.config.projects
    const provider = await swapSupportOf(context).providerFor(project!, 'eip155:31337')
    expect(provider).toBeDefined()
    expect(await swapSupportOf(context).providerFor(project!, 'eip155:31337')).toBe(provider)
    expect(swapSupportOf(contextWith({ chains }))).not.toBe(swapSupportOf(context))
  })
})
