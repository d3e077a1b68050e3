import type { Address } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { decodeMint, decodeTokenAccount, uiTokenAmount } from './token-parsing.js'
import type { TokenBalance } from './transaction-history.js'

/** Mint decimals, for token balances and jsonParsed (undefined if `mint` is not a mint). */
export function mintDecimals(svm: LiteSVM, mint: Address): number | undefined {
  const account = svm.getAccount(mint)
  if (!account.exists) return undefined
  return decodeMint(account.programAddress, account.data as Uint8Array)?.decimals
}

/** The token accounts among a transaction's keys, as its pre/postTokenBalances list them. */
export function tokenBalances(svm: LiteSVM, accountKeys: readonly Address[]): TokenBalance[] {
  const balances: TokenBalance[] = []
  accountKeys.forEach((key, accountIndex) => {
    const account = svm.getAccount(key)
    if (!account.exists) return
    const token = decodeTokenAccount(account.programAddress, account.data as Uint8Array)
    const decimals = token && mintDecimals(svm, token.mint)
    if (!token || decimals === undefined) return
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: account.programAddress,
      uiTokenAmount: uiTokenAmount(token.amount, decimals),
    })
  })
  return balances
}
