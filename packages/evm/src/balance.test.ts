// @vitest-environment jsdom
// Native balances read from the network's own node, with or without a wallet.
import { describe, expect, it } from 'vitest'
import { FoyerError } from '@foyer/core'
import { createEvmAdapter } from './createEvmAdapter.js'
import { ACCOUNT_1, TEN_THOUSAND_ETH, network, useAdapterHarness } from './test/adapter-harness.js'

const h = useAdapterHarness()

describe('balance', () => {
  it('reads the connected account’s balance from the node', async () => {
    h.announce(h.wallet())
    const { adapter } = await h.startAdapter()
    const result = await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    const balance = await adapter.getBalance({ address: result.address, network: network(h.anvilA, 'Anvil') })
    expect(balance).toEqual({ value: TEN_THOUSAND_ETH.toString(), decimals: 18, symbol: 'ETH', formatted: '10000' })
  })

  it('reads any address on any listed network without a wallet', async () => {
    const adapter = createEvmAdapter()
    const balance = await adapter.getBalance({ address: ACCOUNT_1, network: network(h.anvilB, 'Anvil Two') })
    expect(BigInt(balance.value)).toBe(TEN_THOUSAND_ETH)
    await expect(
      adapter.getBalance({
        address: ACCOUNT_1,
        network: { ...network(h.anvilB, 'x'), rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } },
      }),
    ).rejects.toThrow(new FoyerError('TOKEN_BALANCE_UNAVAILABLE'))
  })
})
