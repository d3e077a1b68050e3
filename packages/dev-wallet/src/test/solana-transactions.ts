// Builds unsigned wire transactions for the Solana wallet's tests with @solana/kit alone (no program clients).
import {
  AccountRole,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
} from '@solana/kit'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address
export const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnMdEs8ZPpRz9mH6bY6wJy4ATf' as Address

/** A System Program transfer instruction, encoded by hand: u32 LE tag 2, then the lamports as u64 LE. */
export function transferInstruction(from: Address, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  }
}

export function memoInstruction(text: string): Instruction {
  return { programAddress: MEMO_PROGRAM, accounts: [], data: new TextEncoder().encode(text) }
}

/** An unsigned wire transaction (signature slots zeroed) paid by `feePayer`. */
export function wireTransaction(options: {
  feePayer: Address
  instructions: Instruction[]
  blockhash?: string
  lastValidBlockHeight?: bigint
  version?: 'legacy' | 0
}): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: options.version ?? 0 }),
    (m) => setTransactionMessageFeePayer(options.feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: (options.blockhash ?? 'EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k') as Blockhash,
          lastValidBlockHeight: options.lastValidBlockHeight ?? 1000n,
        },
        m,
      ),
    (m) => appendTransactionMessageInstructions(options.instructions, m),
  )
  return Uint8Array.from(getTransactionEncoder().encode(compileTransaction(message)))
}
