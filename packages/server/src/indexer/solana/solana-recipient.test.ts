// Shapes the devnet does not give (a token balance without its owner, an instruction that is no transfer), in
// getTransaction's `json` encoding; failed SOL and token sends on the real devnet are in fetch-solana-activity.test.ts.
import { getBase58Decoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { recipientOf } from './solana-recipient.js'
import type { RpcTransaction } from './solana-transaction.js'

const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const [payer, source, destination, mint] = ['Payer', 'Source', 'Destination', 'Mint']
const base58 = (bytes: number[]) => getBase58Decoder().decode(new Uint8Array(bytes))

function failed(program: string, data: number[], accounts: number[], owner?: string): RpcTransaction {
  return {
    slot: 1,
    blockTime: null,
    meta: {
      err: { InstructionError: [0, { Custom: 1 }] },
      fee: 5000,
      preBalances: [1, 1, 1, 1, 1],
      postBalances: [1, 1, 1, 1, 1],
      preTokenBalances: owner
        ? [{ accountIndex: 2, mint, owner, uiTokenAmount: { amount: '0', decimals: 0 } }]
        : [{ accountIndex: 2, mint, uiTokenAmount: { amount: '0', decimals: 0 } }],
    },
    transaction: {
      signatures: ['sig'],
      message: {
        accountKeys: [payer, source, destination, mint, program],
        instructions: [{ programIdIndex: 4, accounts, data: base58(data) }],
      },
    },
  }
}

describe('recipientOf a failed transaction', () => {
  it("names the token account's owner for a failed token Transfer, or the account when no owner is given", () => {
    expect(recipientOf(failed(TOKEN, [3, 1, 0, 0, 0, 0, 0, 0, 0], [1, 2, 0], 'Owner'))).toBe('Owner')
    expect(recipientOf(failed(TOKEN, [3, 1, 0, 0, 0, 0, 0, 0, 0], [1, 2, 0]))).toBe(destination)
  })

  it('names no one for an instruction that is not a transfer', () => {
    // Token instruction 7 is MintTo: the transaction tried to pay no one.
    expect(recipientOf(failed(TOKEN, [7, 1, 0, 0, 0, 0, 0, 0, 0], [3, 2, 0], 'Owner'))).toBeNull()
    expect(recipientOf(failed('SomeOtherProgram', [3], [1, 2, 0], 'Owner'))).toBeNull()
  })
})
