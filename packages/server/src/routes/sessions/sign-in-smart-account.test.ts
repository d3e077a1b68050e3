// Smart accounts sign in through the chain's RPC from the config: a deployed ERC-1271 account (its owner's key signs)
// and an account not deployed yet (ERC-6492: the factory call wraps the signature). The contracts are @foyer/evm's
// test contracts (compiled with the repo's solc), reused rather than copied.
import { DEV_MNEMONIC, getFreePort, startDevnet, type Devnet } from '@foyer/devnet'
import { encodeFunctionData, serializeErc6492Signature, type Address, type Hex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount, toAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { compileOwnedAccount, ownedAccountDeployer } from '../../../../evm/src/test/owned-account.js'
import { describeOnDatabases } from '../../test/server-fixture.js'
import { post, sessionsTestConfig, siweSignIn, type Requester } from './test/sign-in-fixtures.js'

const owner = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const stranger = privateKeyToAccount('0x0123456789012345678901234567890123456789012345678901234567890123')

let anvil: Devnet
let smartAccount: Address
let factory: Address
let deployer: ReturnType<typeof ownedAccountDeployer>
beforeAll(async () => {
  anvil = await startDevnet({ port: await getFreePort(), seed: false })
  deployer = ownedAccountDeployer({ rpcUrl: anvil.rpcUrl, deployer: mnemonicToAccount(DEV_MNEMONIC) })
  smartAccount = await deployer.deployAccount(owner.address)
  factory = await deployer.deployFactory()
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
})

/** An account at `address` whose signatures are `sign(text)`: what a smart-account wallet hands the page. */
const accountAt = (address: Address, sign: (message: string) => Promise<Hex>) =>
  toAccount({
    address,
    signMessage: async ({ message }) => sign(message as string),
    signTransaction: async () => '0x',
    signTypedData: async () => '0x',
  })

describeOnDatabases('smart account sign-in', (suite) => {
  let request: Requester
  beforeAll(async () => {
    const server = await suite.start(sessionsTestConfig(anvil.rpcUrl))
    request = async (path, init) => server.app.request(path, init)
  })

  it("signs in a deployed ERC-1271 account with its owner's signature, and refuses another key's", async () => {
    const signedByOwner = await siweSignIn(
      request,
      accountAt(smartAccount, (message) => owner.signMessage({ message })),
    )
    const response = await post(request, '/v1/auth/verify', signedByOwner)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ address: smartAccount })

    const signedByStranger = await siweSignIn(
      request,
      accountAt(smartAccount, (message) => stranger.signMessage({ message })),
    )
    const refused = await post(request, '/v1/auth/verify', signedByStranger)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toMatchObject({ reason: 'signature' })
  })

  it('signs in an account not deployed yet through its ERC-6492 signature', async () => {
    const salt: Hex = `0x${(suite.kind === 'pglite' ? '42' : '43').repeat(32)}`
    const counterfactual = deployer.counterfactualAddress({ factory, owner: owner.address, salt })
    const data = encodeFunctionData({
      abi: compileOwnedAccount().factory.abi,
      functionName: 'deploy',
      args: [owner.address, salt],
    })
    const wrapped = (signer: typeof owner) =>
      accountAt(counterfactual, async (message) =>
        serializeErc6492Signature({ address: factory, data, signature: await signer.signMessage({ message }) }),
      )
    const response = await post(request, '/v1/auth/verify', await siweSignIn(request, wrapped(owner)))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ address: counterfactual })
    const refused = await post(request, '/v1/auth/verify', await siweSignIn(request, wrapped(stranger)))
    expect(await refused.json()).toMatchObject({ reason: 'signature' })
  })
})
