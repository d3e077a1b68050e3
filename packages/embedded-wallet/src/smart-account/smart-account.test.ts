// The embedded wallet's smart account end to end on a real anvil (with the EntryPoint v0.8 and SimpleAccountFactory at
// their canonical addresses) and a real bundler (alto), each on a free port: the counterfactual address, the first
// user operation deploying the account, a second one, and the receipts.
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
import { createPublicClient, createWalletClient, http, parseEther, type Chain } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { entryPoint08Abi } from 'viem/account-abstraction'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toFoyerSmartAccount, SmartAccountCannotSignError } from './foyer-smart-account.js'
import { createFoyerBundlerClient, sendSmartAccountCalls } from './send-calls.js'
import { isSmartAccountDeployed } from './smart-account-deployed.js'

describe('the Foyer smart account (SimpleAccount v0.8 on anvil, through alto)', () => {
  let devnet: Devnet
  let aa: DevnetAccountAbstraction
  beforeAll(async () => {
    // A generous wait: these files start anvil and alto (hundreds of MB of modules) while other suites run.
    devnet = await startDevnet({ port: await getFreePort(), seed: false, timeoutMs: 60_000 })
    aa = await startAccountAbstraction({ rpcUrl: devnet.rpcUrl, bundlerPort: await getFreePort() })
  }, 120_000)
  afterAll(async () => {
    await aa?.stop()
    await devnet?.stop()
  })

  const chain = () => ({ ...foundry, rpcUrls: { default: { http: [devnet.rpcUrl] } } }) as Chain
  const client = () => createPublicClient({ chain: chain(), transport: http(devnet.rpcUrl) })
  const account = (owner = privateKeyToAccount(generatePrivateKey())) =>
    toFoyerSmartAccount({
      owner,
      client: client(),
      entryPoint: DEVNET_ENTRY_POINT,
      factory: DEVNET_SIMPLE_ACCOUNT_FACTORY,
    })
  // The devnet funds the account: dev account #5 sends ETH to its address, deployed or not.
  const fund = async (address: `0x${string}`, value: bigint) => {
    const wallet = createWalletClient({ account: devAccounts(6)[5]!, chain: chain(), transport: http(devnet.rpcUrl) })
    const hash = await wallet.sendTransaction({ to: address, value })
    await client().waitForTransactionReceipt({ hash })
  }

  it('has one counterfactual address per owner (and salt), the same on every creation, with no code yet', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const [first, second, other, salted] = await Promise.all([
      account(owner),
      account(owner),
      account(),
      toFoyerSmartAccount({
        owner,
        client: client(),
        entryPoint: DEVNET_ENTRY_POINT,
        factory: DEVNET_SIMPLE_ACCOUNT_FACTORY,
        salt: 1n,
      }),
    ])
    expect(first.address).toBe(second.address)
    expect(other.address).not.toBe(first.address)
    expect(salted.address).not.toBe(first.address)
    expect(first.address).not.toBe(owner.address)
    expect(await isSmartAccountDeployed(client(), first.address)).toBe(false)
  })

  it('deploys itself with its first user operation, moves exactly the amount, and sends a second one', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const smart = await account(owner)
    await fund(smart.address, parseEther('1'))
    expect(await isSmartAccountDeployed(client(), smart.address)).toBe(false)

    const bundlerClient = createFoyerBundlerClient({ account: smart, client: client(), bundlerUrl: aa.bundler.url })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const amount = parseEther('0.0123')
    const started = performance.now()
    const receipt = await sendSmartAccountCalls(bundlerClient, [{ to: recipient, value: amount }])
    const firstMs = performance.now() - started
    expect(receipt.success).toBe(true)
    expect(receipt.sender.toLowerCase()).toBe(smart.address.toLowerCase())
    expect(await client().getBalance({ address: recipient })).toBe(amount)
    expect(await isSmartAccountDeployed(client(), smart.address)).toBe(true)
    // The bundle was a real transaction to the EntryPoint, sent by the bundler's executor.
    const tx = await client().getTransaction({ hash: receipt.receipt.transactionHash })
    expect(tx.to?.toLowerCase()).toBe(DEVNET_ENTRY_POINT.toLowerCase())
    expect(tx.from.toLowerCase()).toBe(aa.executor.toLowerCase())

    // The second operation has no initCode (the account exists) and batches two transfers.
    const started2 = performance.now()
    const second = await sendSmartAccountCalls(bundlerClient, [
      { to: recipient, value: 1n },
      { to: owner.address, value: 2n },
    ])
    const secondMs = performance.now() - started2
    expect(second.success).toBe(true)
    expect(await client().getBalance({ address: recipient })).toBe(amount + 1n)
    expect(await client().getBalance({ address: owner.address })).toBe(2n)
    // The account paid its own gas (no paymaster): what it holds, plus what its prefunds left on deposit in the
    // EntryPoint, is what was funded less the transfers and the two operations' actual gas cost.
    const [left, deposit] = await Promise.all([
      client().getBalance({ address: smart.address }),
      client().readContract({
        address: DEVNET_ENTRY_POINT,
        abi: entryPoint08Abi,
        functionName: 'balanceOf',
        args: [smart.address],
      }),
    ])
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(left + deposit).toBe(parseEther('1') - amount - 3n - receipt.actualGasCost - second.actualGasCost)
    // What a sign-in verifier meets: SimpleAccount v0.8 has no isValidSignature, so viem's verifyMessage (ERC-1271 on
    // a deployed account) does not accept even the owner's signature for the account's address; it does for the owner.
    const signature = await owner.signMessage({ message: 'Sign in to Foyer' })
    expect(await client().verifyMessage({ address: smart.address, message: 'Sign in to Foyer', signature })).toBe(false)
    expect(await client().verifyMessage({ address: owner.address, message: 'Sign in to Foyer', signature })).toBe(true)
    console.info(
      `user operation to receipt: first (deploys) ${firstMs.toFixed(0)} ms, second ${secondMs.toFixed(0)} ms`,
    )
  }, 120_000)

  it('refuses to sign a message for the account, which cannot verify one (no ERC-1271 in SimpleAccount v0.8)', async () => {
    const smart = await account()
    await expect(smart.signMessage({ message: 'hello' })).rejects.toThrow(SmartAccountCannotSignError)
  })
})
