import { getCompiledTransactionMessageDecoder, getTransactionDecoder, type Address } from '@solana/kit'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'
const SYSTEM_TRANSFER = 2 // SystemInstruction::Transfer, a little-endian u32 tag then the lamports as u64
export const LAMPORTS_PER_SOL = 1_000_000_000n

export type SolanaTransfer = { from: string; to: string; lamports: bigint }

/** What the approval panel tells about a wire transaction before the person signs it. */
export type SolanaTransactionSummary = {
  version: 'legacy' | 0 | 1
  instructions: number
  feePayer: string
  /** Addresses that must sign, fee payer first. */
  signers: string[]
  /** System Program transfers in the transaction (only when every other instruction is a compute-budget one). */
  transfers: SolanaTransfer[]
}

/** Reads a serialized transaction (signatures + message) without trusting it: any malformed input throws. */
export function summarizeSolanaTransaction(bytes: Uint8Array): SolanaTransactionSummary {
  const transaction = getTransactionDecoder().decode(bytes)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const accounts: readonly Address[] = message.staticAccounts
  const signers = accounts.slice(0, message.header.numSignerAccounts)
  const base = { version: message.version, feePayer: accounts[0] ?? '(none)', signers }
  if (message.version === 1) return { ...base, instructions: message.numInstructions, transfers: [] }

  const transfers: SolanaTransfer[] = []
  let simple = true
  for (const instruction of message.instructions) {
    const program = accounts[instruction.programAddressIndex]
    if (program === COMPUTE_BUDGET_PROGRAM) continue
    const data = instruction.data
    const [fromIndex, toIndex] = instruction.accountIndices ?? []
    // Only statically listed accounts are named: an index into an address lookup table cannot be resolved offline.
    const from = fromIndex === undefined ? undefined : accounts[fromIndex]
    const to = toIndex === undefined ? undefined : accounts[toIndex]
    if (program === SYSTEM_PROGRAM && data && data.length === 12 && from && to) {
      const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
      if (view.getUint32(0, true) === SYSTEM_TRANSFER) {
        transfers.push({ from, to, lamports: view.getBigUint64(4, true) })
        continue
      }
    }
    simple = false
  }
  return { ...base, instructions: message.instructions.length, transfers: simple ? transfers : [] }
}

/** "1.5 SOL" from 1_500_000_000n: exact, no float rounding. */
export function formatSol(lamports: bigint): string {
  const whole = lamports / LAMPORTS_PER_SOL
  const fraction = (lamports % LAMPORTS_PER_SOL).toString().padStart(9, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} SOL`
}
