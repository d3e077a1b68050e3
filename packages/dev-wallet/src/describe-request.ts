import { formatEther, hexToBytes, isHex } from 'viem'
import type { PendingRequest } from './types.js'

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

/** Turns a pending request into the words the approval panel shows; kept apart from the DOM so it is testable in Node. */
export function describeRequest(request: PendingRequest): RequestDescription {
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
