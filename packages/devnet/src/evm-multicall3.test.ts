import { createPublicClient, createTestClient, http, multicall3Abi, type Chain } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foyerDevnet } from './chains.js'
import {
  MULTICALL3_ADDRESS,
  MULTICALL3_DEPLOYER,
  MULTICALL3_DEPLOYMENT_HASH,
} from './contracts/multicall3-deployment.js'
import { installMulticall3 } from './evm-multicall3.js'
import { getFreePort } from './ports.js'
import { startDevnet, type Devnet } from './start-devnet.js'

describe('installMulticall3 (on a real anvil)', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ port: await getFreePort(), seed: false })
  })
  afterAll(() => devnet?.stop())

  // foyerDevnet as a viem chain pointed at this test's anvil: multicall finds the contract through contracts.multicall3.
  const chain = () => ({ ...foyerDevnet, id: devnet.chainId, rpcUrls: { default: { http: [devnet.rpcUrl] } } }) as Chain
  const client = () => createPublicClient({ chain: chain(), transport: http(devnet.rpcUrl) })

  it('replays the canonical keyless deployment, so the creation transaction is the one public chains have', async () => {
    expect(await client().getCode({ address: MULTICALL3_ADDRESS })).toBeUndefined()
    expect(await installMulticall3(devnet.rpcUrl)).toBe('deployed')
    const tx = await client().getTransaction({ hash: MULTICALL3_DEPLOYMENT_HASH })
    expect(tx.from).toBe(MULTICALL3_DEPLOYER.toLowerCase())
    const receipt = await client().getTransactionReceipt({ hash: MULTICALL3_DEPLOYMENT_HASH })
    expect(receipt.contractAddress).toBe(MULTICALL3_ADDRESS.toLowerCase())
  })

  it('makes viem’s multicall work on the devnet chain definition', async () => {
    const [account0, account7] = [devnet.accounts[0]!, devnet.accounts[7]!]
    const results = await client().multicall({
      allowFailure: false,
      contracts: [
        { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getEthBalance', args: [account0] },
        { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getEthBalance', args: [account7] },
        { address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' },
      ],
    })
    const latest = await client().getBlock()
    expect(results).toEqual([
      await client().getBalance({ address: account0 }),
      await client().getBalance({ address: account7 }),
      latest.timestamp,
    ])
  })

  it('does nothing when Multicall3 is already there', async () => {
    const block = await client().getBlockNumber()
    expect(await installMulticall3(devnet.rpcUrl)).toBe('present')
    expect(await client().getBlockNumber()).toBe(block)
  })

  it('writes the same runtime code when the keyless sender’s nonce is already spent', async () => {
    const deployed = await client().getCode({ address: MULTICALL3_ADDRESS })
    // The sender's nonce is 1 now, so only the anvil_setCode path can put the contract back.
    await createTestClient({ mode: 'anvil', transport: http(devnet.rpcUrl) }).setCode({
      address: MULTICALL3_ADDRESS,
      bytecode: '0x',
    })
    expect(await installMulticall3(devnet.rpcUrl)).toBe('set-code')
    expect(await client().getCode({ address: MULTICALL3_ADDRESS })).toBe(deployed)
    expect(deployed).toMatch(/^0x[0-9a-f]{7000,}$/)
  })
})
