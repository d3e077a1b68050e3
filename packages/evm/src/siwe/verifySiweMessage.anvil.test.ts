// verifySiweMessage with a public client, against a real anvil: EOAs, a deployed ERC-1271 account and an undeployed
// (ERC-6492) one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatSiweMessage, type SiweMessageFields } from '@foyer/core'
import { createPublicClient, encodeFunctionData, http, serializeErc6492Signature, type Address, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { getCode } from 'viem/actions'
import { startAnvil, type Anvil } from '../test/anvil.js'
import { DEV_MNEMONIC } from '../test/local-account-provider.js'
import { compileOwnedAccount, ownedAccountDeployer } from '../test/owned-account.js'
import { verifySiweMessage } from './verifySiweMessage.js'

let anvil: Anvil
let otherChain: Anvil
const owner = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const stranger = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')
let smartAccount: Address
let factory: Address

beforeAll(async () => {
  ;[anvil, otherChain] = await Promise.all([startAnvil(31337), startAnvil(31338)])
  const deployer = ownedAccountDeployer({ rpcUrl: anvil.rpcUrl, deployer: mnemonicToAccount(DEV_MNEMONIC) })
  smartAccount = await deployer.deployAccount(owner.address)
  factory = await deployer.deployFactory()
})
afterAll(async () => {
  await Promise.all([anvil?.stop(), otherChain?.stop()])
})

const fieldsFor = (address: Address, chainId = 31337): SiweMessageFields => ({
  domain: 'app.example',
  address,
  statement: 'Sign in with a smart account',
  uri: 'https://app.example',
  version: '1',
  chainId,
  nonce: 'smart1234nonce',
  issuedAt: new Date().toISOString(),
})
const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })

describe('verifySiweMessage with a public client (anvil)', () => {
  it('verifies an EOA signature', async () => {
    const message = formatSiweMessage(fieldsFor(owner.address))
    const result = await verifySiweMessage({
      message,
      signature: await owner.signMessage({ message }),
      publicClient: client(),
    })
    expect(result).toMatchObject({ success: true })
  })

  it('verifies a deployed ERC-1271 account signed for by its owner', async () => {
    expect(await getCode(client(), { address: smartAccount })).not.toBe('0x')
    const message = formatSiweMessage(fieldsFor(smartAccount))
    const signature = await owner.signMessage({ message })
    expect(await verifySiweMessage({ message, signature, publicClient: client() })).toMatchObject({ success: true })
    // Without a chain there is no way to ask the account, and the owner's key is not the account's address.
    expect(await verifySiweMessage({ message, signature })).toMatchObject({
      success: false,
      error: { reason: 'signature' },
    })
  })

  it("rejects a signature the account's contract refuses (another key)", async () => {
    const message = formatSiweMessage(fieldsFor(smartAccount))
    const result = await verifySiweMessage({
      message,
      signature: await stranger.signMessage({ message }),
      publicClient: client(),
    })
    expect(result).toMatchObject({ success: false, error: { reason: 'signature' } })
  })

  it('verifies an ERC-6492 signature of an account not deployed yet, and leaves it undeployed', async () => {
    const salt: Hex = `0x${'42'.repeat(32)}`
    const deployer = ownedAccountDeployer({ rpcUrl: anvil.rpcUrl, deployer: mnemonicToAccount(DEV_MNEMONIC) })
    const counterfactual = deployer.counterfactualAddress({ factory, owner: owner.address, salt })
    expect(await getCode(client(), { address: counterfactual })).toBeUndefined()

    const message = formatSiweMessage(fieldsFor(counterfactual))
    const factoryData = encodeFunctionData({
      abi: compileOwnedAccount().factory.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const wrap = async (signer: typeof owner) =>
      serializeErc6492Signature({
        address: factory,
        data: factoryData,
        signature: await signer.signMessage({ message }),
      })

    expect(await verifySiweMessage({ message, signature: await wrap(owner), publicClient: client() })).toMatchObject({
      success: true,
    })
    expect(await verifySiweMessage({ message, signature: await wrap(stranger), publicClient: client() })).toMatchObject(
      {
        success: false,
        error: { reason: 'signature' },
      },
    )
    // The check ran in an eth_call: nothing was deployed.
    expect(await getCode(client(), { address: counterfactual })).toBeUndefined()
  })

  it('refuses a public client on another chain than the message names', async () => {
    const message = formatSiweMessage(fieldsFor(smartAccount))
    const signature = await owner.signMessage({ message })
    const result = await verifySiweMessage({
      message,
      signature,
      publicClient: createPublicClient({ transport: http(otherChain.rpcUrl) }),
    })
    expect(result).toMatchObject({
      success: false,
      error: {
        reason: 'chain',
        message: 'The sign-in message is for chain 31337, but the public client is on chain 31338',
      },
    })
  })

  it('reports an unreachable chain as unverifiable instead of throwing', async () => {
    const message = formatSiweMessage(fieldsFor(owner.address))
    const signature = await owner.signMessage({ message })
    const down = createPublicClient({ transport: http('http://127.0.0.1:1', { retryCount: 0 }) })
    const result = await verifySiweMessage({ message, signature, publicClient: down })
    expect(result).toMatchObject({ success: false, error: { reason: 'unverifiable' } })
  })
})
