import { describe, expect, it } from 'vitest'
import { describeTransactionError } from './transaction-error.js'

// toRpcTransactionError is exercised with real litesvm failures in ledger.test.ts; here, the messages.
describe('describeTransactionError', () => {
  it('words errors as Agave does after "Transaction simulation failed: "', () => {
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    )
    expect(describeTransactionError({ InstructionError: [2, 'InvalidAccountData'] })).toBe(
      'Error processing Instruction 2: InvalidAccountData',
    )
    expect(describeTransactionError('AccountNotFound')).toBe(
      'Attempt to debit an account but found no record of a prior credit.',
    )
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found')
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toMatch(
      /account \(1\) with insufficient funds for rent/,
    )
  })
})
