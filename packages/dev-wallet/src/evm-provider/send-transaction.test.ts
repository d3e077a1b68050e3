import { createPublicClient, createWalletClient, custom, http, parseEther, toHex, type Address } from 'viem'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_0, useEvmProviderHarness } from '../test/evm-provider-harness.js'

describe('createDevWalletProvider: eth_sendTransaction', () => {
  const t = useEvmProviderHarness()

  it('signs locally, sends to anvil, and the ETH actually moves', async () => {
    const provider = await t.connected({ accountIndex: 2 })
    const from = provider.devWallet.address
    const to: Address = '0x0000000000000000000000000000000000001001'
    const chain = createPublicClient({ chain: foundry, transport: http(t.devnet.rpcUrl) })
    const before = await chain.getBalance({ address: from })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toHex(parseEther('1.25')) }],
    })) as `0x${string}`
    expect(t.asked).toMatchObject([
      { method: 'eth_sendTransaction', transaction: { to, value: parseEther('1.25') }, chain: { id: 31337 } },
    ])
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: to })).toBe(parseEther('1.25'))
    const spent = before - (await chain.getBalance({ address: from }))
    expect(spent).toBe(parseEther('1.25') + receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it('works through a viem wallet client and reads pass through to the node', async () => {
    const provider = await t.connected({ accountIndex: 3 })
    const wallet = createWalletClient({
      account: provider.devWallet.address,
      chain: foundry,
      transport: custom(provider),
    })
    const to: Address = '0x0000000000000000000000000000000000001002'
    const hash = await wallet.sendTransaction({ to, value: 1000n })
    const reader = createPublicClient({ chain: foundry, transport: custom(provider), pollingInterval: 20 })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await reader.getBalance({ address: to })).toBe(1000n)
    expect(await reader.getBlockNumber()).toBeGreaterThan(0n)
    expect(await reader.getGasPrice()).toBeGreaterThan(0n)
  })

  it('rejects with 4001 and sends nothing when the person says no', async () => {
    const provider = await t.connected({ accountIndex: 4 })
    const nonce = await provider.request({
      method: 'eth_getTransactionCount',
      params: [provider.devWallet.address, 'latest'],
    })
    t.answer = false
    await expect(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: provider.devWallet.address, to: ACCOUNT_0, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(
      await provider.request({ method: 'eth_getTransactionCount', params: [provider.devWallet.address, 'latest'] }),
    ).toBe(nonce)
  })

  it('passes the node’s error through (insufficient funds from an empty account)', async () => {
    const provider = await t.connected({ accountIndex: 50 })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: ACCOUNT_0, value: toHex(parseEther('1')) }] }),
    ).rejects.toMatchObject({ code: expect.any(Number), message: expect.stringMatching(/insufficient funds/i) })
  })
})
