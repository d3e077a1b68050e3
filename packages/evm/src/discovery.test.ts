// @vitest-environment jsdom
// Which wallets the adapter lists, against the local-key test wallet announcing itself over EIP-6963 in jsdom.
import { describe, expect, it, vi } from 'vitest'
import { ACCOUNT_0, ICON, lastConnectors, setWindowEthereum, useAdapterHarness } from './test/adapter-harness.js'

const h = useAdapterHarness()

describe('connectors', () => {
  it('lists announced wallets once (early, late and duplicate announcements) and hides window.ethereum when it is one of them', async () => {
    const first = h.wallet()
    setWindowEthereum(first)
    h.announce(first)
    const { ctx } = await h.startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)).toEqual([
        {
          id: 'dev.foyer.testwallet',
          rdns: 'dev.foyer.testwallet',
          name: 'Foyer Test Wallet',
          type: 'ANNOUNCED',
          chains: ['eip155'],
          imageUrl: ICON,
          installed: true,
        },
      ]),
    )

    // Late: a wallet that announces after setup.
    const second = h.wallet()
    h.announce(second, 'dev.foyer.second', 'Second Wallet')
    await vi.waitFor(() =>
      expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['dev.foyer.testwallet', 'dev.foyer.second']),
    )

    // Duplicate: the same rdns again (another uuid and provider object) is still listed once.
    h.announce(h.wallet(), 'dev.foyer.second', 'Second Wallet')
    await new Promise((r) => setTimeout(r, 50))
    expect(lastConnectors(ctx).map((c) => c.id)).toEqual(['dev.foyer.testwallet', 'dev.foyer.second'])
  })

  it("shows a wallet's icon only as the data: URI EIP-6963 requires: one elsewhere is not fetched, its monogram shows", async () => {
    h.announce(h.wallet(), 'dev.foyer.remote', 'Remote Icon Wallet', undefined, 'https://wallet.example/icon.png')
    const { ctx } = await h.startAdapter()
    await vi.waitFor(() => expect(lastConnectors(ctx).map((c) => c.id)).toContain('dev.foyer.remote'))
    expect(lastConnectors(ctx).find((c) => c.id === 'dev.foyer.remote')).not.toHaveProperty('imageUrl')
  })

  it('shows window.ethereum as INJECTED, named by its flags, when it did not announce itself', async () => {
    setWindowEthereum(h.wallet({ isMetaMask: true }))
    const { ctx } = await h.startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)).toEqual([
        { id: 'injected', name: 'MetaMask', type: 'INJECTED', chains: ['eip155'], installed: true },
      ]),
    )
  })

  it('calls an unflagged window.ethereum "Browser Wallet" and reports it missing when there is none', async () => {
    const { ctx } = await h.startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)).toEqual([
        { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chains: ['eip155'], installed: false },
      ]),
    )
    delete (window as unknown as { ethereum?: unknown }).ethereum
    setWindowEthereum(h.wallet())
    window.dispatchEvent(new Event('ethereum#initialized'))
    await vi.waitFor(() =>
      expect(lastConnectors(ctx)[0]).toMatchObject({ id: 'injected', name: 'Browser Wallet', installed: true }),
    )
  })

  it('drops window.ethereum when its flags name a wallet that announced itself (another provider object)', async () => {
    setWindowEthereum(h.wallet({ isMetaMask: true }))
    h.announce(h.wallet(), 'io.metamask', 'MetaMask')
    const { ctx } = await h.startAdapter()
    await vi.waitFor(() =>
      expect(lastConnectors(ctx).map((c) => [c.id, c.type])).toEqual([['io.metamask', 'ANNOUNCED']]),
    )
  })

  it('with ssr: true, still lists wallets that announced before setup (wagmi skips them until hydration)', async () => {
    h.announce(h.wallet())
    const { adapter, ctx } = await h.startAdapter(undefined, { ssr: true })
    await vi.waitFor(() => expect(lastConnectors(ctx).map((c) => c.id)).toContain('dev.foyer.testwallet'))
    await expect(adapter.connect({ connectorId: 'dev.foyer.testwallet' })).resolves.toMatchObject({
      address: ACCOUNT_0,
    })
  })

  it('connects through the legacy injected connector too', async () => {
    setWindowEthereum(h.wallet())
    const { adapter } = await h.startAdapter()
    await expect(adapter.connect({ connectorId: 'injected' })).resolves.toMatchObject({
      address: ACCOUNT_0,
      chainId: 31337,
    })
  })

  it('stops listing after destroy: a wallet announced later reaches nobody', async () => {
    const { adapter, ctx } = await h.startAdapter()
    await vi.waitFor(() => expect(ctx.setConnectors).toHaveBeenCalled())
    adapter.destroy()
    const calls = ctx.setConnectors.mock.calls.length
    h.announce(h.wallet(), 'dev.foyer.late', 'Late Wallet')
    await new Promise((r) => setTimeout(r, 50))
    expect(ctx.setConnectors.mock.calls.length).toBe(calls)
  })
})
