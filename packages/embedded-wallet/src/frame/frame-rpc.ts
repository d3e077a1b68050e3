// The frame's answer to `rpc` (docs: "classifies the method with core's classifyRpcMethod"): safe methods are answered
// here or by the chain's RPC, forbidden ones refused with the spec's text (4200), approval-class ones shown on the
// approval screen inside the frame and signed only after Approve (Reject → 4001).
//
// Solana parameters follow the WalletConnect Solana RPC: solana_signMessage { message: base58, pubkey } →
// { signature: base58 }; solana_signTransaction { transaction: base64 } → { transaction: base64, signature };
// solana_signAndSendTransaction { transaction: base64 } → { signature }.
import { classifyRpcMethod } from '@foyer/core'
import {
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Base64EncodedWireTransaction,
} from '@solana/kit'
import { createWalletClient, defineChain, http, numberToHex, type Hex, type TypedDataDefinition } from 'viem'
import type { SeedKeys } from '../keys/derive-accounts.js'
import { FrameErrorCode, FrameErrorText, type FrameRequestPayloads } from '../protocol/messages.js'
import { describeRequest, type RequestDescription } from './describe-request.js'
import { chainOf, type FrameConfig } from './frame-config.js'

export class FrameRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'FrameRpcError'
  }
}

export interface RpcContext {
  config: FrameConfig
  addresses: { eip155: `0x${string}`; solana: string }
  /** Shows the approval screen; true on Approve. */
  approve(description: RequestDescription): Promise<boolean>
  withKeys<T>(use: (keys: SeedKeys) => Promise<T>): Promise<T>
}

const SUPPORTED_APPROVALS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])

async function chainRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw new FrameRpcError(body.error.code, body.error.message)
  return body.result
}

export async function handleRpc(context: RpcContext, request: FrameRequestPayloads['rpc']): Promise<unknown> {
  const { namespace, chainId, method, params } = request
  if (typeof method !== 'string' || method.length === 0) {
    throw new FrameRpcError(FrameErrorCode.INVALID_PARAMS, 'Invalid method')
  }
  const kind = classifyRpcMethod(method)
  if (kind === 'forbidden') throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, FrameErrorText.RPC_NOT_ALLOWED)
  const chain = chainOf(context.config, namespace, chainId)
  if (!chain) throw new FrameRpcError(4902, `Chain ${namespace}:${String(chainId)} is not configured for this wallet`)
  const isEvm = namespace === 'eip155'
  const account = isEvm ? context.addresses.eip155 : context.addresses.solana

  if (kind === 'safe') {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [context.addresses.eip155]
      case 'eth_chainId':
        return numberToHex(Number(chainId))
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: context.addresses.solana }]
      case 'wallet_getCapabilities':
        return {}
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return null
      default:
        return chainRpc(chain.rpcUrl, method, params)
    }
  }

  if (!SUPPORTED_APPROVALS.has(method)) {
    throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, `The embedded wallet does not support ${method} yet`)
  }
  const description = describeRequest(method, params, { account, network: chain.name ?? chain.id })
  if (!(await context.approve(description))) {
    throw new FrameRpcError(FrameErrorCode.USER_REJECTED, FrameErrorText.USER_REJECTED)
  }
  return context.withKeys((keys) => sign(keys, method, params, chain.rpcUrl, Number(chainId)))
}

async function sign(keys: SeedKeys, method: string, params: unknown, rpcUrl: string, chainId: number) {
  const list = Array.isArray(params) ? (params as unknown[]) : []
  switch (method) {
    case 'personal_sign':
      return keys.evm.signMessage({ message: { raw: list[0] as Hex } })
    case 'eth_signTypedData_v4': {
      const raw = list[1]
      const typed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition
      return keys.evm.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
      const chain = defineChain({
        id: chainId,
        name: `eip155:${chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      })
      const client = createWalletClient({ account: keys.evm, chain, transport: http(rpcUrl) })
      return client.sendTransaction({
        to: tx.to ?? null,
        value: tx.value ? BigInt(tx.value) : undefined,
        data: tx.data,
        gas: tx.gas ? BigInt(tx.gas) : undefined,
      })
    }
    case 'solana_signMessage': {
      const message = Uint8Array.from(getBase58Encoder().encode(String((params as { message?: string }).message ?? '')))
      const [signed] = await keys.solana.signMessages([{ content: message, signatures: {} }])
      return { signature: getBase58Decoder().decode(signed![keys.solana.address]!) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const bytes = getBase64Encoder().encode(String((params as { transaction?: string }).transaction ?? ''))
      const transaction = getTransactionDecoder().decode(bytes)
      const [signatures] = await keys.solana.signTransactions([
        transaction as Parameters<typeof keys.solana.signTransactions>[0][number],
      ])
      const signed = { ...transaction, signatures: { ...transaction.signatures, ...signatures } }
      const signature = getBase58Decoder().decode(signatures![keys.solana.address]!)
      if (method === 'solana_signTransaction') {
        return { transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)), signature }
      }
      const wire = getBase64EncodedWireTransaction(
        signed as Parameters<typeof getBase64EncodedWireTransaction>[0],
      ) as Base64EncodedWireTransaction
      await createSolanaRpc(rpcUrl).sendTransaction(wire, { encoding: 'base64' }).send()
      return { signature }
    }
  }
  throw new FrameRpcError(FrameErrorCode.UNSUPPORTED_METHOD, FrameErrorText.RPC_NOT_ALLOWED)
}
