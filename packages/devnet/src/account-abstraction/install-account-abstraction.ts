// Puts the EntryPoint v0.8 and SimpleAccountFactory on a devnet anvil at their canonical addresses, the way they were
// deployed on public chains: the deterministic deployment proxy CREATE2s the packaged bytecode with the same salts.
// Sent from the bundler's executor key (funded here with anvil_setBalance), so no dev account's nonce moves.
import {
  concat,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  http,
  parseEther,
  publicActions,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  DETERMINISTIC_DEPLOYER,
  DEVNET_BUNDLER_EXECUTOR_KEY,
  DEVNET_ENTRY_POINT,
  DEVNET_SIMPLE_ACCOUNT_FACTORY,
  ENTRY_POINT_SALT,
  SIMPLE_ACCOUNT_FACTORY_SALT,
} from './addresses.js'
import { entryPointArtifact, simpleAccountFactoryArtifact } from './artifacts.js'

/** What the executor holds after install: enough for years of devnet bundles at anvil's gas prices. */
export const BUNDLER_EXECUTOR_FUNDS = parseEther('1000')

/** Deployment gas, measured on anvil (EntryPoint ~4.6 M with its SenderCreator, the factory ~2.3 M) with headroom. */
const ENTRY_POINT_DEPLOY_GAS = 7_000_000n
const FACTORY_DEPLOY_GAS = 4_000_000n

export type AccountAbstractionInstall = 'present' | 'deployed'

/** Idempotent: a chain whose EntryPoint and factory already have code is only topped up (the executor's balance). */
export async function installAccountAbstraction(rpcUrl: string): Promise<AccountAbstractionInstall> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const client = createTestClient({ mode: 'anvil', transport }).extend(publicActions)
  const executor = privateKeyToAccount(DEVNET_BUNDLER_EXECUTOR_KEY)
  if ((await client.getBalance({ address: executor.address })) < BUNDLER_EXECUTOR_FUNDS)
    await client.setBalance({ address: executor.address, value: BUNDLER_EXECUTOR_FUNDS })

  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  if ((await hasCode(DEVNET_ENTRY_POINT)) && (await hasCode(DEVNET_SIMPLE_ACCOUNT_FACTORY))) return 'present'
  if (!(await hasCode(DETERMINISTIC_DEPLOYER)))
    throw new Error(
      `@foyer/devnet: no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER} on ${rpcUrl} (anvil has it from genesis; is this anvil?)`,
    )

  const wallet = createWalletClient({ account: executor, transport })
  const deploy = async (what: string, address: Address, salt: Hex, initCode: Hex, gas: bigint) => {
    if (await hasCode(address)) return
    const hash = await wallet.sendTransaction({
      chain: null,
      to: DETERMINISTIC_DEPLOYER,
      data: concat([salt, initCode]),
      gas,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success' || !(await hasCode(address)))
      throw new Error(`@foyer/devnet: deploying the ${what} (${hash}) left no code at ${address}`)
  }
  // In this order: the factory's constructor reads the EntryPoint's senderCreator().
  await deploy(
    'EntryPoint v0.8',
    DEVNET_ENTRY_POINT,
    ENTRY_POINT_SALT,
    entryPointArtifact.bytecode,
    ENTRY_POINT_DEPLOY_GAS,
  )
  const factoryInitCode = encodeDeployData({
    abi: simpleAccountFactoryArtifact.abi,
    bytecode: simpleAccountFactoryArtifact.bytecode,
    args: [DEVNET_ENTRY_POINT],
  })
  await deploy(
    'SimpleAccountFactory',
    DEVNET_SIMPLE_ACCOUNT_FACTORY,
    SIMPLE_ACCOUNT_FACTORY_SALT,
    factoryInitCode,
    FACTORY_DEPLOY_GAS,
  )
  return 'deployed'
}
