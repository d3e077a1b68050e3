import type { Address } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { TransactionHistory, type TransactionRecord } from './transaction-history.js'

const record = (signature: string, accountKeys: string[]) =>
  ({ signature, accountKeys: accountKeys as Address[] }) as unknown as TransactionRecord

describe('TransactionHistory', () => {
  it('finds records by signature and lists each address’s signatures newest first, once per transaction', () => {
    const history = new TransactionHistory()
    const heard: string[] = []
    const off = history.onTransaction((landed) => heard.push(landed.signature))
    history.add(record('a', ['payer', 'payee']))
    history.add(record('b', ['payer', 'payer']))
    off()
    history.add(record('c', ['payee']))
    expect(history.count).toBe(3)
    expect(history.has('b')).toBe(true)
    expect(history.record('c')?.accountKeys).toEqual(['payee'])
    expect(history.record('z')).toBeUndefined()
    expect(history.signaturesFor('payer')).toEqual(['b', 'a'])
    expect(history.signaturesFor('payee')).toEqual(['c', 'a'])
    expect(history.signaturesFor('nobody')).toEqual([])
    expect(heard).toEqual(['a', 'b'])
  })
})
