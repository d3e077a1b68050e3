// Whom a Solana transaction was sending to (the history's "sent to"), which Solana does not record as such. A landed
// transaction says it in its balances; a failed one moved nothing, so its first SOL or token transfer instruction says
// what it tried, and the history can show "send to X — failed".
import { decodeBase58 } from './base58.js'
import { solanaBalanceChanges } from './solana-balance-changes.js'
import { accountKeysOf, type RpcTransaction } from './solana-transaction.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb']
/** System Transfer is instruction 2 (u32); token Transfer is 3 and TransferChecked 12 (u8), destination 2nd and 3rd. */
const SYSTEM_TRANSFER = 2
const TOKEN_DESTINATION: Record<number, number> = { 3: 1, 12: 2 }

function attemptedRecipient(transaction: RpcTransaction, keys: string[]): string | null {
  for (const instruction of transaction.transaction.message.instructions) {
    const program = keys[instruction.programIdIndex]
    const data = decodeBase58(instruction.data)
    if (program === SYSTEM_PROGRAM && data.length === 12 && data[0] === SYSTEM_TRANSFER)
      return keys[instruction.accounts[1]!] ?? null
    const position = TOKEN_PROGRAMS.includes(program ?? '') ? TOKEN_DESTINATION[data[0] ?? -1] : undefined
    if (position === undefined) continue
    const destination = instruction.accounts[position]!
    // The token account's owner is the recipient; the account itself when the node gives no owner.
    const balance = transaction.meta?.preTokenBalances?.find((entry) => entry.accountIndex === destination)
    return balance?.owner ?? keys[destination] ?? null
  }
  return null
}

/**
 * The other side of the fee payer's first token transfer out, else of its SOL out (itself for a self transfer). Tokens
 * first, because a token send often also pays rent into the receiver's new token account, which is not its point.
 */
export function recipientOf(transaction: RpcTransaction): string | null {
  const keys = accountKeysOf(transaction)
  if (transaction.meta?.err != null) return attemptedRecipient(transaction, keys)
  const sent = solanaBalanceChanges(transaction, keys[0]!).filter((transfer) => transfer.direction !== 'in')
  return (sent.find((transfer) => transfer.kind === 'fungible') ?? sent[0])?.counterparty ?? null
}
