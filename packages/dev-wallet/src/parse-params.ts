import { getAddress, hexToBigInt, hexToNumber, isAddress, isHex, type Address, type Hex } from 'viem'
import { invalidParams } from './rpc-error.js'
import type { DevWalletChain, TransactionParams, TypedDataPayload } from './types.js'

// Apps send whatever their library produced; each parser turns it into typed values or a -32602 naming the bad field,
// so a malformed request fails the way it would in an extension wallet instead of deep inside viem.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function parseAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalidParams(`${field} must be an address`)
  return getAddress(value)
}

/** A JSON-RPC quantity ("0x1a"); plain numbers are accepted too because some libraries send them. */
export function parseQuantity(value: unknown, field: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return hexToBigInt(value as Hex)
  throw invalidParams(`${field} must be a hex quantity`)
}

export function parseChainId(value: unknown, field = 'chainId'): number {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return hexToNumber(value as Hex)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  throw invalidParams(`${field} must be a hex chain id like "0x1"`)
}

/** eth_sendTransaction's first parameter. */
export function parseTransaction(value: unknown): TransactionParams {
  if (!isRecord(value)) throw invalidParams('eth_sendTransaction expects a transaction object')
  const tx: TransactionParams = {}
  if (value.from !== undefined) tx.from = parseAddress(value.from, 'from')
  if (value.to !== undefined && value.to !== null) tx.to = parseAddress(value.to, 'to')
  if (value.value !== undefined) tx.value = parseQuantity(value.value, 'value')
  // "input" is the newer name of "data" (execution-apis); accept either.
  const data = value.data ?? value.input
  if (data !== undefined) {
    if (typeof data !== 'string' || !isHex(data) || data.length % 2 !== 0) throw invalidParams('data must be hex bytes')
    tx.data = data
  }
  if (value.gas !== undefined) tx.gas = parseQuantity(value.gas, 'gas')
  else if (value.gasLimit !== undefined) tx.gas = parseQuantity(value.gasLimit, 'gasLimit')
  if (value.nonce !== undefined) tx.nonce = Number(parseQuantity(value.nonce, 'nonce'))
  if (value.gasPrice !== undefined) tx.gasPrice = parseQuantity(value.gasPrice, 'gasPrice')
  if (value.maxFeePerGas !== undefined) tx.maxFeePerGas = parseQuantity(value.maxFeePerGas, 'maxFeePerGas')
  if (value.maxPriorityFeePerGas !== undefined)
    tx.maxPriorityFeePerGas = parseQuantity(value.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  if (value.chainId !== undefined) tx.chainId = parseChainId(value.chainId)
  if (tx.gasPrice !== undefined && (tx.maxFeePerGas !== undefined || tx.maxPriorityFeePerGas !== undefined)) {
    throw invalidParams('give either gasPrice or maxFeePerGas/maxPriorityFeePerGas, not both')
  }
  return tx
}

/** eth_signTypedData_v4's second parameter: a JSON string (the standard) or an already-parsed object (some libraries). */
export function parseTypedData(value: unknown): TypedDataPayload {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalidParams('typed data must be valid JSON')
    }
  }
  if (!isRecord(parsed)) throw invalidParams('typed data must be an object')
  const { domain = {}, types, primaryType, message } = parsed
  if (!isRecord(types)) throw invalidParams('typed data needs "types"')
  if (typeof primaryType !== 'string' || !(primaryType in types))
    throw invalidParams('typed data "primaryType" must name one of its types')
  if (!isRecord(message)) throw invalidParams('typed data needs a "message" object')
  if (!isRecord(domain)) throw invalidParams('typed data "domain" must be an object')
  for (const [name, fields] of Object.entries(types)) {
    if (
      !Array.isArray(fields) ||
      !fields.every((f) => isRecord(f) && typeof f.name === 'string' && typeof f.type === 'string')
    ) {
      throw invalidParams(`typed data type "${name}" must be a list of { name, type }`)
    }
  }
  return {
    domain: domain as TypedDataPayload['domain'],
    types: types as TypedDataPayload['types'],
    primaryType,
    message,
  }
}

/** The chain id a typed-data domain names, if any (it may be a number, a decimal string or hex). */
export function typedDataChainId(domain: TypedDataPayload['domain']): number | undefined {
  const raw = domain.chainId as unknown
  if (raw === undefined || raw === null) return undefined
  if (typeof raw === 'number' || typeof raw === 'bigint') return Number(raw)
  if (typeof raw === 'string') return raw.startsWith('0x') ? hexToNumber(raw as Hex) : Number(raw)
  throw invalidParams('domain.chainId must be a number')
}

/** wallet_addEthereumChain's parameter (EIP-3085). */
export function parseAddEthereumChain(value: unknown): DevWalletChain {
  if (!isRecord(value)) throw invalidParams('wallet_addEthereumChain expects a chain object')
  const id = parseChainId(value.chainId)
  const rpcUrl = Array.isArray(value.rpcUrls)
    ? value.rpcUrls.find((url): url is string => typeof url === 'string')
    : undefined
  if (!rpcUrl || !/^https?:\/\//.test(rpcUrl)) throw invalidParams('rpcUrls must hold at least one http(s) URL')
  const name = typeof value.chainName === 'string' && value.chainName.trim() ? value.chainName.trim() : `Chain ${id}`
  return { id, name, rpcUrl }
}
