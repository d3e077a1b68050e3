import { describe, expect, it, vi } from 'vitest'
import { setupClient } from '../test/setup-client.js'

describe('networks', () => {
  it('routes to UnsupportedChain when the wallet moves to an unlisted chain, and back when it returns', async () => {
    const { client, adapter } = await setupClient()
    await client.connect('test.wallet')
    adapter.context!.onChainChanged(999)
    expect(client.stores.chains.getState().unsupportedChainId).toBe('eip155:999')
    expect(client.stores.modal.getState().open).toBe(true)
    expect(client.stores.router.getState().view).toBe('UnsupportedChain')
    await vi.waitFor(() => expect(client.stores.accounts.getState().eip155!.balanceStatus).toBe('error'))
    adapter.context!.onChainChanged(31338)
    expect(client.stores.chains.getState()).toMatchObject({
      unsupportedChainId: undefined,
      activeNetwork: { id: 31338 },
    })
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('stays quiet on an unlisted chain when allowUnsupportedChain is set', async () => {
    const { client, adapter } = await setupClient({ allowUnsupportedChain: true })
    await client.connect('test.wallet')
    adapter.context!.onChainChanged(999)
    expect(client.stores.modal.getState().open).toBe(false)
  })

  it('switches through the adapter and emits SWITCH_NETWORK', async () => {
    const { client, adapter, events } = await setupClient()
    await client.connect('test.wallet')
    await client.switchNetwork('eip155:31338')
    expect(adapter.switched.map((n) => n.id)).toEqual([31338])
    expect(client.stores.chains.getState().activeNetwork.id).toBe(31338)
    expect(client.stores.accounts.getState().eip155!.caipAddress).toMatch(/^eip155:31338:/)
    expect(events.map((e) => e.event)).toContain('SWITCH_NETWORK')
  })
})
