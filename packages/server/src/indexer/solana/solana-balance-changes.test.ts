// Cases the devnet cannot produce (lookup tables, owner-less token balances from early 2021, several senders at once),
// written in getTransaction's `json` shape. The common cases run against the real devnet in fetch-solana-activity.test.ts.
import { describe, expect, it } from 'vitest'
import { solanaBalanceChanges } from './solana-balance-changes.js'
import type { RpcTokenBalance, RpcTransaction } from './solana-transaction.js'

const [payer, watched, other, third, tokenAccount, otherTokenAccount] = [
  'Payer1111111111111111111111111111111111111',
  'Watched11111111111111111111111111111111111',
  'Other111111111111111111111111111111111111',
  'Third111111111111111111111111111111111111',
  'TokenAcct1111111111111111111111111111111111',
  'OtherAcct1111111111111111111111111111111111',
]
const MINT = 'Mint1111111111111111111111111111111111111'

function transaction(options: {
  keys: string[]
  pre: number[]
  post: number[]
  loaded?: string[]
  err?: unknown
  preTokens?: RpcTokenBalance[]
  postTokens?: RpcTokenBalance[]
}): RpcTransaction {
  return {
    slot: 10,
    blockTime: 1_700_000_000,
    meta: {
      err: options.err ?? null,
      fee: 5000,
      preBalances: options.pre,
      postBalances: options.post,
      preTokenBalances: options.preTokens ?? [],
      postTokenBalances: options.postTokens ?? [],
      loadedAddresses: { writable: options.loaded ?? [], readonly: [] },
    },
    transaction: { signatures: ['sig'], message: { accountKeys: options.keys, instructions: [] } },
  }
}

const tokenBalance = (accountIndex: number, amount: bigint, owner?: string): RpcTokenBalance => ({
  accountIndex,
  mint: MINT,
  ...(owner ? { owner } : {}),
  uiTokenAmount: { amount: String(amount), decimals: 3 },
})

describe('solanaBalanceChanges', () => {
  it('reads accounts loaded from a lookup table, whose balances follow the static keys', () => {
    const moved = transaction({ keys: [payer], loaded: [watched], pre: [1_000_000, 0], post: [495_000, 500_000] })
    expect(solanaBalanceChanges(moved, watched)).toEqual([
      expect.objectContaining({ direction: 'in', amount: '500000', counterparty: payer, kind: 'native' }),
    ])
    expect(solanaBalanceChanges(moved, payer)).toEqual([
      expect.objectContaining({ direction: 'out', amount: '500000', counterparty: watched }),
    ])
  })

  it('names the counterparty only when one party matches, else leaves it unknown', () => {
    // Two senders of different amounts: the one who sent exactly what arrived is not there, so no counterparty.
    const mixed = transaction({
      keys: [payer, other, watched],
      pre: [100_000, 100_000, 0],
      post: [65_000, 60_000, 70_000],
    })
    expect(solanaBalanceChanges(mixed, watched)).toEqual([
      expect.objectContaining({ direction: 'in', amount: '70000', counterparty: null }),
    ])
    // Paid to two parties at once: no one party is the other side.
    const split = transaction({ keys: [watched, other, third], pre: [100_000, 0, 0], post: [65_000, 20_000, 10_000] })
    expect(solanaBalanceChanges(split, watched)).toEqual([
      expect.objectContaining({ direction: 'out', amount: '30000', counterparty: null }),
    ])
    // Two senders in one transaction (the payer sends 100 here, another account 20 elsewhere): the exact one is it.
    const matched = transaction({
      keys: [payer, watched, other, third],
      pre: [10_000, 0, 20, 0],
      post: [4_900, 100, 0, 20],
    })
    expect(solanaBalanceChanges(matched, watched)).toEqual([
      expect.objectContaining({ direction: 'in', amount: '100', counterparty: payer }),
    ])
  })

  it('counts a closed token account as sent, and reads owner-less balances as the token account itself', () => {
    const closed = transaction({
      keys: [watched, tokenAccount, otherTokenAccount],
      pre: [10_000, 2_039_280, 2_039_280],
      post: [2_044_280, 0, 2_039_280],
      preTokens: [tokenBalance(1, 0n, watched), tokenBalance(2, 40n, other)],
      postTokens: [tokenBalance(2, 40n, other)],
    })
    // Closing an empty account returns its rent to the owner: SOL in from the token account, no token transfer.
    expect(solanaBalanceChanges(closed, watched)).toEqual([
      expect.objectContaining({ kind: 'native', direction: 'in', amount: '2039280', counterparty: tokenAccount }),
    ])
    const early = transaction({
      keys: [payer, tokenAccount, otherTokenAccount],
      pre: [10_000, 1, 1],
      post: [5_000, 1, 1],
      preTokens: [tokenBalance(1, 500n), tokenBalance(2, 0n)],
      postTokens: [tokenBalance(1, 200n), tokenBalance(2, 300n)],
    })
    expect(solanaBalanceChanges(early, otherTokenAccount)).toEqual([
      {
        address: otherTokenAccount,
        direction: 'in',
        counterparty: tokenAccount,
        kind: 'fungible',
        asset: MINT,
        amount: '300',
        tokenId: null,
        decimals: 3,
      },
    ])
  })

  it('gives nothing for a failed transaction, whose only movement is the fee', () => {
    const failed = transaction({ keys: [watched, other], pre: [100_000, 0], post: [95_000, 0], err: { Custom: 1 } })
    expect(solanaBalanceChanges(failed, watched)).toEqual([])
    expect(solanaBalanceChanges({ ...failed, meta: null }, watched)).toEqual([])
  })
})
