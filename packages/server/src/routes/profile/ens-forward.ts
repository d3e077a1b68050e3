// A name outside the zone is looked up in ENS on the chains that have a registry (the Send recipient `alice.foyer.eth`):
// registry → resolver → addr (EIP-137) and the avatar text record (EIP-634). The first chain that knows the name
// answers; a chain whose RPC fails does not hide another's answer, but with no answer its failure is returned (502).
import { createPublicClient, http, isAddressEqual, namehash, zeroAddress, type Address } from 'viem'
import { UpstreamError } from '../../app/errors.js'
import {
  displayableAvatar,
  ensReadFailure,
  ensRegistryOf,
  registryAbi,
  resolverAbi,
} from '../../chains/ens-identity.js'
import type { FoyerServerConfig } from '../../config/config-schema.js'

export interface EnsForward {
  address: Address
  avatar: string | null
  /** The CAIP-2 chain whose registry answered. */
  chainId: string
}

export async function resolveEnsName(
  config: FoyerServerConfig,
  name: string,
  chainAllowed: (chainId: string) => boolean,
): Promise<{ found?: EnsForward; failure?: UpstreamError }> {
  const node = namehash(name)
  let failure: UpstreamError | undefined
  for (const chain of config.chains) {
    const registry = ensRegistryOf(chain)
    if (!registry || !chainAllowed(chain.id)) continue
    const client = createPublicClient({ transport: http(chain.rpcUrls[0], { retryCount: 0, timeout: 10_000 }) })
    try {
      const resolver = await client.readContract({
        address: registry,
        abi: registryAbi,
        functionName: 'resolver',
        args: [node],
      })
      if (isAddressEqual(resolver, zeroAddress)) continue
      const [address, avatar] = await Promise.all([
        client.readContract({ address: resolver, abi: resolverAbi, functionName: 'addr', args: [node] }),
        client
          .readContract({ address: resolver, abi: resolverAbi, functionName: 'text', args: [node, 'avatar'] })
          .catch(() => ''),
      ])
      if (isAddressEqual(address, zeroAddress)) continue
      return { found: { address, avatar: displayableAvatar(avatar), chainId: chain.id } }
    } catch (error) {
      // A revert (no registry code, a resolver without addr) means the name is not there; only the transport is ours.
      failure ??= ensReadFailure(chain.id, error)
    }
  }
  return { failure }
}
