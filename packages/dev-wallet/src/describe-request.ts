import { formatEther, hexToBytes, isHex } from 'viem'
import { describeBitcoinRequest } from './bitcoin/describe-bitcoin-request.js'
import { formatSol, summarizeSolanaTransaction } from './solana-transaction-summary.js'
import type {
  DevWalletApprovalRequest,
  SolanaPendingRequest,
  WalletConnectAuthenticateRequest,
  WalletConnectProposalRequest,
} from './types.js'

export type RequestDescription = {
  /** What is asked, e.g. "Connect to 127.0.0.1:5173" or "Send transaction". */
  title: string
  /** Label/value pairs for the summary, in display order. */
  rows: [label: string, value: string][]
}

/** "127.0.0.1:5173" from "http://127.0.0.1:5173": the part a person recognises. */
export function originHost(origin: string): string {
  try {
    return new URL(origin).host || origin
  } catch {
    return origin
  }
}

/** The message as text when it is valid UTF-8 (what people sign in practice), otherwise the hex it came as. */
export function decodeMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
  } catch {
    return message
  }
}

/** Bytes as UTF-8 text when they are valid UTF-8, otherwise as 0x hex. */
export function decodeBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  }
}

/** Turns a pending request into the words the approval panel shows; kept apart from the DOM so it is testable in Node. */
export function describeRequest(request: DevWalletApprovalRequest): RequestDescription {
  if ('kind' in request) {
    if (request.kind === 'wc_proposal') return describeProposal(request)
    if (request.kind === 'wc_authenticate') return describeAuthenticate(request)
    if (request.namespace === 'bitcoin') return describeBitcoinRequest(request)
    return describeSolanaRequest(request)
  }
  const network = `${request.chain.name} (${request.chain.id})`
  const origin: [string, string] = ['Origin', request.origin]
  const account: [string, string] = ['Account', `${request.account} (#${request.accountIndex})`]
  switch (request.method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return { title: `Connect to ${originHost(request.origin)}`, rows: [origin, account, ['Network', network]] }
    case 'personal_sign':
      return { title: 'Sign message', rows: [origin, account, ['Message', decodeMessage(request.message)]] }
    case 'eth_signTypedData_v4': {
      const { domain, primaryType } = request.typedData
      return {
        title: 'Sign typed data',
        rows: [origin, account, ['Type', primaryType], ['Domain', domain.name ?? '(unnamed)'], ['Network', network]],
      }
    }
    case 'eth_sendTransaction': {
      const { to, value = 0n, data } = request.transaction
      const bytes = data ? (data.length - 2) / 2 : 0
      return {
        title: 'Send transaction',
        rows: [
          origin,
          ['From', account[1]],
          ['To', to ?? 'New contract'],
          ['Value', `${formatEther(value)} ETH`],
          ['Data', bytes === 0 ? 'none' : `${bytes} byte${bytes === 1 ? '' : 's'}`],
          ['Network', network],
        ],
      }
    }
    case 'wallet_addEthereumChain':
      return {
        title: 'Add network',
        rows: [
          origin,
          ['Network', request.chainToAdd.name],
          ['Chain ID', String(request.chainToAdd.id)],
          ['RPC URL', request.chainToAdd.rpcUrl],
        ],
      }
  }
}

// Names for the Solana chain ids people meet: the public clusters by CAIP-2 id and by name, and the Foyer devnet.
const SOLANA_CHAIN_NAMES: Record<string, string> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'Solana',
  'solana:mainnet': 'Solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'Solana Devnet',
  'solana:devnet': 'Solana Devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'Solana Testnet',
  'solana:testnet': 'Solana Testnet',
  'solana:localnet': 'Local validator',
  'solana:3m18fFd2hPJkop2aCRdB3LS47DSuWbBx': 'Foyer Solana Devnet',
}

/** "Foyer Solana Devnet (solana:3m18…)" for a known chain id, the id itself otherwise. */
export function solanaNetworkLabel(chain: string): string {
  const name = SOLANA_CHAIN_NAMES[chain]
  return name ? `${name} (${chain})` : chain
}

function describeSolanaRequest(request: SolanaPendingRequest): RequestDescription {
  const origin: [string, string] = ['Origin', request.origin]
  const account: [string, string] = ['Account', `${request.account} (#${request.accountIndex})`]
  const network: [string, string] = ['Network', solanaNetworkLabel(request.chain)]
  switch (request.kind) {
    case 'solana_connect':
      return { title: `Connect to ${originHost(request.origin)} (Solana)`, rows: [origin, account, network] }
    case 'solana_signMessage':
      return { title: 'Sign message', rows: [origin, account, ['Message', decodeBytes(request.message)]] }
    case 'solana_signIn': {
      const rows: [string, string][] = [origin, account, ['Domain', request.signIn.domain]]
      // A real wallet's phishing check: the message claims a site other than the one asking.
      if (request.signIn.domain !== originHost(request.origin))
        rows.push(['Warning', `The message names ${request.signIn.domain}, but ${originHost(request.origin)} asks.`])
      rows.push(['Message', request.message], network)
      return { title: 'Sign in', rows }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const title = request.kind === 'solana_signTransaction' ? 'Sign transaction' : 'Send transaction'
      const rows: [string, string][] = [origin, account]
      try {
        const summary = summarizeSolanaTransaction(request.transaction)
        rows.push(['Instructions', String(summary.instructions)], ['Fee payer', summary.feePayer])
        for (const transfer of summary.transfers) {
          rows.push(['To', transfer.to], ['Amount', formatSol(transfer.lamports)])
          if (transfer.from !== request.account) rows.push(['From', transfer.from])
        }
      } catch {
        rows.push(['Transaction', `${request.transaction.length} bytes (could not be decoded)`])
      }
      rows.push(network)
      return { title, rows }
    }
  }
}

/** A chain id as people read it: "Foyer Devnet (eip155:31337)" when named, the Solana names, else the id. */
export function chainLabel(chain: string, evmNames: ReadonlyMap<string, string> = new Map()): string {
  if (chain.startsWith('solana:')) return solanaNetworkLabel(chain)
  const name = evmNames.get(chain)
  return name ? `${name} (${chain})` : chain
}

function describeProposal(request: WalletConnectProposalRequest): RequestDescription {
  const rows: [string, string][] = [
    ['Dapp', request.dapp.name || '(unnamed)'],
    ['URL', request.dapp.url || '(none)'],
    ['Chains', request.chains.map((chain) => chainLabel(chain)).join('\n') || '(none)'],
    ['Methods', request.methods.join('\n') || '(none)'],
  ]
  if (request.events.length > 0) rows.push(['Events', request.events.join(', ')])
  if (request.accounts.length > 0) rows.push(['Accounts', request.accounts.join('\n')])
  return { title: `Connect to ${request.dapp.name || originHost(request.dapp.url)} (WalletConnect)`, rows }
}

function describeAuthenticate(request: WalletConnectAuthenticateRequest): RequestDescription {
  const rows: [string, string][] = [
    ['Dapp', request.dapp.name || '(unnamed)'],
    ['URL', request.dapp.url || '(none)'],
    ['Domain', request.domain],
  ]
  // A real wallet's phishing check: the message claims a site other than the dapp's own.
  if (request.dapp.url && request.domain !== originHost(request.dapp.url))
    rows.push([
      'Warning',
      `The message names ${request.domain}, but the dapp says it is ${originHost(request.dapp.url)}.`,
    ])
  if (request.statement) rows.push(['Statement', request.statement])
  rows.push(
    ['Chains', request.chains.map((chain) => chainLabel(chain)).join('\n') || '(none)'],
    ['Account', request.account],
  )
  const first = request.messages[0]
  if (first)
    rows.push([request.messages.length > 1 ? `Message (1 of ${request.messages.length})` : 'Message', first.message])
  return { title: `Sign in to ${request.dapp.name || originHost(request.dapp.url)} (WalletConnect)`, rows }
}
