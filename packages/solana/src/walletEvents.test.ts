// The connected wallet acting on its own (walletEvents.ts): account changes, disconnecting the app, unregistering.
import { describe, expect, it } from 'vitest'
import { getWallets } from '@wallet-standard/app'
import { LOCAL, useAdapterHarness } from './test/adapter-harness.js'
import { createTestSolanaWallet as wallet } from './test/test-solana-wallet.js'

const { register, start } = useAdapterHarness()

describe('wallet events', () => {
  it("the wallet's own account change and disconnect reach core", async () => {
    const secrets = [crypto.getRandomValues(new Uint8Array(32)), crypto.getRandomValues(new Uint8Array(32))]
    const w = await wallet({ name: 'W', secrets })
    register(w)
    const { adapter, ctx } = start()
    await adapter.connect({ connectorId: 'solana:W' })
    expect(ctx.onAccountsChanged).not.toHaveBeenCalled()
    const second = w.test.signers[1]!.address
    w.test.emitAccounts([second])
    expect(ctx.onAccountsChanged).toHaveBeenLastCalledWith({ addresses: [second], chainId: LOCAL.id })
    expect(adapter.publicKey).toBe(second)
    // The same accounts again (wallets repeat themselves) is not news.
    w.test.emitAccounts([second])
    expect(ctx.onAccountsChanged).toHaveBeenCalledTimes(1)
    w.test.emitAccounts([])
    expect(ctx.onDisconnect).toHaveBeenCalledTimes(1)
    expect(adapter.publicKey).toBeUndefined()
  })

  it('a connected wallet that unregisters disconnects', async () => {
    const w = await wallet({ name: 'W' })
    const unregister = getWallets().register(w)
    const { adapter, ctx } = start()
    await adapter.connect({ connectorId: 'solana:W' })
    unregister()
    expect(ctx.onDisconnect).toHaveBeenCalledTimes(1)
    expect(adapter.publicKey).toBeUndefined()
  })
})
