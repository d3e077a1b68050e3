// The frame's answers with the smart account preferred, on a real anvil (EntryPoint v0.8 and SimpleAccountFactory at
// their canonical addresses) and a real bundler (alto): handleRpc as the frame calls it, with the approval screen
// answered by the test and the wallet's keys derived from a fresh seed. What a dapp sees: the smart account as its
// account, eth_sendTransaction answering a mined transaction hash (the first one deploying the account),
// wallet_sendCalls a batch id that wallet_getCallsStatus follows to 200, and clear refusals of bad input.
import { DEVNET_ENTRY_POINT } from '@foyer/devnet'
import { parseEther, stringToHex, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { field, useAaDevnet } from '../test/aa-devnet.js'

describe('the frame with the smart account preferred (anvil + alto)', () => {
  const { client, fund, wallet: makeWallet } = useAaDevnet()
  const wallet = (answer = true) => makeWallet({ answer })

  it('is the account a dapp sees, with atomic batches as a capability', async () => {
    const { rpc, smartAccount, keys } = await wallet()
    expect(smartAccount).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(smartAccount).not.toBe(keys.evm.address)
    expect(await rpc('eth_accounts')).toEqual([smartAccount])
    expect(await rpc('wallet_getCapabilities', [smartAccount])).toEqual({
      '0x7a69': {
        atomic: { status: 'supported' },
        permissions: {
          supported: true,
          signerTypes: ['wallet'],
          permissionTypes: [
            'native-token-recurring-allowance',
            'erc20-token-transfer',
            'erc20-recurring-allowance',
            'contract-call',
          ],
          policyTypes: ['token-allowance'],
        },
      },
    })
  })

  it('sends eth_sendTransaction as a user operation: the first deploys the account, the answer is a mined hash', async () => {
    const { rpc, smartAccount, shown, mined } = await wallet()
    await fund(smartAccount, parseEther('1'))
    expect(await client().getCode({ address: smartAccount })).toBeUndefined()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = (await rpc('eth_sendTransaction', [
      { from: smartAccount, to: recipient, value: `0x${parseEther('0.25').toString(16)}` },
    ])) as Hex
    // The approval screen named the smart account as the sender and said this one deploys it.
    expect(shown[0]?.title).toBe('Send transaction')
    expect(field(shown[0], 'Account')).toBe(smartAccount)
    expect(field(shown[0], 'Smart account')).toBe(
      'Not deployed yet: this transaction deploys it, paid from its balance.',
    )
    // What a dapp waiting for a receipt does with the answer: the bundle, mined, sent to the EntryPoint.
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(DEVNET_ENTRY_POINT.toLowerCase())
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.25'))
    expect((await client().getCode({ address: smartAccount }))?.length).toBeGreaterThan(2)
    expect(mined()).toBe(1)

    // The second one: no deployment note, and again the value arrives.
    await rpc('eth_sendTransaction', [{ to: recipient, value: '0x1' }])
    expect(field(shown[1], 'Smart account')).toBeUndefined()
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.25') + 1n)
  }, 120_000)

  it('sends wallet_sendCalls as one user operation and reports it through wallet_getCallsStatus', async () => {
    const { rpc, smartAccount, shown } = await wallet()
    await fund(smartAccount, parseEther('1'))
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const sent = (await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: smartAccount,
        atomicRequired: true,
        calls: [
          { to: a, value: '0x64' },
          { to: b, value: '0xc8' },
        ],
      },
    ])) as { id: Hex }
    expect(sent.id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(shown[0]?.title).toBe('Send 2 calls together')
    expect(field(shown[0], 'Call 2')).toBe(`To: ${b}\nValue: 0.0000000000000002 ETH`)
    let status: { status: number; atomic: boolean; receipts?: { status: string; transactionHash: Hex }[] } | undefined
    await expect
      .poll(
        async () => {
          status = (await rpc('wallet_getCallsStatus', [sent.id])) as typeof status
          return status?.status
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(200)
    expect(status!.atomic).toBe(true)
    expect(status!.receipts?.[0]?.status).toBe('0x1')
    expect((await client().getTransactionReceipt({ hash: status!.receipts![0]!.transactionHash })).status).toBe(
      'success',
    )
    expect(await client().getBalance({ address: a })).toBe(100n)
    expect(await client().getBalance({ address: b })).toBe(200n)
  }, 120_000)

  it('signs messages with the owner EOA (SimpleAccount has no ERC-1271) and says so on the screen', async () => {
    const { rpc, keys, shown } = await wallet()
    const signature = (await rpc('personal_sign', [stringToHex('Hello'), keys.evm.address])) as Hex
    expect(field(shown[0], 'Account')).toBe(keys.evm.address)
    expect(await verifyMessage({ address: keys.evm.address, message: 'Hello', signature })).toBe(true)
  })

  it('refuses bad input before the approval screen, and an unfunded account with words a person can act on', async () => {
    const { rpc, smartAccount, shown } = await wallet()
    await expect(rpc('wallet_sendCalls', [{ calls: [] }])).rejects.toMatchObject({
      code: -32602,
      message: 'wallet_sendCalls needs at least one call',
    })
    await expect(
      rpc('wallet_sendCalls', [{ calls: [{ to: smartAccount }], capabilities: { paymasterService: { url: 'x' } } }]),
    ).rejects.toMatchObject({ code: 5700 })
    await expect(rpc('eth_sendTransaction', [{ data: '0x00' }])).rejects.toMatchObject({ code: -32602 })
    await expect(rpc('wallet_getCallsStatus', [`0x${'ab'.repeat(32)}`])).rejects.toMatchObject({ code: 5730 })
    await expect(rpc('wallet_getCallsStatus', ['nope'])).rejects.toMatchObject({ code: -32602 })
    await expect(rpc('eth_sendUserOperation', [{}, DEVNET_ENTRY_POINT])).rejects.toMatchObject({
      code: -32602,
      message: 'The user operation needs a "sender" address',
    })
    // Typed data that signing would fail on (an address with a wrong checksum, a uint8 out of range, not JSON).
    const typed = (message: Record<string, unknown>) =>
      JSON.stringify({
        types: {
          EIP712Domain: [{ name: 'name', type: 'string' }],
          Order: [
            { name: 'recipient', type: 'address' },
            { name: 'quantity', type: 'uint8' },
          ],
        },
        primaryType: 'Order',
        domain: { name: 'Foyer' },
        message,
      })
    const recipient = '0x70997970C51812dC3A010c7D01b50e20d4DC79c8'
    await expect(
      rpc('eth_signTypedData_v4', [smartAccount, typed({ recipient: recipient.toLowerCase(), quantity: 300 })]),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid typed data: /) })
    await expect(
      rpc('eth_signTypedData_v4', [smartAccount, typed({ recipient: recipient.replace('C51', 'c51'), quantity: 1 })]),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringMatching(/^Invalid typed data: .*invalid/i) })
    await expect(rpc('eth_signTypedData_v4', [smartAccount, '{not json'])).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid typed data: it is not JSON',
    })
    expect(shown).toEqual([])
    // Nothing funded: the bundler refuses (the EntryPoint's prefund check) and the page hears why.
    await expect(rpc('eth_sendTransaction', [{ to: smartAccount, value: '0x1' }])).rejects.toMatchObject({
      message: `The smart account ${smartAccount} cannot pay for its gas: send it some ETH first`,
    })
  }, 60_000)

  it('answers 4001 when the person rejects, and sends nothing', async () => {
    const { rpc, smartAccount } = await wallet(false)
    await expect(rpc('eth_sendTransaction', [{ to: smartAccount, value: '0x1' }])).rejects.toMatchObject({
      code: 4001,
    })
    expect(await client().getCode({ address: smartAccount })).toBeUndefined()
  })
})
