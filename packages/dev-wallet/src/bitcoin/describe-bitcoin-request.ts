// The approval card's words for Bitcoin requests (describeRequest hands them here).
import { decodeBytes, originHost, type RequestDescription } from '../describe-request.js'
import type { BitcoinPendingRequest } from './types.js'

const CHAIN_NAMES: Record<string, string> = {
  'bitcoin:mainnet': 'Bitcoin',
  'bitcoin:testnet': 'Bitcoin Testnet',
  'bitcoin:signet': 'Bitcoin Signet',
  'bitcoin:regtest': 'Bitcoin regtest (Foyer Bitcoin Devnet)',
}

/** "0.25 BTC" from 25,000,000 sats: exact, no float rounding. */
export function formatBtc(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const fraction = (abs % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${abs / 100_000_000n}${fraction ? `.${fraction}` : ''} BTC`
}

export function describeBitcoinRequest(request: BitcoinPendingRequest): RequestDescription {
  const origin: [string, string] = ['Origin', request.origin]
  const network: [string, string] = ['Network', `${CHAIN_NAMES[request.chain] ?? request.chain} (${request.chain})`]
  switch (request.kind) {
    case 'bitcoin_connect':
      return {
        title: `Connect to ${originHost(request.origin)} (Bitcoin)`,
        rows: [origin, ['Account', `#${request.accountIndex}`], ['Addresses', request.purposes.join(', ')], network],
      }
    case 'bitcoin_signMessage':
      return {
        title: 'Sign message',
        rows: [
          origin,
          ['Address', request.address],
          ['Message', decodeBytes(request.message)],
          ['Format', 'BIP-322'],
          network,
        ],
      }
    case 'bitcoin_signTransaction': {
      const { summary } = request
      const rows: [string, string][] = [origin]
      for (const input of summary.signing)
        rows.push([
          `Sign input ${input.index}`,
          `${input.address}${input.sats === undefined ? '' : ` (${formatBtc(input.sats)})`}`,
        ])
      summary.outputs.forEach((output, index) =>
        rows.push([`Output ${index}`, `${formatBtc(output.sats)} to ${output.address ?? 'a script without address'}`]),
      )
      rows.push([
        'Fee',
        summary.feeSats === undefined ? 'unknown (an input does not say its amount)' : formatBtc(summary.feeSats),
      ])
      rows.push(network)
      return { title: summary.broadcast ? 'Send transaction' : 'Sign transaction', rows }
    }
  }
}
