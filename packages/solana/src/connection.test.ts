// Connect, reconnect, disconnect and the network (connection.ts), with test wallets registered in the real
// @wallet-standard/app registry.
import { describe, expect, it, vi } from 'vitest'
import { FoyerError, UserRejectedError, solana, solanaDevnet } from '@foyer/core'
import { LOCAL, useAdapterHarness } from './test/adapter-harness.js'
import { rejectionOf } from './test/rejection-of.js'
import { createTestSolanaWallet as wallet } from './test/test-solana-wallet.js'

const { register, start } = useAdapterHarness()

describe('connect', () => {
  it('connects the first Solana account; the network is the one the account lists (localnet → the local devnet)', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter } = start()
    const result = await adapter.connect({ connectorId: 'solana:W', chainId: solana.id })
    const address = w.test.signers[0]!.address
    expect(result).toEqual({ address, addresses: [address], chainId: LOCAL.id })
    expect(adapter.publicKey).toBe(address)
  })

  it('takes the requested network when the account lists it, else the first listed one', async () => {
    const w = await wallet({ name: 'W', chains: ['solana:mainnet', 'solana:devnet'] })
    register(w)
    const { adapter } = start()
    expect((await adapter.connect({ connectorId: 'solana:W', chainId: solanaDevnet.id })).chainId).toBe(solanaDevnet.id)
    expect((await adapter.connect({ connectorId: 'solana:W', chainId: LOCAL.id })).chainId).toBe(solana.id)
  })

  it('accepts CAIP-2 chain ids in the account', async () => {
    const w = await wallet({ name: 'W', chains: [LOCAL.caipNetworkId as `${string}:${string}`] })
    register(w)
    const { adapter } = start()
    expect((await adapter.connect({ connectorId: 'solana:W' })).chainId).toBe(LOCAL.id)
  })

  it('a refusal is UserRejectedError; no accounts is "Failed to connect to the wallet"; an unknown id "Connector not found"', async () => {
    register(await wallet({ name: 'No', approve: () => false }))
    register(await wallet({ name: 'Empty', noAccounts: true }))
    const { adapter } = start()
    expect(await rejectionOf(adapter.connect({ connectorId: 'solana:No' }))).toBeInstanceOf(UserRejectedError)
    const empty = await rejectionOf(adapter.connect({ connectorId: 'solana:Empty' }))
    expect(empty).toBeInstanceOf(FoyerError)
    expect(empty.message).toBe('Failed to connect to the wallet')
    expect((await rejectionOf(adapter.connect({ connectorId: 'solana:Nope' }))).message).toBe('Connector not found')
    expect(adapter.publicKey).toBeUndefined()
  })

  it('a wallet that answers too late fails after connectTimeoutMs, and its late approval is undone', async () => {
    let answer: (ok: boolean) => void = () => {}
    const w = await wallet({ name: 'Slow', approve: () => new Promise<boolean>((resolve) => (answer = resolve)) })
    register(w)
    const { adapter } = start({ connectTimeoutMs: 50 })
    const error = await rejectionOf(adapter.connect({ connectorId: 'solana:Slow' }))
    expect(error.message).toBe('Failed to connect to the wallet')
    answer(true)
    await vi.waitFor(() => expect(w.test.calls).toContain('disconnect'))
    expect(w.test.connected).toBe(false)
    expect(adapter.publicKey).toBeUndefined()
  })
})

describe('a wallet left waiting while the person chose another', () => {
  it("keeps the wallet chosen last: the first one's later yes is undone and its attempt fails", async () => {
    let answer: (ok: boolean) => void = () => {}
    const left = await wallet({ name: 'Left', approve: () => new Promise<boolean>((resolve) => (answer = resolve)) })
    const chosen = await wallet({ name: 'Chosen' })
    register(left)
    register(chosen)
    const { adapter } = start()
    const leftAttempt = rejectionOf(adapter.connect({ connectorId: 'solana:Left' }))
    const result = await adapter.connect({ connectorId: 'solana:Chosen' })
    answer(true)
    const error = await leftAttempt
    expect(error.message).toBe('Failed to connect to the wallet')
    expect((error.cause as Error).name).toBe('ConnectSupersededError')
    await vi.waitFor(() => expect(left.test.calls).toContain('disconnect'))
    expect(left.test.connected).toBe(false)
    expect(adapter.publicKey).toBe(result.address)
    expect(result.address).toBe(chosen.test.signers[0]!.address)
  })
})

describe('reconnect and disconnect', () => {
  it('reconnects silently after a connect, and answers null when the wallet has not authorised the app', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter } = start()
    expect(await adapter.reconnect({ connectorId: 'solana:W' })).toBeNull()
    expect(w.test.calls).toEqual(['connect:silent'])
    await adapter.connect({ connectorId: 'solana:W' })
    const again = await adapter.reconnect({ connectorId: 'solana:W' })
    expect(again?.address).toBe(w.test.signers[0]!.address)
    expect(w.test.calls.filter((c) => c === 'connect')).toHaveLength(1)
  })

  it('waits briefly for a wallet that registers late, and gives up with null', async () => {
    const w = await wallet({ name: 'Late' })
    const { adapter } = start({ registerWaitMs: 1_000 })
    // The app was authorised before the reload: the wallet still has its account.
    w.test.emitAccounts([w.test.signers[0]!.address])
    setTimeout(() => register(w), 100)
    const result = await adapter.reconnect({ connectorId: 'solana:Late' })
    expect(result?.address).toBe(w.test.signers[0]!.address)
    const started = Date.now()
    const { adapter: other } = start({ registerWaitMs: 100 })
    expect(await other.reconnect({ connectorId: 'solana:Missing' })).toBeNull()
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('disconnect calls standard:disconnect and clears the public key, without a disconnect event', async () => {
    const w = await wallet({ name: 'W' })
    register(w)
    const { adapter, ctx } = start()
    await adapter.connect({ connectorId: 'solana:W' })
    await adapter.disconnect()
    expect(adapter.publicKey).toBeUndefined()
    expect(w.test.calls).toContain('disconnect')
    expect(ctx.onDisconnect).not.toHaveBeenCalled()
    expect(
      (
        await rejectionOf(
          adapter.sendToken({
            address: w.test.signers[0]!.address,
            network: LOCAL,
            to: w.test.signers[0]!.address,
            amount: '1',
          }),
        )
      ).message,
    ).toBe('Wallet not connected')
  })
})

describe('networks', () => {
  it('switchNetwork records the network; one without an RPC URL is "RPC URL not found for chainId"', async () => {
    const { adapter } = start()
    await adapter.switchNetwork(solanaDevnet)
    expect(adapter.activeNetwork).toBe(solanaDevnet)
    const noRpc = { ...solanaDevnet, rpcUrls: { default: { http: [] } } }
    const error = await rejectionOf(adapter.switchNetwork(noRpc))
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.message).toBe('RPC URL not found for chainId')
  })
})
