// Solana balances: SOL from getBalance, SPL tokens from getTokenAccountsByOwner under both token programs (Token and
// Token-2022), summed per mint. Decimals come from the chain, so an NFT mint (decimals 0) reaches the client's filter.
import type { ChainConfig } from '../config/config-schema.js'
import { jsonRpc } from './json-rpc.js'
import type { TokenBalance } from './token-balance.js'

export const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
] as const

interface ParsedTokenAccount {
  account: {
    data: { parsed?: { info?: { mint?: string; tokenAmount?: { amount?: string; decimals?: number } } } }
  }
}

export async function readSolanaBalances(chain: ChainConfig, owner: string): Promise<TokenBalance[]> {
  const url = chain.rpcUrls[0]!
  const options = { label: chain.id }
  const [lamports, ...accountLists] = await Promise.all([
    jsonRpc<{ value: number }>(url, 'getBalance', [owner, { commitment: 'confirmed' }], options),
    ...TOKEN_PROGRAMS.map((programId) =>
      jsonRpc<{ value: ParsedTokenAccount[] }>(
        url,
        'getTokenAccountsByOwner',
        [owner, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
        options,
      ),
    ),
  ])
  const currency = chain.nativeCurrency ?? { name: 'Solana', symbol: 'SOL', decimals: 9 }
  const out: TokenBalance[] = [
    {
      name: currency.name,
      symbol: currency.symbol,
      decimals: currency.decimals,
      amount: String(BigInt(lamports.value)),
      ...(chain.nativeIconUrl ? { iconUrl: chain.nativeIconUrl } : {}),
    },
  ]
  const byMint = new Map<string, { amount: bigint; decimals: number }>()
  for (const list of accountLists) {
    for (const entry of list.value ?? []) {
      const info = entry.account?.data?.parsed?.info
      const mint = info?.mint
      const amount = info?.tokenAmount?.amount
      const decimals = info?.tokenAmount?.decimals
      if (!mint || amount === undefined || !/^\d+$/.test(amount) || typeof decimals !== 'number') continue
      const previous = byMint.get(mint)
      byMint.set(mint, { amount: (previous?.amount ?? 0n) + BigInt(amount), decimals })
    }
  }
  for (const [mint, { amount, decimals }] of byMint) {
    if (amount === 0n) continue
    const known = chain.tokens.find((token) => token.address === mint)
    out.push({
      address: `${chain.id}:${mint}`,
      // A mint that is not in the token list has no name we can vouch for: show its address, as explorers do.
      name: known?.name ?? mint,
      symbol: known?.symbol ?? '',
      decimals,
      amount: String(amount),
      ...(known?.iconUrl ? { iconUrl: known.iconUrl } : {}),
    })
  }
  return out
}
