// Whether an address is a contract account. An EIP-7702 delegation also puts code on an address, but that account is
// still an EOA whose key signs with plain ECDSA, so it does not count.
import type { ChainDefinition } from '@foyer/core'
import { createClient, getAddress, http } from 'viem'
import { getCode } from 'viem/actions'
import { toViemChain } from '../chains.js'

/** EIP-7702: the code of a delegated EOA is exactly 0xef0100 followed by the 20-byte delegate address. */
const DELEGATION_DESIGNATOR = /^0xef0100[0-9a-f]{40}$/i

/** True when `address` has contract code on `network` that is not an EIP-7702 delegation. Rejects when the RPC fails. */
export async function isSmartAccount({
  address,
  network,
}: {
  address: string
  network: ChainDefinition
}): Promise<boolean> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`@foyer/evm: network ${network.caipNetworkId} has no RPC URL`)
  const client = createClient({ chain: toViemChain(network), transport: http(url) })
  const code = await getCode(client, { address: getAddress(address) })
  if (!code || code === '0x') return false
  return !DELEGATION_DESIGNATOR.test(code)
}
