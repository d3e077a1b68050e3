// @vitest-environment jsdom
// Requests and signatures go to the connected wallet (session.ts), against a real anvil and the local-key test wallet.
import { describe, expect, it } from 'vitest'
import { FoyerError, isUserRejection } from '@foyer/core'
import { verifyMessage } from 'viem'
import { ACCOUNT_0, TEN_THOUSAND_ETH, useAdapterHarness } from './test/adapter-harness.js'

const h = useAdapterHarness()

describe('requests', () => {
  it('signs with personal_sign and forwards raw requests to the wallet', async () => {
    const provider = h.wallet()
    h.announce(provider)
    const { adapter } = await h.startAdapter()
    await expect(adapter.signMessage({ message: 'hello', address: ACCOUNT_0 })).rejects.toThrow(
      new FoyerError('WALLET_NOT_CONNECTED'),
    )
    await adapter.connect({ connectorId: 'dev.foyer.testwallet' })
    const signature = await adapter.signMessage({ message: 'Sign in to Foyer', address: ACCOUNT_0 })
    await expect(
      verifyMessage({ address: ACCOUNT_0, message: 'Sign in to Foyer', signature: signature as `0x${string}` }),
    ).resolves.toBe(true)
    await expect(adapter.request({ method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] })).resolves.toBe(
      `0x${TEN_THOUSAND_ETH.toString(16)}`,
    )
    provider.scriptNext('personal_sign', { kind: 'reject' })
    const error = await adapter.signMessage({ message: 'no', address: ACCOUNT_0 }).catch((e: unknown) => e)
    expect(isUserRejection(error)).toBe(true)
  })
})
