import type { Address } from '@solana/kit'
import type { CompiledMessage } from './decode-transaction.js'
import type { UiTokenAmount } from './token-parsing.js'
import type { RpcTransactionError } from './transaction-error.js'

export type TokenBalance = {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

export type TransactionRecord = {
  signature: string
  slot: number
  blockTime: number
  /** The transaction as sent (wire format). */
  wire: Uint8Array
  signatures: string[]
  message: CompiledMessage
  /** Static account keys (lookup tables are not resolved: litesvm has none unless a test creates one). */
  accountKeys: Address[]
  meta: {
    err: RpcTransactionError | null
    fee: bigint
    preBalances: bigint[]
    postBalances: bigint[]
    preTokenBalances: TokenBalance[]
    postTokenBalances: TokenBalance[]
    logMessages: string[]
    computeUnitsConsumed: bigint
  }
}

/**
 * Every landed transaction, what a validator keeps and litesvm does not: for getSignatureStatuses,
 * getSignaturesForAddress, getTransaction and the subscriptions.
 */
export class TransactionHistory {
  readonly #records = new Map<string, TransactionRecord>()
  /** Signatures per account key, oldest first. */
  readonly #byAddress = new Map<string, string[]>()
  readonly #listeners = new Set<(record: TransactionRecord) => void>()

  get count(): number {
    return this.#records.size
  }

  has(signature: string): boolean {
    return this.#records.has(signature)
  }

  record(signature: string): TransactionRecord | undefined {
    return this.#records.get(signature)
  }

  /** Signatures that touched `address`, newest first. */
  signaturesFor(address: string): string[] {
    return [...(this.#byAddress.get(address) ?? [])].reverse()
  }

  onTransaction(listener: (record: TransactionRecord) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  add(record: TransactionRecord) {
    this.#records.set(record.signature, record)
    for (const key of new Set(record.accountKeys)) {
      const list = this.#byAddress.get(key) ?? []
      list.push(record.signature)
      this.#byAddress.set(key, list)
    }
    for (const listener of this.#listeners) listener(record)
  }
}
