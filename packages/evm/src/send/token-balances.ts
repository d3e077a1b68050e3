// ERC-20 balances of an account for the Send view's token picker: balanceOf, decimals, symbol and name of each listed
// token, in one eth_call through Multicall3 when the network has it, else one read per value.
import type { ChainDefinition, TokenBalance, TokenInfo } from '@foyer/core'
import { FoyerError } from '@foyer/core'
import { hasErrorName } from '@foyer/core/internal'
import { erc20Abi, formatUnits, getAddress, isAddress, type Address, type Client } from 'viem'
import { multicall, readContract } from 'viem/actions'
import { isNodeUnreachable, multicall3Of } from './chain-client.js'
import type { EvmTokenListing } from './token-list.js'

const READS = ['balanceOf', 'decimals', 'symbol', 'name'] as const
type Read = (typeof READS)[number]
/** One token's answers; `undefined` where the contract did not answer (not an ERC-20, or no code on this chain). */
type Answers = Partial<Record<Read, unknown>>

async function readAll(
  client: Client,
  network: ChainDefinition,
  owner: Address,
  tokens: Address[],
): Promise<Answers[]> {
  const calls = tokens.flatMap((address) =>
    READS.map((functionName) => ({
      address,
      abi: erc20Abi,
      functionName,
      ...(functionName === 'balanceOf' ? { args: [owner] as const } : {}),
    })),
  )
  const multicallAddress = multicall3Of(network)
  const viaMulticall = multicallAddress
    ? (await multicall(client, { contracts: calls as never[], allowFailure: true, multicallAddress })).map((r) => {
        // allowFailure also turns the node's own failure into per-call failures: that one is not the token's.
        if (r.status === 'failure' && isNodeUnreachable(r.error)) throw r.error
        return r.status === 'success' ? r.result : undefined
      })
    : undefined
  // Every call failing means no Multicall3 answered at that address (a definition naming one the chain lacks): read
  // one by one instead of reporting that the account holds nothing.
  const results: unknown[] =
    viaMulticall && viaMulticall.some((r) => r !== undefined)
      ? viaMulticall
      : await Promise.all(
          // A contract that reverts or is missing answers undefined; a node that is down still rejects (below).
          calls.map((call) => readContract(client, call as never).catch(rethrowUnlessContractError)),
        )
  return tokens.map((_, t) => Object.fromEntries(READS.map((read, r) => [read, results[t * READS.length + r]])))
}

/** A revert or an empty answer says "this token does not answer"; a node that cannot be reached propagates. */
function rethrowUnlessContractError(error: unknown): undefined {
  if (isNodeUnreachable(error)) throw error
  if (hasErrorName(error, 'ContractFunctionExecutionError')) return undefined
  throw error
}

/**
 * Balances of the listed tokens that `owner` holds (a positive balance), with the contract's decimals. Tokens with 0
 * decimals are left out (spec §5), and so are listed addresses that do not answer as an ERC-20 on this network.
 * A node that cannot be reached is `Token Balance Unavailable`.
 */
export async function readTokenBalances(
  client: Client,
  network: ChainDefinition,
  owner: string,
  listed: readonly EvmTokenListing[],
): Promise<TokenBalance[]> {
  const tokens = listed.filter((t) => isAddress(t.address, { strict: false }))
  if (tokens.length === 0) return []
  let answers: Answers[]
  try {
    answers = await readAll(
      client,
      network,
      getAddress(owner),
      tokens.map((t) => getAddress(t.address)),
    )
  } catch (error) {
    throw new FoyerError('TOKEN_BALANCE_UNAVAILABLE', { cause: error })
  }
  const out: TokenBalance[] = []
  tokens.forEach((listing, i) => {
    const { balanceOf, decimals, symbol, name } = answers[i] as Answers
    if (typeof balanceOf !== 'bigint' || balanceOf <= 0n) return
    if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals <= 0 || decimals > 255) return
    const shownSymbol = listing.symbol ?? (typeof symbol === 'string' && symbol ? symbol : undefined)
    if (!shownSymbol) return
    const shownName = listing.name ?? (typeof name === 'string' && name ? name : undefined)
    const token: TokenInfo = {
      address: getAddress(listing.address),
      symbol: shownSymbol,
      decimals,
      ...(shownName ? { name: shownName } : {}),
      ...(listing.imageUrl ? { imageUrl: listing.imageUrl } : {}),
    }
    out.push({
      token,
      value: balanceOf.toString(),
      decimals,
      symbol: shownSymbol,
      formatted: formatUnits(balanceOf, decimals),
    })
  })
  return out
}
