// A name for an EVM address from ENS, read straight from a chain's registry: reverse resolution (EIP-181:
// <address>.addr.reverse → its resolver → name) and then the forward check the ENS docs require (that name → its
// resolver → addr must be the same address), since anyone can set any name as their reverse record. The avatar is the
// name's `avatar` text record (EIP-634). Wildcard/off-chain resolution (ENSIP-10, CCIP-Read) is not followed.
import {
  BaseError,
  ContractFunctionExecutionError,
  createPublicClient,
  HttpRequestError,
  http,
  isAddressEqual,
  namehash,
  parseAbi,
  TimeoutError,
  zeroAddress,
  type Address,
  type Hex,
} from 'viem'
import { normalize } from 'viem/ens'
import { UpstreamError } from '../app/errors.js'
import type { ChainConfig } from '../config/config-schema.js'

export const MAINNET_ENS_REGISTRY: Address = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e'

export interface EnsIdentity {
  name: string
  avatar: string | null
}

export const registryAbi = parseAbi(['function resolver(bytes32 node) view returns (address)'])
export const resolverAbi = parseAbi([
  'function name(bytes32 node) view returns (string)',
  'function addr(bytes32 node) view returns (address)',
  'function text(bytes32 node, string key) view returns (string)',
])

/** The chain's ENS registry: configured, or ENS's own on Ethereum mainnet; none for other chains. */
export function ensRegistryOf(chain: ChainConfig): Address | undefined {
  if (!chain.id.startsWith('eip155:')) return undefined
  return (chain.ensRegistry as Address | undefined) ?? (chain.id === 'eip155:1' ? MAINNET_ENS_REGISTRY : undefined)
}

/**
 * Avatars a browser can show as they are: web URLs and data: images. ENSIP-12 also allows ipfs:// and NFT references
 * (eip155:1/erc721:…), which need a gateway or more chain reads; those answer no avatar rather than a broken image.
 */
export function displayableAvatar(value: string | undefined): string | null {
  if (!value) return null
  return /^(https?:\/\/|data:image\/)/i.test(value) ? value : null
}

/**
 * The verified name of `address` on `chain`, or null when it has none (no reverse record, a name that does not
 * resolve back to it, or one that is not ENS-normalized). An unreachable RPC throws UpstreamError.
 */
export async function resolveEnsIdentity(
  chain: ChainConfig,
  registry: Address,
  address: Address,
): Promise<EnsIdentity | null> {
  const client = createPublicClient({ transport: http(chain.rpcUrls[0], { retryCount: 0, timeout: 10_000 }) })
  const read = async <T>(run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run()
    } catch (error) {
      const failure = ensReadFailure(chain.id, error)
      if (failure) throw failure
      return undefined
    }
  }
  const resolverOf = async (node: Hex) => {
    const resolver = await read(() =>
      client.readContract({ address: registry, abi: registryAbi, functionName: 'resolver', args: [node] }),
    )
    return resolver && !isAddressEqual(resolver, zeroAddress) ? resolver : undefined
  }

  const reverseNode = namehash(`${address.slice(2).toLowerCase()}.addr.reverse`)
  const reverseResolver = await resolverOf(reverseNode)
  if (!reverseResolver) return null
  const name = await read(() =>
    client.readContract({ address: reverseResolver, abi: resolverAbi, functionName: 'name', args: [reverseNode] }),
  )
  if (!name || !isNormalized(name)) return null

  const node = namehash(name)
  const resolver = await resolverOf(node)
  if (!resolver) return null
  const [forward, avatar] = await Promise.all([
    read(() => client.readContract({ address: resolver, abi: resolverAbi, functionName: 'addr', args: [node] })),
    read(() =>
      client.readContract({ address: resolver, abi: resolverAbi, functionName: 'text', args: [node, 'avatar'] }),
    ),
  ])
  if (!forward || !isAddressEqual(forward, address)) return null
  return { name, avatar: displayableAvatar(avatar) }
}

/**
 * What a failed ENS read means: a revert (no registry code, a resolver without the function) is "no such record",
 * undefined here; a transport failure is the chain's fault, an UpstreamError naming it.
 */
export function ensReadFailure(chainId: string, error: unknown): UpstreamError | undefined {
  const transport =
    error instanceof BaseError && error.walk((e) => e instanceof HttpRequestError || e instanceof TimeoutError)
  if (error instanceof ContractFunctionExecutionError && !transport) return undefined
  const message = (error as BaseError).shortMessage ?? (error as Error).message
  return new UpstreamError(`RPC of ${chainId} failed on an ENS lookup: ${message}`, { cause: error })
}

/** ENSIP-15: a name whose normalized form differs would hash to another node, so it is not this account's name. */
function isNormalized(name: string): boolean {
  try {
    return normalize(name) === name
  } catch {
    return false
  }
}
