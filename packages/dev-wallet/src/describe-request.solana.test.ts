import type { Address } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { decodeBytes, describeRequest, solanaNetworkLabel } from './describe-request.js'
import { formatSol, summarizeSolanaTransaction } from './solana-transaction-summary.js'
import { memoInstruction, transferInstruction, wireTransaction } from './test/solana-transactions.js'
import type { SolanaPendingRequest } from './types.js'

const ME = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW' as Address
const YOU = 'BPFLoaderUpgradeab1e11111111111111111111111' as Address
const base = {
  id: 1,
  namespace: 'solana',
  origin: 'http://127.0.0.1:5173',
  account: ME,
  accountIndex: 0,
  chain: 'solana:localnet',
} as const
const rows = (request: SolanaPendingRequest) => Object.fromEntries(describeRequest(request).rows)

describe('describeRequest for Solana', () => {
  it('asks to connect, naming Solana', () => {
    const request: SolanaPendingRequest = { ...base, kind: 'solana_connect' }
    expect(describeRequest(request).title).toBe('Connect to 127.0.0.1:5173 (Solana)')
    expect(rows(request)).toEqual({
      Origin: 'http://127.0.0.1:5173',
      Account: `${ME} (#0)`,
      Network: 'Local validator (solana:localnet)',
    })
  })

  it('shows a message as UTF-8 text, or hex when it is not text', () => {
    const text: SolanaPendingRequest = {
      ...base,
      kind: 'solana_signMessage',
      message: new TextEncoder().encode('Hello\nNonce: 1'),
    }
    expect(describeRequest(text).title).toBe('Sign message')
    expect(rows(text).Message).toBe('Hello\nNonce: 1')
    expect(decodeBytes(new Uint8Array([0xff, 0x00, 0x10]))).toBe('0xff0010')
  })

  it('shows a SOL transfer’s recipient and amount, and the fee payer', () => {
    const transaction = wireTransaction({ feePayer: ME, instructions: [transferInstruction(ME, YOU, 1_500_000_000n)] })
    const send: SolanaPendingRequest = { ...base, kind: 'solana_signAndSendTransaction', transaction }
    expect(describeRequest(send)).toEqual({
      title: 'Send transaction',
      rows: [
        ['Origin', 'http://127.0.0.1:5173'],
        ['Account', `${ME} (#0)`],
        ['Instructions', '1'],
        ['Fee payer', ME],
        ['To', YOU],
        ['Amount', '1.5 SOL'],
        ['Network', 'Local validator (solana:localnet)'],
      ],
    })
    expect(describeRequest({ ...send, kind: 'solana_signTransaction' }).title).toBe('Sign transaction')
  })

  it('counts instructions of other programs without guessing amounts', () => {
    const transaction = wireTransaction({
      version: 'legacy',
      feePayer: ME,
      instructions: [transferInstruction(ME, YOU, 5n), memoInstruction('hi')],
    })
    const r = rows({ ...base, kind: 'solana_signTransaction', transaction })
    expect(r).toMatchObject({ Instructions: '2', 'Fee payer': ME })
    expect(r.To).toBeUndefined()
    expect(r.Amount).toBeUndefined()
  })

  it('says when the bytes are no transaction', () => {
    expect(rows({ ...base, kind: 'solana_signTransaction', transaction: new Uint8Array([1, 2, 3]) }).Transaction).toBe(
      '3 bytes (could not be decoded)',
    )
  })

  it('shows the sign-in message and warns when its domain is not the asking site', () => {
    const signIn = { domain: 'evil.example', address: ME }
    const request: SolanaPendingRequest = {
      ...base,
      kind: 'solana_signIn',
      signIn,
      message: `evil.example wants you to sign in with your Solana account:\n${ME}`,
    }
    expect(describeRequest(request).title).toBe('Sign in')
    expect(rows(request)).toMatchObject({
      Domain: 'evil.example',
      Warning: 'The message names evil.example, but 127.0.0.1:5173 asks.',
      Message: request.message,
    })
    expect(rows({ ...request, signIn: { ...signIn, domain: '127.0.0.1:5173' } }).Warning).toBeUndefined()
  })
})

describe('solanaNetworkLabel', () => {
  it('names known chains and leaves others as their id', () => {
    expect(solanaNetworkLabel('solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx')).toBe(
      'Foyer Solana Devnet (solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx)',
    )
    expect(solanaNetworkLabel('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(
      'Solana Devnet (solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1)',
    )
    expect(solanaNetworkLabel('solana:abc')).toBe('solana:abc')
  })
})

describe('summarizeSolanaTransaction / formatSol', () => {
  it('lists signers fee payer first', () => {
    const summary = summarizeSolanaTransaction(
      wireTransaction({ feePayer: YOU, instructions: [transferInstruction(ME, YOU, 7n)] }),
    )
    expect(summary).toMatchObject({
      version: 0,
      instructions: 1,
      feePayer: YOU,
      signers: [YOU, ME],
      transfers: [{ from: ME, to: YOU, lamports: 7n }],
    })
  })
  it('formats lamports exactly', () => {
    expect(formatSol(0n)).toBe('0 SOL')
    expect(formatSol(1n)).toBe('0.000000001 SOL')
    expect(formatSol(2_000_000_000n)).toBe('2 SOL')
    expect(formatSol(123_456_789_000n)).toBe('123.456789 SOL')
  })
})
