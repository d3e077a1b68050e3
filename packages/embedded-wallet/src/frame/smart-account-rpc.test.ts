// The frame's answers with the smart account preferred, on a real anvil (EntryPoint v0.8 and SimpleAccountFactory at
// their canonical addresses) and a real bundler (alto): handleRpc as the frame calls it, with the approval screen
// answered by the test and the wallet's keys derived from a fresh seed. What a dapp sees: the smart account as its
// account, eth_sendTransaction answering a mined transaction hash (the first one deploying the account),
// wallet_sendCalls a batch id that wallet_getCallsStatus follows to 200, and clear refusals of bad input.
import {
  DEVNET_ENTRY_POINT,
  DEVNET_SIMPLE_ACCOUNT_FACTORY,
  devAccounts,
  getFreePort,
  startAccountAbstraction,
  startDevnet,
  type Devnet,
  type DevnetAccountAbstraction,
} from '@foyer/devnet'
import { createPublicClient, createWalletClient, http, parseEther, stringToHex, verifyMessage, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveKeys, type SeedKeys } from '../keys/derive-accounts.js'
import type { RequestDescription } from './describe-request.js'
import type { FrameConfig } from './frame-config.js'
import { handleRpc, type RpcContext } from './frame-rpc.js'
import { smartAccountAddress } from './smart-account-rpc.js'

describe('the frame with the smart account preferred (anvil + alto)', () => {
  let devnet: Devnet
  let aa: DevnetAccountAbstraction
  let config: FrameConfig
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false, timeoutMs: 60_000 })
    aa = await startAccountAbstraction({ rpcUrl: devnet.rpcUrl, bundlerPort: await getFreePort() })
    config = {
      apiUrl: 'http://127.0.0.1:1',
      hostOrigins: [],
      chains: [
        {
          id: 'eip155:31337',
          rpcUrl: devnet.rpcUrl,
          name: 'Foyer Devnet',
          smartAccount: {
            bundlerUrl: aa.bundler.url,
            entryPoint: DEVNET_ENTRY_POINT,
            factory: DEVNET_SIMPLE_ACCOUNT_FACTORY,
          },
        },
      ],
    }
  }, 120_000)
  afterAll(async () => {
    await aa?.stop()
    await devnet?.stop()
  })

  const client = () =>
    createPublicClient({
      chain: { ...foundry, rpcUrls: { default: { http: [devnet.rpcUrl] } } },
      transport: http(devnet.rpcUrl),
    })
  const fund = async (to: Hex, value: bigint) => {
    const wallet = createWalletClient({
      account: devAccounts(7)[6]!,
      chain: { ...foundry, rpcUrls: { default: { http: [devnet.rpcUrl] } } },
      transport: http(devnet.rpcUrl),
    })
    await client().waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to, value }) })
  }

  /** A wallet as the frame holds it: a fresh seed, its smart account preferred; approvals recorded and answered. */
  async function wallet(answer = true) {
    const keys: SeedKeys = await deriveKeys(crypto.getRandomValues(new Uint8Array(32)))
    const chain = config.chains[0]! as Parameters<typeof smartAccountAddress>[0]
    const smartAccount = await smartAccountAddress(chain, keys.evm.address)
    const shown: RequestDescription[] = []
    let mined = 0
    const context: RpcContext = {
      config,
      addresses: { eip155: keys.evm.address, solana: keys.solana.address },
      approve: async (description) => {
        shown.push(description)
        return answer
      },
      withKeys: (use) => use(keys),
      smartAccount,
      onUserOperationMined: () => void mined++,
    }
    const rpc = (method: string, params?: unknown) =>
      handleRpc(context, { namespace: 'eip155', chainId: 31337, method, params })
    return { keys, smartAccount, shown, rpc, mined: () => mined }
  }
  const field = (d: RequestDescription | undefined, label: string) => d?.fields.find((f) => f.label === label)?.value

  it('is the account a dapp sees, with atomic batches as a capability', async () => {
    const { rpc, smartAccount, keys } = await wallet()
    expect(smartAccount).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(smartAccount).not.toBe(keys.evm.address)
    expect(await rpc('eth_accounts')).toEqual([smartAccount])
    expect(await rpc('wallet_getCapabilities', [smartAccount])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
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
    await expect(rpc('eth_sendUserOperation', [{}, DEVNET_ENTRY_POINT])).rejects.toMatchObject({ code: 4200 })
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
