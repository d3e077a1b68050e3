// A transaction as getTransaction answers it in the `json` encoding (maxSupportedTransactionVersion 0), read through
// parse-json-bigints.ts: u64 fields are numbers, or strings when too large for a number.

export interface RpcTokenBalance {
  accountIndex: number
  mint: string
  /** Absent on transactions older than the field (early 2021): the token account then stands for its owner. */
  owner?: string
  programId?: string
  uiTokenAmount: { amount: string; decimals: number }
}

export interface RpcInstruction {
  programIdIndex: number
  accounts: number[]
  /** base58 */
  data: string
}

export interface RpcTransaction {
  slot: number
  blockTime: number | null
  meta: {
    err: unknown
    fee: number | string
    preBalances: Array<number | string>
    postBalances: Array<number | string>
    preTokenBalances?: RpcTokenBalance[] | null
    postTokenBalances?: RpcTokenBalance[] | null
    /** Accounts a v0 transaction loaded from lookup tables; the balance arrays cover them after the static keys. */
    loadedAddresses?: { writable: string[]; readonly: string[] } | null
  } | null
  transaction: {
    signatures: string[]
    message: { accountKeys: string[]; instructions: RpcInstruction[] }
  }
}

/** Every account the transaction touched, in the order its balance arrays and instruction indices use. */
export function accountKeysOf(transaction: RpcTransaction): string[] {
  const loaded = transaction.meta?.loadedAddresses
  return [...transaction.transaction.message.accountKeys, ...(loaded?.writable ?? []), ...(loaded?.readonly ?? [])]
}
