import { describe, expect, it } from 'vitest'
import { describeRequest } from '../describe-request.js'
import { formatBtc } from './describe-bitcoin-request.js'
import type { BitcoinPendingRequest } from './types.js'

const base = {
  id: 1,
  namespace: 'bitcoin' as const,
  origin: 'http://127.0.0.1:5173',
  account: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  accountIndex: 0,
  chain: 'bitcoin:regtest' as const,
}

describe('the approval card for Bitcoin requests', () => {
  it('formats sats as exact BTC', () => {
    expect(formatBtc(25_000_000n)).toBe('0.25 BTC')
    expect(formatBtc(150_000_000n)).toBe('1.5 BTC')
    expect(formatBtc(1n)).toBe('0.00000001 BTC')
    expect(formatBtc(0n)).toBe('0 BTC')
  })

  it('connect names the site, the addresses asked for and the network', () => {
    const request: BitcoinPendingRequest = { ...base, kind: 'bitcoin_connect', purposes: ['payment', 'ordinals'] }
    expect(describeRequest(request)).toEqual({
      title: 'Connect to 127.0.0.1:5173 (Bitcoin)',
      rows: [
        ['Origin', 'http://127.0.0.1:5173'],
        ['Account', '#0'],
        ['Addresses', 'payment, ordinals'],
        ['Network', 'Bitcoin regtest (Foyer Bitcoin Devnet) (bitcoin:regtest)'],
      ],
    })
  })

  it('a message shows as text, a transaction as what it signs, where the money goes and the fee', () => {
    const message = describeRequest({
      ...base,
      kind: 'bitcoin_signMessage',
      address: base.account,
      message: new TextEncoder().encode('hello'),
    })
    expect(message.title).toBe('Sign message')
    expect(message.rows).toContainEqual(['Message', 'hello'])
    expect(message.rows).toContainEqual(['Format', 'BIP-322'])

    const send = describeRequest({
      ...base,
      kind: 'bitcoin_signTransaction',
      psbt: new Uint8Array(),
      summary: {
        signing: [{ index: 0, address: base.account, sats: 100_000_000n }],
        outputs: [{ address: 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj', sats: 25_000_000n }],
        feeSats: 141n,
        broadcast: true,
      },
    })
    expect(send.title).toBe('Send transaction')
    expect(send.rows).toEqual([
      ['Origin', 'http://127.0.0.1:5173'],
      ['Sign input 0', `${base.account} (1 BTC)`],
      ['Output 0', '0.25 BTC to bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'],
      ['Fee', '0.00000141 BTC'],
      ['Network', 'Bitcoin regtest (Foyer Bitcoin Devnet) (bitcoin:regtest)'],
    ])
  })
})
