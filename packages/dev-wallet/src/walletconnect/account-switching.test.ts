import { toHex, verifyMessage, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { devAccount } from '../dev-keys.js'
import { useWalletKitHarness } from '../test/walletkit-harness.js'

describe('createDevWalletKit: account switching over the dev relay', () => {
  const harness = useWalletKitHarness()

  it('switching accounts updates the session and sends accountsChanged', async () => {
    const h = harness()
    const session = await h.connect()
    const changed = new Promise<unknown>((resolve) =>
      h.dapp.on('session_event', ({ params }) => {
        if (params.event.name === 'accountsChanged') resolve(params.event.data)
      }),
    )
    await h.wallet.switchAccount(2)
    const next: Address = devAccount(2).address
    expect(await changed).toEqual([next])
    expect(h.wallet.sessions()[0]!.accounts).toContain(`eip155:${h.chainId}:${next}`)
    const signature = (await h.dapp.request({
      topic: session.topic,
      chainId: `eip155:${h.chainId}`,
      request: { method: 'personal_sign', params: [toHex('after switch'), next] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: next, message: 'after switch', signature })).toBe(true)
    await h.wallet.switchAccount(0)
    await h.wallet.disconnect()
  }, 60_000)
})
