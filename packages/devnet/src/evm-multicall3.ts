// Puts Multicall3 at its canonical address on a devnet anvil, so viem's `multicall` (and the server's balance reads)
// work there as on a public chain. The canonical way first: fund the keyless sender and replay its signed deployment,
// which gives the exact bytecode and a real creation transaction in the chain's history.
import { createTestClient, http, parseTransaction, publicActions, type Hex } from 'viem'
import {
  MULTICALL3_ADDRESS,
  MULTICALL3_DEPLOYER,
  MULTICALL3_DEPLOYMENT_COST,
  MULTICALL3_SIGNED_DEPLOYMENT,
} from './contracts/multicall3-deployment.js'

/** How Multicall3 got there: already present, replayed deployment, or runtime code written with anvil_setCode. */
export type Multicall3Install = 'present' | 'deployed' | 'set-code'

/** Idempotent: a chain that already has code at the address is left alone. Needs anvil (anvil_setBalance/setCode). */
export async function installMulticall3(rpcUrl: string): Promise<Multicall3Install> {
  const client = createTestClient({ mode: 'anvil', transport: http(rpcUrl, { retryCount: 0 }) }).extend(publicActions)
  const code = await client.getCode({ address: MULTICALL3_ADDRESS })
  if (code && code !== '0x') return 'present'

  if ((await client.getTransactionCount({ address: MULTICALL3_DEPLOYER })) === 0) {
    if ((await client.getBalance({ address: MULTICALL3_DEPLOYER })) < MULTICALL3_DEPLOYMENT_COST)
      await client.setBalance({ address: MULTICALL3_DEPLOYER, value: MULTICALL3_DEPLOYMENT_COST })
    const hash = await client.sendRawTransaction({ serializedTransaction: MULTICALL3_SIGNED_DEPLOYMENT })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`@foyer/devnet: the Multicall3 deployment ${hash} reverted`)
    return 'deployed'
  }

  // The keyless sender's only nonce is spent (something else was sent from it), so the deployment can never land
  // here. Running its creation code in an eth_call answers the same runtime code, which anvil_setCode then installs.
  const { data } = parseTransaction(MULTICALL3_SIGNED_DEPLOYMENT)
  const runtime = (await client.request({
    method: 'eth_call',
    params: [{ from: MULTICALL3_DEPLOYER, data }, 'latest'],
  } as never)) as Hex
  await client.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime })
  return 'set-code'
}
