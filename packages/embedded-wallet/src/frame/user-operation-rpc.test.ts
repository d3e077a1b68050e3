// A dapp's own eth_sendUserOperation, on a real anvil and a real bundler (alto): shown decoded on the approval screen
// with the gas the dapp set, completed by the wallet (nonce, the rest of the gas, fees, the factory data of a first use),
// signed with the owner key, mined — and refused, before any screen, when it is not this wallet's to sign or cannot be
// shown.
import { DEVNET_ENTRY_POINT } from '@foyer/devnet'
import { encodeFunctionData, erc20Abi, numberToHex, parseEther, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { simpleAccountAbi } from '../smart-account/simple-account-abi.js'
import { field, useAaDevnet } from '../test/aa-devnet.js'

const someone = () => privateKeyToAccount(generatePrivateKey()).address

describe('eth_sendUserOperation from a dapp (anvil + alto)', () => {
  const { client, fund, wallet, config } = useAaDevnet()

  it('shows the decoded calls and the gas the dapp set, fills the rest, deploys the account and answers the hash', async () => {
    const { rpc, smartAccount, shown, mined } = await wallet()
    await fund(smartAccount, parseEther('1'))
    const [a, b] = [someone(), someone()]
    const callData = encodeFunctionData({
      abi: simpleAccountAbi,
      functionName: 'executeBatch',
      args: [
        [
          { target: a, value: parseEther('0.01'), data: '0x' },
          { target: b, value: parseEther('0.02'), data: '0x' },
        ],
      ],
    })
    // The dapp sets the call gas limit only; the signature it sends is not used.
    const hash = (await rpc('eth_sendUserOperation', [
      { sender: smartAccount, callData, callGasLimit: numberToHex(300_000), signature: '0x' },
      DEVNET_ENTRY_POINT,
    ])) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    expect(shown).toHaveLength(1)
    expect(shown[0]?.title).toBe('Send user operation')
    expect(field(shown[0], 'Account')).toBe(smartAccount)
    expect(field(shown[0], 'Call 1')).toBe(`To: ${a}\nValue: 0.01 ETH`)
    expect(field(shown[0], 'Call 2')).toBe(`To: ${b}\nValue: 0.02 ETH`)
    expect(field(shown[0], 'Gas limits')).toBe(
      'call 300000, verification set by the wallet, pre-verification set by the wallet',
    )
    expect(field(shown[0], 'Fees')).toBe('max set by the wallet, priority set by the wallet')
    expect(field(shown[0], 'Smart account')).toBe(
      'Not deployed yet: this user operation deploys it, paid from its balance.',
    )

    // Mined: the frame heard it (the host re-reads smartAccountDeployed), the value moved, the account has code.
    await expect.poll(mined, { timeout: 60_000, interval: 250 }).toBe(1)
    expect(await client().getBalance({ address: a })).toBe(parseEther('0.01'))
    expect(await client().getBalance({ address: b })).toBe(parseEther('0.02'))
    expect((await client().getCode({ address: smartAccount }))?.length).toBeGreaterThan(2)
    // What the bundler received kept the dapp's call gas limit.
    const sent = (await fetch(config().chains[0]!.smartAccount!.bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getUserOperationByHash', params: [hash] }),
    }).then((r) => r.json())) as { result: { userOperation: { callGasLimit: Hex } } }
    expect(BigInt(sent.result.userOperation.callGasLimit)).toBe(300_000n)

    // A second one, an ERC-20 call shown decoded, with the dapp's fees: no deployment note now.
    const token = someone()
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a, 5n] })
    await rpc('eth_sendUserOperation', [
      {
        sender: smartAccount.toLowerCase(),
        callData: encodeFunctionData({ abi: simpleAccountAbi, functionName: 'execute', args: [token, 0n, transfer] }),
        maxFeePerGas: numberToHex(parseEther('0.00000001')),
        maxPriorityFeePerGas: numberToHex(parseEther('0.000000001')),
      },
      DEVNET_ENTRY_POINT,
    ])
    expect(field(shown[1], 'Call 1')).toBe(`To: ${token}\nValue: 0 ETH\nFunction: transfer(${a}, 5)`)
    expect(field(shown[1], 'Fees')).toBe('max 10 gwei, priority 1 gwei')
    expect(field(shown[1], 'Smart account')).toBeUndefined()
    await expect.poll(mined, { timeout: 60_000, interval: 250 }).toBe(2)
  }, 180_000)

  it('refuses, before the approval screen, what is not this account’s or cannot be shown', async () => {
    const { rpc, smartAccount, shown } = await wallet()
    const call = encodeFunctionData({
      abi: simpleAccountAbi,
      functionName: 'execute',
      args: [smartAccount, 1n, '0x'],
    })
    const other = someone()
    await expect(
      rpc('eth_sendUserOperation', [{ sender: other, callData: call }, DEVNET_ENTRY_POINT]),
    ).rejects.toMatchObject({
      code: 4100,
      message: `The user operation's sender ${other} is not this wallet's smart account ${smartAccount}`,
    })
    await expect(rpc('eth_sendUserOperation', [{ sender: smartAccount, callData: call }, other])).rejects.toMatchObject(
      {
        code: -32602,
        message: `The smart account is bound to the EntryPoint ${DEVNET_ENTRY_POINT}; the request names ${other}`,
      },
    )
    // Not the account's execute/executeBatch: an ERC-20 transfer as callData, and bytes that decode to nothing.
    for (const callData of [
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, 1n] }),
      '0xdeadbeef00',
    ]) {
      await expect(
        rpc('eth_sendUserOperation', [{ sender: smartAccount, callData }, DEVNET_ENTRY_POINT]),
      ).rejects.toMatchObject({
        code: -32602,
        message:
          "The wallet signs only what it can show: the user operation's callData must be the smart account's execute or executeBatch",
      })
    }
    await expect(
      rpc('eth_sendUserOperation', [{ sender: smartAccount, callData: call, paymaster: other }, DEVNET_ENTRY_POINT]),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The embedded wallet does not use paymasters: remove "paymaster"',
    })
    await expect(
      rpc('eth_sendUserOperation', [{ sender: smartAccount, callData: call, nonce: 7 }, DEVNET_ENTRY_POINT]),
    ).rejects.toMatchObject({ code: -32602, message: 'The user operation\'s "nonce" must be a hex quantity' })
    await expect(rpc('eth_sendUserOperation', 'nope')).rejects.toMatchObject({ code: -32602 })
    expect(shown).toEqual([])
  })

  it('answers 4001 when the person rejects, and sends nothing', async () => {
    const { rpc, smartAccount, shown } = await wallet({ answer: false })
    await fund(smartAccount, parseEther('0.1'))
    const callData = encodeFunctionData({
      abi: simpleAccountAbi,
      functionName: 'execute',
      args: [someone(), 1n, '0x'],
    })
    await expect(
      rpc('eth_sendUserOperation', [{ sender: smartAccount, callData }, DEVNET_ENTRY_POINT]),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(shown).toHaveLength(1)
    expect(await client().getCode({ address: smartAccount })).toBeUndefined()
    expect(await client().getBalance({ address: smartAccount })).toBe(parseEther('0.1'))
  })

  it('is refused with the regular account preferred', async () => {
    const { rpc, context } = await wallet()
    await expect(
      rpc('eth_sendUserOperation', [{}, DEVNET_ENTRY_POINT], { ...context, smartAccount: null }),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'eth_sendUserOperation needs the smart account: choose it in Account settings',
    })
  })
})
