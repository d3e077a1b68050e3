// EVM balances in one eth_call: Multicall3's getEthBalance for the native currency and balanceOf for every token of the
// chain's list. Tokens the account does not hold are left out; a token contract that reverts is skipped, not fatal.
import { createPublicClient, erc20Abi, http, multicall3Abi, type Address } from 'viem'
import { UpstreamError } from '../app/errors.js'
import type { ChainConfig } from '../config/config-schema.js'
import type { TokenBalance } from './token-balance.js'

function shortMessage(error: unknown): string {
  return (error as { shortMessage?: string })?.shortMessage ?? (error as Error)?.message ?? String(error)
}

export async function readEvmBalances(chain: ChainConfig, owner: Address): Promise<TokenBalance[]> {
  const client = createPublicClient({ transport: http(chain.rpcUrls[0], { retryCount: 0, timeout: 10_000 }) })
  const multicallAddress = chain.multicall3 as Address
  const contracts = [
    { address: multicallAddress, abi: multicall3Abi, functionName: 'getEthBalance', args: [owner] } as const,
    ...chain.tokens.map(
      (token) =>
        ({ address: token.address as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }) as const,
    ),
  ]
  let results: Awaited<ReturnType<typeof client.multicall<typeof contracts, true>>>
  try {
    results = await client.multicall({ contracts, multicallAddress, allowFailure: true })
  } catch (error) {
    throw new UpstreamError(`RPC of ${chain.id} failed: ${shortMessage(error)}`, { cause: error })
  }
  const [native, ...tokens] = results
  // getEthBalance lives in Multicall3 itself, so its failure means the node is unreachable or the contract is missing;
  // with allowFailure viem reports both as a failed result, and one getCode tells them apart.
  if (!native || native.status !== 'success') {
    let code: string | undefined
    try {
      code = await client.getCode({ address: multicallAddress })
    } catch (error) {
      throw new UpstreamError(`RPC of ${chain.id} failed: ${shortMessage(error)}`, { cause: error })
    }
    if (!code || code === '0x')
      throw new UpstreamError(`Multicall3 is not deployed at ${multicallAddress} on ${chain.id}`)
    throw new UpstreamError(`Multicall3 on ${chain.id} failed: ${shortMessage(native?.error)}`, {
      cause: native?.error,
    })
  }
  const currency = chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
  const out: TokenBalance[] = [
    {
      name: currency.name,
      symbol: currency.symbol,
      decimals: currency.decimals,
      amount: String(native.result),
      ...(chain.nativeIconUrl ? { iconUrl: chain.nativeIconUrl } : {}),
    },
  ]
  tokens.forEach((result, i) => {
    const token = chain.tokens[i]!
    if (result.status !== 'success' || typeof result.result !== 'bigint' || result.result === 0n) return
    out.push({
      address: `${chain.id}:${token.address}`,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      amount: String(result.result),
      ...(token.iconUrl ? { iconUrl: token.iconUrl } : {}),
    })
  })
  return out
}
