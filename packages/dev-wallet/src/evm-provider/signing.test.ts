import { createWalletClient, custom, toHex, verifyMessage, verifyTypedData } from 'viem'
import { foundry } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_0, ACCOUNT_1, useEvmProviderHarness } from '../test/evm-provider-harness.js'

describe('createDevWalletProvider: signing', () => {
  const t = useEvmProviderHarness()

  it('personal_sign signs the message with the dev key (verifiable with viem)', async () => {
    const provider = await t.connected()
    const message = 'Sign in to Foyer\nNonce: 7'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), ACCOUNT_0],
    })) as `0x${string}`
    expect(t.asked).toMatchObject([{ method: 'personal_sign', message: toHex(message) }])
    expect(await verifyMessage({ address: ACCOUNT_0, message, signature })).toBe(true)
  })

  it('personal_sign through a viem wallet client, and refuses with 4001 / 4100', async () => {
    const provider = await t.connected()
    const wallet = createWalletClient({ account: ACCOUNT_0, transport: custom(provider) })
    const signature = await wallet.signMessage({ message: 'hello' })
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'hello', signature })).toBe(true)
    t.answer = false
    await expect(provider.request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_0] })).rejects.toMatchObject({
      code: 4001,
    })
    await expect(provider.request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_1] })).rejects.toMatchObject({
      code: 4100,
    })
    await expect(
      t.makeProvider().request({ method: 'personal_sign', params: [toHex('x'), ACCOUNT_0] }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('eth_signTypedData_v4 signs EIP-712 data (verifiable with viem)', async () => {
    const provider = await t.connected()
    const wallet = createWalletClient({ account: ACCOUNT_0, chain: foundry, transport: custom(provider) })
    const typedData = {
      domain: {
        name: 'Foyer Mail',
        version: '1',
        chainId: 31337,
        verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
      },
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallet', type: 'address' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: {
        from: { name: 'Ada', wallet: ACCOUNT_0 },
        to: { name: 'Bob', wallet: ACCOUNT_1 },
        contents: 'Hello, Bob!',
        amount: 123_456_789_000_000_000_000n,
      },
    } as const
    const signature = await wallet.signTypedData(typedData)
    expect(t.asked).toMatchObject([
      { method: 'eth_signTypedData_v4', typedData: { primaryType: 'Mail', domain: { name: 'Foyer Mail' } } },
    ])
    expect(await verifyTypedData({ address: ACCOUNT_0, ...typedData, signature })).toBe(true)
  })

  it('refuses typed data for another chain with -32602', async () => {
    const provider = await t.connected()
    const payload = JSON.stringify({
      domain: { chainId: 1 },
      types: { M: [{ name: 'a', type: 'string' }] },
      primaryType: 'M',
      message: { a: 'x' },
    })
    await expect(
      provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, payload] }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(t.asked).toEqual([])
  })
})
