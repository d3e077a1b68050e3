import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { getCode } from 'viem/actions'
import { startAnvil, type Anvil } from '../test/anvil.js'
import { DEV_MNEMONIC } from '../test/local-account-provider.js'
import { isSmartAccount } from './isSmartAccount.js'
import { anvilNetwork } from '../test/anvil-network.js'
import { ownedAccountDeployer } from '../test/owned-account.js'

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

describe('isSmartAccount (anvil)', () => {
  it('is false for an EOA, funded or not', async () => {
    const network = anvilNetwork(anvil)
    expect(await isSmartAccount({ address: mnemonicToAccount(DEV_MNEMONIC).address, network })).toBe(false)
    expect(await isSmartAccount({ address: '0x000000000000000000000000000000000000dEaD', network })).toBe(false)
  })

  it('is true for a deployed contract account, whatever the address case', async () => {
    const deployer = ownedAccountDeployer({
      rpcUrl: anvil.rpcUrl,
      deployer: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 1 }),
    })
    const account = await deployer.deployAccount(mnemonicToAccount(DEV_MNEMONIC).address)
    expect(await isSmartAccount({ address: account, network: anvilNetwork(anvil) })).toBe(true)
    expect(await isSmartAccount({ address: account.toLowerCase(), network: anvilNetwork(anvil) })).toBe(true)
  })

  it('is false for an EOA that delegated to a contract with EIP-7702', async () => {
    const deployer = ownedAccountDeployer({
      rpcUrl: anvil.rpcUrl,
      deployer: mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 2 }),
    })
    const delegate = await deployer.deployAccount(mnemonicToAccount(DEV_MNEMONIC).address)
    const eoa = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const wallet = createWalletClient({ account: eoa, transport: http(anvil.rpcUrl) })
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const authorization = await wallet.signAuthorization({
      contractAddress: delegate,
      executor: 'self',
      chainId: anvil.chainId,
    })
    // Sent elsewhere: the authorization applies whatever the call does, and the delegate has no fallback to call.
    const hash = await wallet.sendTransaction({
      chain: null,
      authorizationList: [authorization],
      to: '0x000000000000000000000000000000000000dEaD',
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    // The delegation really landed: the EOA now carries the 7702 designator pointing at the contract.
    expect(await getCode(client, { address: eoa.address })).toBe(`0xef0100${delegate.slice(2).toLowerCase()}`)
    expect(await isSmartAccount({ address: eoa.address, network: anvilNetwork(anvil) })).toBe(false)
  })

  it('rejects when the chain cannot be reached', async () => {
    const network = anvilNetwork({ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' })
    await expect(isSmartAccount({ address: '0x000000000000000000000000000000000000dEaD', network })).rejects.toThrow()
  })
})
