// The spec's `smartAccountDeployed`: whether the account's code is on chain yet. A counterfactual account has an
// address (and can receive funds) before its first user operation deploys it.
import type { Address, Chain, Client, Transport } from 'viem'
import { getCode } from 'viem/actions'

export async function isSmartAccountDeployed(
  client: Client<Transport, Chain | undefined>,
  address: Address,
): Promise<boolean> {
  const code = await getCode(client, { address })
  return code !== undefined && code !== '0x'
}
