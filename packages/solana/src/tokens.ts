// SPL token balances of an owner (Token and Token-2022), for the Send view's token picker.
import { address as toAddress, getBase58Decoder, type Address } from '@solana/kit'
import type { TokenBalance, TokenInfo } from '@foyer/core'
import { shortenAddress } from '@foyer/core'
import { formatUnits } from './amount.js'
import { MINT_DECIMALS_OFFSET, MINT_SIZE, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './constants.js'
import { decodeBase64Data, readU64, type SolanaRpc } from './rpc.js'

interface Holding {
  mint: string
  amount: bigint
  decimals: number | undefined
}

/** One row of `getTokenAccountsByOwner`, parsed (jsonParsed) or raw (a server without the parser answers base64). */
function readHolding(row: unknown): Holding | undefined {
  const data = (row as { account?: { data?: unknown } })?.account?.data
  const parsed = (
    data as { parsed?: { info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } } } }
  )?.parsed?.info
  if (parsed && typeof parsed.mint === 'string' && typeof parsed.tokenAmount?.amount === 'string') {
    const decimals = Number(parsed.tokenAmount.decimals)
    return {
      mint: parsed.mint,
      amount: BigInt(parsed.tokenAmount.amount),
      decimals: Number.isInteger(decimals) ? decimals : undefined,
    }
  }
  const raw = decodeBase64Data(data)
  if (raw.length < 72) return undefined
  return { mint: getBase58Decoder().decode(raw.subarray(0, 32)), amount: readU64(raw, 64), decimals: undefined }
}

/**
 * Token balances of `owner`, summed per mint, with metadata from `known` (by mint) or the shortened mint as symbol.
 * Tokens with 0 decimals are left out (spec §5).
 */
export async function fetchTokenBalances(
  rpc: SolanaRpc,
  owner: string,
  known: readonly TokenInfo[],
): Promise<TokenBalance[]> {
  const ownerAddress = toAddress(owner)
  const responses = await Promise.all(
    [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
      rpc
        .getTokenAccountsByOwner(
          ownerAddress,
          { programId: toAddress(programId) },
          { encoding: 'jsonParsed', commitment: 'confirmed' },
        )
        .send(),
    ),
  )
  const byMint = new Map<string, Holding>()
  for (const response of responses) {
    for (const row of response.value as unknown[]) {
      const holding = readHolding(row)
      if (!holding) continue
      const existing = byMint.get(holding.mint)
      if (existing) existing.amount += holding.amount
      else byMint.set(holding.mint, { ...holding })
    }
  }
  const missing = [...byMint.values()].filter((h) => h.decimals === undefined).map((h) => toAddress(h.mint) as Address)
  if (missing.length) {
    const { value } = await rpc.getMultipleAccounts(missing, { encoding: 'base64', commitment: 'confirmed' }).send()
    value.forEach((account, i) => {
      const data = account ? decodeBase64Data(account.data) : undefined
      const holding = byMint.get(missing[i] as string)
      if (holding && data && data.length >= MINT_SIZE) holding.decimals = data[MINT_DECIMALS_OFFSET]
    })
  }
  const metadata = new Map(known.map((t) => [t.address, t]))
  const out: TokenBalance[] = []
  for (const holding of byMint.values()) {
    if (holding.decimals === undefined || holding.decimals === 0) continue
    const info = metadata.get(holding.mint)
    const token: TokenInfo = {
      ...(info ?? {}),
      address: holding.mint,
      symbol: info?.symbol ?? shortenAddress(holding.mint),
      decimals: holding.decimals,
    }
    out.push({
      token,
      value: holding.amount.toString(),
      decimals: holding.decimals,
      symbol: token.symbol,
      formatted: formatUnits(holding.amount, holding.decimals),
    })
  }
  return out
}
